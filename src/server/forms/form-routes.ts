import { FormStatus } from '#core/forms';
import { formCalls as calls } from '#core/api';
import { requireUser } from '#server/auth/current-user';
import { forbidden } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import { requestLanguage } from '#server/http/language';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { cloneDesign } from './form-clone';
import { detailOf, fullDetailOf } from './form-describe';
import { formFeedbackRoutes } from './form-feedback-routes';
import { formHistoryRoutes } from './form-history-routes';
import { formLifecycleRoutes } from './form-lifecycle-routes';
import { formListRoutes } from './form-list-routes';
import { assertValidDesign, openForm } from './form-request';
import { noticeEnteredReview, publishedStatus } from './form-status';
import { insertForm, saveDesign } from './form-store';
import { designOf } from './form-view';

const tags = ['form'];

/** Authoring calls of /v1/form (SPEC 7); status, lists, history and feedback live in their own modules. */
export function formRoutes(app: ZodApp) {
  const db = app.db;

  registerCall(app, calls.create, { tags, summary: 'Create a form (disabled, version 1)' }, async (req) => {
    const user = requireUser(req);
    assertValidDesign(req.body.design);
    const row = await insertForm(db, req, user, req.body.design, 'created');
    return ok(await detailOf(db, row, 'owner'));
  });

  registerCall(app, calls.update, {
    tags, summary: 'Save a new version of the design (409 when baseVersion is stale); publish: true/false changes the status (owner only)',
  }, async (req) => {
    const { id, baseVersion, design, publish } = req.body;
    const { user, form, access } = await openForm(db, req, id, 'edit');
    assertValidDesign(design);
    let status: number | undefined;
    if (publish !== undefined) {
      const target = publish ? await publishedStatus(db, user, form) : FormStatus.Disable;
      if (target !== form.status) {
        if (access !== 'owner') throw forbidden('error.notOwner');
        status = target;
      }
    }
    const row = await saveDesign(db, req, form, { baseVersion, design, user, kind: 'edited', status });
    await noticeEnteredReview(db, req, form, row, user.id);
    app.hotRows.forms.forget(row.id);
    return ok(await detailOf(db, row, access));
  });

  registerCall(app, calls.clone, { tags, summary: 'Copy a form the caller may read: a new disabled form owned by the caller' }, async (req) => {
    const { user, form } = await openForm(db, req, req.params.id, 'read');
    const row = await insertForm(db, req, user, cloneDesign(designOf(form), requestLanguage(req)), 'cloned');
    return ok(await detailOf(db, row, 'owner'));
  });

  registerCall(app, calls.get, { tags, summary: 'One form with its design' }, async (req) => {
    const { form, access } = await openForm(db, req, req.params.id, 'read');
    return ok(await detailOf(db, form, access));
  });

  registerCall(app, calls.detail, { tags, summary: 'One form with its sharing list and review timeline' }, async (req) => {
    const { form, access } = await openForm(db, req, req.params.id, 'read');
    return ok(await fullDetailOf(db, form, access));
  });

  formListRoutes(app);
  formLifecycleRoutes(app);
  formHistoryRoutes(app);
  formFeedbackRoutes(app);
}
