import { userManageCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { publicOrigin } from '#server/http/public-origin';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import type { Mailer } from '#server/mail/mailer';
import { mailResetLink } from './commands/mail-reset-link';
import { resetPassword } from './commands/reset-password';
import { saveUser } from './commands/save-user';
import { setUserStatus } from './commands/set-user-status';
import { listAllUsers, listUsersFor, userFormOptions, userItemFor } from './queries';

const tags = ['user'];
const who = '(administrators, system users, UserManage)';

/** The management calls of users (docs/users.md): the definitions check UserManage, the commands who may touch whom. */
export function userManageRoutes(app: ZodApp, mailer: Mailer): void {
  const db = app.db;

  registerCall(app, calls.listAll, { tags, summary: `Every user of the company who is not deleted ${who}` }, async (req) =>
    ok(await listAllUsers(db, req.actor.company.id)));
  registerCall(app, calls.list, { tags, summary: `Users: search, department, role, status, paging ${who}` }, async (req) =>
    ok(await listUsersFor(db, req.actor, req.query)));
  registerCall(app, calls.formOptions, { tags, summary: `Departments, permission groups, roles and managers for the user form ${who}` }, async (req) =>
    ok(await userFormOptions(db, req.actor.company.id)));
  for (const call of [calls.get, calls.getByOpenId]) {
    registerCall(app, call, { tags, summary: `One user with every field ${who}` }, async (req) =>
      ok(await userItemFor(db, req.actor, req.params.id)));
  }
  registerCall(app, calls.save, { tags, summary: `Create (no id) or update a user ${who}` }, async (req) =>
    ok(await saveUser(db, req.actor, req.body)));
  registerCall(app, calls.remove, { tags, summary: `Delete: status 2, sessions end, forms stay ${who}` }, async (req) =>
    ok(await setUserStatus(db, req.actor, req.params.id, 2)));
  registerCall(app, calls.lock, { tags, summary: `Lock: status 0 ${who}` }, async (req) =>
    ok(await setUserStatus(db, req.actor, req.params.id, 0)));
  registerCall(app, calls.unlock, { tags, summary: `Unlock: status 1 ${who}` }, async (req) =>
    ok(await setUserStatus(db, req.actor, req.params.id, 1)));

  registerCall(app, calls.resetPass, { tags, summary: `Set a password, or generate one (returned once) ${who}` }, async (req) =>
    ok(await resetPassword(db, req.actor, req.body.userId, req.body.password)));
  registerCall(app, calls.genericResetPass, { tags, summary: `Generic {module}/{function} form of reset_pass ${who}` }, async (req) =>
    ok(await resetPassword(db, req.actor, req.body.data.userId, req.body.data.password)));
  registerCall(app, calls.updatePassword, { tags, summary: `Set a user's password ${who}` }, async (req) => {
    await resetPassword(db, req.actor, req.params.id, req.body.newPassword);
    return ok({});
  });
  registerCall(app, calls.updatePasswordEmail, { tags, summary: `Mail the user a single-use reset link ${who}` }, async (req) =>
    ok(await mailResetLink(db, req.actor, { mailer, origin: publicOrigin(req) }, req.params.id)));
}
