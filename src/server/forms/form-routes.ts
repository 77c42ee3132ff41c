import { formCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { cloneForm, createForm } from './commands/create-form';
import { saveForm } from './commands/save-form';
import { formFeedbackRoutes } from './form-feedback-routes';
import { formHistoryRoutes } from './form-history-routes';
import { formLifecycleRoutes } from './form-lifecycle-routes';
import { formListRoutes } from './form-list-routes';
import { formDetail, formFullDetail } from './queries';

const tags = ['form'];

/** Authoring calls of /v1/form (SPEC 7); status, lists, history and feedback live in their own modules. */
export function formRoutes(app: ZodApp) {
  const db = app.db;

  registerCall(app, calls.create, { tags, summary: 'Create a form (disabled, version 1)' }, async (req) =>
    ok(await createForm(db, req.actor, req.body.design)));

  registerCall(app, calls.update, {
    tags, summary: 'Save a new version of the design (409 when baseVersion is stale); publish: true/false changes the status (owner only)',
  }, async (req) => {
    const detail = await saveForm(db, req.actor, req.body, req.log);
    app.hotRows.forms.forget(detail.id);
    return ok(detail);
  });

  registerCall(app, calls.clone, { tags, summary: 'Copy a form the caller may read: a new disabled form owned by the caller' }, async (req) =>
    ok(await cloneForm(db, req.actor, req.params.id)));

  registerCall(app, calls.get, { tags, summary: 'One form with its design' }, async (req) =>
    ok(await formDetail(db, req.actor, req.params.id)));

  registerCall(app, calls.detail, { tags, summary: 'One form with its sharing list and review timeline' }, async (req) =>
    ok(await formFullDetail(db, req.actor, req.params.id)));

  formListRoutes(app);
  formLifecycleRoutes(app);
  formHistoryRoutes(app);
  formFeedbackRoutes(app);
}
