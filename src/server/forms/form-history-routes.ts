import type { ZodApp } from '#server/http/zod-app';
import { successSchema } from '#core/api';
import { formIdParamsSchema, restoreVersionBodySchema, restoreVersionParamsSchema } from '#core/api';
import { formHistoryEntrySchema } from '#core/forms';
import { formDetailSchema } from '#core/forms';
import { ok } from '#server/http/envelope';
import { z } from 'zod';
import { detailOf } from './form-describe';
import { designOfVersion, historyOf } from './form-history';
import { openForm } from './form-request';
import { noticeEnteredReview } from './form-status';
import { saveDesign } from './form-store';

const tags = ['form'];

/** Decision 5: the versions of a form, and bringing an earlier design back as a new version. */
export function formHistoryRoutes(app: ZodApp) {
  const db = app.db;

  app.get('/api/v1/form/:id/histories', {
    schema: { tags, summary: 'Saved versions, newest first, with what changed', params: formIdParamsSchema, response: { 200: successSchema(z.array(formHistoryEntrySchema)) } },
  }, async (req) => {
    const { form } = await openForm(db, req, req.params.id, 'read');
    return ok(await historyOf(db, form.id));
  });

  app.post('/api/v1/form/:id/histories/:version/restore', {
    schema: {
      tags, summary: 'Save the design of an earlier version as a new version (409 when baseVersion is stale)',
      params: restoreVersionParamsSchema, body: restoreVersionBodySchema, response: { 200: successSchema(formDetailSchema) },
    },
  }, async (req) => {
    const { user, form, access } = await openForm(db, req, req.params.id, 'edit');
    const design = await designOfVersion(db, form.id, req.params.version);
    const row = await saveDesign(db, req, form, { baseVersion: req.body.baseVersion, design, user, kind: 'restored', restoredFrom: req.params.version });
    await noticeEnteredReview(db, req, form, row, user.id);
    app.hotRows.forms.forget(row.id);
    return ok(await detailOf(db, row, access));
  });
}
