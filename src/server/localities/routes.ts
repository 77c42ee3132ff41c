import { localityCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { importLocalityFile } from './commands/import-localities';
import { countLocalities, listLocalities } from './queries';

const tags = ['locality'];
/** The list changes once a year or so; a day of caching spares phones the ~700 kB of the full list. */
const CACHE_CONTROL = 'public, max-age=86400';
/** The official three-level file is about 700 kB. */
const IMPORT_BODY_LIMIT = 5 * 1024 * 1024;
// The table is global (not per company) and public: no x-company-id needed, so the list can be
// loaded and cached like any static resource.
const config = { withoutTenant: true };

/** Administrative units for the address element: list, counts, import (docs/localities.md). */
export function localityRoutes(app: ZodApp): void {
  const db = app.db;

  registerCall(app, calls.list, {
    tags, config, summary: 'Administrative units of a list (default the two-level list) by type (1 province, 2 district, 3 commune), parent and name (anyone)',
  }, async (req, reply) => {
    const list = await listLocalities(db, req.query);
    void reply.header('cache-control', CACHE_CONTROL);
    return ok(list);
  });

  registerCall(app, calls.counts, { tags, config, summary: 'How many units of each level the list has (anyone)' }, async (req) =>
    ok(await countLocalities(db, req.query.list)));

  registerCall(app, calls.import, {
    tags, summary: 'Replaces the named list with the official file of its levels (administrators, LocalityManage)',
    bodyLimit: IMPORT_BODY_LIMIT, permissionBeforeBody: true,
  }, async (req) => ok(await importLocalityFile(db, req.query.list, req.body)));
}
