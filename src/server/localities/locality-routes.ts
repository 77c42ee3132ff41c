import { successSchema } from '#core/api';
import { localityCountsQuerySchema, localityCountsSchema, localityImportQuerySchema, localityListQuerySchema, localitySchema } from '#core/api';
import { api } from '#core/api';
import { requireAdministratorOr } from '#server/auth/require-permission';
import { ok } from '#server/http/envelope';
import type { ZodApp } from '#server/http/zod-app';
import { localityFileSchema } from './locality-file';
import { countLocalities, importLocalityFile, listLocalities } from './locality-store';

const tags = ['locality'];
/** The list changes once a year or so; a day of caching spares phones the ~700 kB of the full list. */
const CACHE_CONTROL = 'public, max-age=86400';
/** The official three-level file is about 700 kB. */
const IMPORT_BODY_LIMIT = 5 * 1024 * 1024;

/** Administrative units for the address element: list, counts, import (docs/localities.md). */
export function localityRoutes(app: ZodApp): void {
  const db = app.db;

  // The table is global (not per company) and public: no x-company-id needed, so the list can be
  // loaded and cached like any static resource.
  app.get(api.localityList, {
    config: { withoutTenant: true },
    schema: {
      tags, summary: 'Administrative units of a list (default the two-level list) by type (1 province, 2 district, 3 commune), parent and name (anyone)',
      querystring: localityListQuerySchema, response: { 200: successSchema(localitySchema.array()) },
    },
  }, async (req, reply) => {
    const list = await listLocalities(db, req.query);
    void reply.header('cache-control', CACHE_CONTROL);
    return ok(list);
  });

  app.get(api.localityCounts, {
    config: { withoutTenant: true },
    schema: {
      tags, summary: 'How many units of each level the list has (anyone)',
      querystring: localityCountsQuerySchema, response: { 200: successSchema(localityCountsSchema) },
    },
  }, async (req) => ok(await countLocalities(db, req.query.list)));

  app.post(api.localityImport, {
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: {
      tags, summary: 'Replaces the named list with the official file of its levels (administrators, LocalityManage)',
      querystring: localityImportQuerySchema, body: localityFileSchema, response: { 200: successSchema(localityCountsSchema) },
    },
    // the user is checked before the body is parsed and validated
    preValidation: async (req) => {
      await requireAdministratorOr(db, req, 'LocalityManage');
    },
  }, async (req) => ok(await importLocalityFile(db, req.query.list, req.body)));
}
