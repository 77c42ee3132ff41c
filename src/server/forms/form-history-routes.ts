import { formCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { detailOf } from './form-describe';
import { designOfVersion, historyOf } from './form-history';
import { openForm } from './form-request';
import { noticeEnteredReview } from './form-status';
import { saveDesign } from './form-store';

const tags = ['form'];

/** Decision 5: the versions of a form, and bringing an earlier design back as a new version. */
export function formHistoryRoutes(app: ZodApp) {
  const db = app.db;

  registerCall(app, calls.histories, { tags, summary: 'Saved versions, newest first, with what changed' }, async (req) => {
    const { form } = await openForm(db, req, req.params.id, 'read');
    return ok(await historyOf(db, form.id));
  });

  registerCall(app, calls.restore, { tags, summary: 'Save the design of an earlier version as a new version (409 when baseVersion is stale)' }, async (req) => {
    const { user, form, access } = await openForm(db, req, req.params.id, 'edit');
    const design = await designOfVersion(db, form.id, req.params.version);
    const row = await saveDesign(db, req, form, { baseVersion: req.body.baseVersion, design, user, kind: 'restored', restoredFrom: req.params.version });
    await noticeEnteredReview(db, req, form, row, user.id);
    app.hotRows.forms.forget(row.id);
    return ok(await detailOf(db, row, access));
  });
}
