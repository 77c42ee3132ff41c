import { queryOptions } from '@tanstack/react-query';
import { type LocalityCounts, localityCountsSchema } from '#core/api';
import { api } from '#core/api';
import { apiRequest } from '../http/api-client';

/** The server takes files up to 5 MB (the official three-level list is about 700 kB). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export const localityCountsKey = ['localities', 'counts'] as const;

export const localityCountsQuery = () =>
  queryOptions({
    queryKey: localityCountsKey,
    queryFn: ({ signal }) => apiRequest(api.localityCounts, { schema: localityCountsSchema, signal }),
    staleTime: 0,
  });

/** Replaces the whole list with the file's content; the server checks it before writing anything. */
export function importLocalities(file: unknown): Promise<LocalityCounts> {
  return apiRequest(api.localityImport, { method: 'POST', body: file, schema: localityCountsSchema });
}
