import type { FastifyRequest } from 'fastify';
import { formCalls as calls } from '#core/api';
import { FormStatus } from '#core/forms';
import { requireUser } from '#server/auth/current-user';
import type { UserRow } from '#server/auth/session';
import { forbidden } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { assertFormAccess, loadForm } from './form-access';
import { detailOf, reviewsOf } from './form-describe';
import { isReviewer } from './form-permissions';
import { openForm } from './form-request';
import type { FormRow } from './form-view';
import { type StatusChange, changeStatus, noticeEnteredReview, notAwaitingReview, publishedStatus, statusAfterRejection } from './form-status';

const tags = ['form'];

/** Decision 1: publish, disable and delete (owner); approve and reject (reviewers, form awaiting review). */
export function formLifecycleRoutes(app: ZodApp) {
  const db = app.db;

  async function ownerChange(req: FastifyRequest, id: number, decide: (user: UserRow, form: FormRow) => Promise<StatusChange>) {
    const { user, form, access } = await openForm(db, req, id, 'own');
    const row = await changeStatus(db, req, user, form, await decide(user, form));
    await noticeEnteredReview(db, req, form, row, user.id);
    app.hotRows.forms.forget(row.id);
    return ok(await detailOf(db, row, access));
  }

  async function reviewChange(req: FastifyRequest, id: number, review: NonNullable<StatusChange['review']>) {
    const user = requireUser(req);
    const form = await loadForm(db, req.company.id, id);
    if (!(await isReviewer(db, user))) throw forbidden('error.notReviewer');
    const access = await assertFormAccess(db, user, form, 'read');
    if (form.status !== FormStatus.AwaitingReview) throw notAwaitingReview();
    const approved = review.action === 'approved';
    const row = await changeStatus(db, req, user, form, {
      status: approved ? FormStatus.Active : statusAfterRejection(form),
      log: approved ? { type: 'publish', title: 'Form approved' } : { type: 'disable', title: 'Form rejected' },
      review,
    });
    app.hotRows.forms.forget(row.id);
    return ok(await detailOf(db, row, access));
  }

  registerCall(app, calls.publish, { tags, summary: 'Publish: 1 for a reviewer or when review is not required, else 3 awaiting review' }, (req) =>
    ownerChange(req, req.params.id, async (user, form) => {
      const status = await publishedStatus(db, user, form);
      return { status, log: { type: 'publish', title: status === FormStatus.Active ? 'Form published' : 'Form submitted for review' } };
    }));
  registerCall(app, calls.disable, { tags, summary: 'Disable (status 0)' }, (req) =>
    ownerChange(req, req.params.id, () => Promise.resolve({ status: FormStatus.Disable, log: { type: 'disable', title: 'Form disabled' } })));
  registerCall(app, calls.remove, { tags, summary: 'Delete (soft, status 2)' }, (req) =>
    ownerChange(req, req.params.id, () => Promise.resolve({ status: FormStatus.Delete, log: { type: 'delete', title: 'Form deleted' } })));

  // the reviewer's right is checked after the form is found (404 before 403), so it stays in reviewChange
  registerCall(app, calls.approve, { tags, summary: 'Approve a form awaiting review (reviewers): status 1, the owner is notified' }, (req) =>
    reviewChange(req, req.params.id, { action: 'approved', reason: null }));
  registerCall(app, calls.reviewTimeline, {
    tags, summary: 'The approval timeline, oldest first: submitted (awaiting approval), rejected with the reason, approved, forwarded (owner, editor, viewer, reviewers)',
  }, async (req) => {
    const { form } = await openForm(db, req, req.params.id, 'read');
    return ok(await reviewsOf(db, form.id));
  });
  registerCall(app, calls.reject, {
    tags, summary: 'Reject a form awaiting review (reviewers): status 0 with the reason (1 with its last approved version when it had one), the owner is notified',
  }, (req) => reviewChange(req, req.params.id, { action: 'rejected', reason: req.body.reason }));
}
