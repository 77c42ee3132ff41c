import { formCalls as calls } from '#core/api';
import type { FormDetail } from '#core/forms';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { reviewForm } from './commands/review-form';
import { setFormStatus } from './commands/set-form-status';
import { reviewTimeline } from './queries';

const tags = ['form'];

/** Decision 1: publish, disable and delete (owner); approve and reject (reviewers, form awaiting review). */
export function formLifecycleRoutes(app: ZodApp) {
  const db = app.db;
  const changed = (detail: FormDetail) => {
    app.hotRows.forms.forget(detail.id);
    return ok(detail);
  };

  registerCall(app, calls.publish, { tags, summary: 'Publish: 1 for a reviewer or when review is not required, else 3 awaiting review' }, async (req) =>
    changed(await setFormStatus(db, req.actor, req.params.id, 'publish', req.log)));
  registerCall(app, calls.disable, { tags, summary: 'Disable (status 0)' }, async (req) =>
    changed(await setFormStatus(db, req.actor, req.params.id, 'disable', req.log)));
  registerCall(app, calls.remove, { tags, summary: 'Delete (soft, status 2)' }, async (req) =>
    changed(await setFormStatus(db, req.actor, req.params.id, 'remove', req.log)));

  registerCall(app, calls.approve, { tags, summary: 'Approve a form awaiting review (reviewers): status 1, the owner is notified' }, async (req) =>
    changed(await reviewForm(db, req.actor, req.params.id, { action: 'approved', reason: null })));
  registerCall(app, calls.reviewTimeline, {
    tags, summary: 'The approval timeline, oldest first: submitted (awaiting approval), rejected with the reason, approved, forwarded (owner, editor, viewer, reviewers)',
  }, async (req) => ok(await reviewTimeline(db, req.actor, req.params.id)));
  registerCall(app, calls.reject, {
    tags, summary: 'Reject a form awaiting review (reviewers): status 0 with the reason (1 with its last approved version when it had one), the owner is notified',
  }, async (req) => changed(await reviewForm(db, req.actor, req.params.id, { action: 'rejected', reason: req.body.reason })));
}
