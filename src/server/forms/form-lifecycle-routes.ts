import type { FastifyRequest } from 'fastify';
import type { ZodApp } from '#server/http/zod-app';
import { successSchema } from '#core/api';
import { formIdParamsSchema, rejectFormBodySchema } from '#core/api';
import { FormStatus, formDetailSchema, formReviewSchema } from '#core/forms';
import { requireUser } from '#server/auth/current-user';
import type { UserRow } from '#server/auth/session';
import { forbidden } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import { assertFormAccess, loadForm } from './form-access';
import { detailOf, reviewsOf } from './form-describe';
import { isReviewer } from './form-permissions';
import { openForm } from './form-request';
import type { FormRow } from './form-view';
import { type StatusChange, changeStatus, noticeEnteredReview, notAwaitingReview, publishedStatus, statusAfterRejection } from './form-status';

const tags = ['form'];
const detailReply = { 200: successSchema(formDetailSchema) };
const byId = (summary: string) => ({ schema: { tags, summary, params: formIdParamsSchema, response: detailReply } });

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

  app.post('/api/v1/form/publish/:id', byId('Publish: 1 for a reviewer or when review is not required, else 3 awaiting review'), (req) =>
    ownerChange(req, req.params.id, async (user, form) => {
      const status = await publishedStatus(db, user, form);
      return { status, log: { type: 'publish', title: status === FormStatus.Active ? 'Form published' : 'Form submitted for review' } };
    }));
  app.post('/api/v1/form/disable/:id', byId('Disable (status 0)'), (req) =>
    ownerChange(req, req.params.id, () => Promise.resolve({ status: FormStatus.Disable, log: { type: 'disable', title: 'Form disabled' } })));
  app.delete('/api/v1/form/:id', byId('Delete (soft, status 2)'), (req) =>
    ownerChange(req, req.params.id, () => Promise.resolve({ status: FormStatus.Delete, log: { type: 'delete', title: 'Form deleted' } })));

  app.post('/api/v1/form/approved/:id', byId('Approve a form awaiting review (reviewers): status 1, the owner is notified'), (req) =>
    reviewChange(req, req.params.id, { action: 'approved', reason: null }));
  app.get('/api/v1/form/:id/review-timeline', {
    schema: { tags, summary: 'The approval timeline, oldest first: submitted (awaiting approval), rejected with the reason, approved, forwarded (owner, editor, viewer, reviewers)', params: formIdParamsSchema, response: { 200: successSchema(formReviewSchema.array()) } },
  }, async (req) => {
    const { form } = await openForm(db, req, req.params.id, 'read');
    return ok(await reviewsOf(db, form.id));
  });
  app.post('/api/v1/form/reject/:id', {
    schema: { ...byId('Reject a form awaiting review (reviewers): status 0 with the reason (1 with its last approved version when it had one), the owner is notified').schema, body: rejectFormBodySchema },
  }, (req) => reviewChange(req, req.params.id, { action: 'rejected', reason: req.body.reason }));
}
