import { formListCalls as calls } from '#core/api';
import { requireUser } from '#server/auth/current-user';
import { ok } from '#server/http/envelope';
import { type CallRequest, registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { type ListScope, listForms } from './form-list';

const tags = ['form'];

/** list, list-share, list-all, list-by-manager, awaiting-review: one query, five scopes. */
export function formListRoutes(app: ZodApp) {
  const db = app.db;
  const list = (req: CallRequest<typeof calls.mine>, scope: ListScope) => listForms(db, requireUser(req), scope, req.query).then(ok);

  registerCall(app, calls.mine, { tags, summary: 'My forms, paged' }, (req) => list(req, 'mine'));
  registerCall(app, calls.shared, { tags, summary: 'Forms shared with me (editor or viewer)' }, (req) => list(req, 'shared'));
  registerCall(app, calls.managed, { tags, summary: 'Forms of the users I manage' }, (req) => list(req, 'managed'));
  registerCall(app, calls.all, { tags, summary: 'Every form of the company (administrators, system users, FormManage)' }, (req) => list(req, 'all'));
  registerCall(app, calls.awaitingReview, { tags, summary: 'Forms awaiting review (reviewers)', refusal: 'error.notReviewer' }, (req) => list(req, 'awaiting'));
}
