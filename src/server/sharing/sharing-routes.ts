import { formSharingCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { updateFormPermissions } from './commands/update-permissions';
import { departmentOptions, shareCandidatesOf, sharedUsersOf, userPermissionOf } from './queries';

const tags = ['form sharing'];

/** SPEC 7 sharing calls. Sharing works whatever the form's status; only the owner changes the list. */
export function sharingRoutes(app: ZodApp) {
  const db = app.db;

  registerCall(app, calls.candidates, { tags, summary: 'Users of the company who can still be added to the form (owner only)' }, async (req) =>
    ok(await shareCandidatesOf(db, req.actor, req.query)));

  registerCall(app, calls.departments, { tags, summary: 'Departments of the company' }, async (req) =>
    ok(await departmentOptions(db, req.actor)));

  registerCall(app, calls.sharedUsers, { tags, summary: 'The form\'s share list (read access)' }, async (req) =>
    ok(await sharedUsersOf(db, req.actor, req.params.id)));

  registerCall(app, calls.userPermission, {
    tags, summary: 'What a user may do with the form (the caller when userId is absent; another user needs owner access)',
  }, async (req) => ok(await userPermissionOf(db, req.actor, req.params.id, req.query.userId)));

  registerCall(app, calls.update, { tags, summary: 'Add, change and remove shares in one transaction (owner only)' }, async (req) =>
    ok(await updateFormPermissions(db, req.actor, req.body)));
}
