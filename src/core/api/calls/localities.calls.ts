import { defineCall } from './define-call';
import { localityCountsQuerySchema, localityCountsSchema, localityImportQuerySchema, localityListQuerySchema, localitySchema } from '../answering.contract';
import { localityFileSchema } from '../locality-file.schema';

const locality = '/api/v1/locality';

/** Administrative units for the address element: list, counts, import (docs/localities.md). */
export const localityCalls = {
  list: defineCall({ method: 'GET', path: `${locality}/list`, query: localityListQuerySchema, reply: localitySchema.array(), permission: 'public' }),
  counts: defineCall({ method: 'GET', path: `${locality}/counts`, query: localityCountsQuerySchema, reply: localityCountsSchema, permission: 'public' }),
  import: defineCall({ method: 'POST', path: `${locality}/import`, query: localityImportQuerySchema, body: localityFileSchema, reply: localityCountsSchema, permission: 'LocalityManage' }),
};
