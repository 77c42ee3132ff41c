import { formCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { restoreVersion } from './commands/save-form';
import { formHistory } from './queries';

const tags = ['form'];

/** Decision 5: the versions of a form, and bringing an earlier design back as a new version. */
export function formHistoryRoutes(app: ZodApp) {
  const db = app.db;

  registerCall(app, calls.histories, { tags, summary: 'Saved versions, newest first, with what changed' }, async (req) =>
    ok(await formHistory(db, req.actor, req.params.id)));

  registerCall(app, calls.restore, { tags, summary: 'Save the design of an earlier version as a new version (409 when baseVersion is stale)' }, async (req) => {
    const detail = await restoreVersion(db, req.actor, { id: req.params.id, version: req.params.version, baseVersion: req.body.baseVersion }, req.log);
    app.hotRows.forms.forget(detail.id);
    return ok(detail);
  });
}
