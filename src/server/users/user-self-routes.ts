import { userSelfCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { mailedLinkOrigin } from '#server/http/public-origin';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import type { Mailer } from '#server/mail/mailer';
import { managerSave } from './commands/manager-save';
import { requestResetLink } from './commands/request-reset-link';
import { resetByToken } from './commands/reset-by-token';
import { saveProfile } from './commands/save-profile';
import { listManagedUsers, managedUser, userInfo } from './managed-user-queries';

const tags = ['user'];

/** Calls of every signed-in person (profile, a manager's own users), forgot password and the mailed reset link. */
export function userSelfRoutes(app: ZodApp, mailer: Mailer): void {
  const db = app.db;
  registerCall(app, calls.listByManager, { tags, summary: 'Users I manage (users.manager_id = me), filtered and paged' }, async (req) =>
    ok(await listManagedUsers(db, req.actor, req.query)));
  registerCall(app, calls.managerGet, { tags, summary: 'One user I manage (404 otherwise)' }, async (req) =>
    ok(await managedUser(db, req.actor, req.params.id)));
  registerCall(app, calls.managerSave, { tags, summary: 'Update a user I manage: contact, status 0/1, email level, department' }, async (req) =>
    ok(await managerSave(db, req.actor, req.body)));
  registerCall(app, calls.info, { tags, summary: 'Profile card: myself, my managed users; administrators and UserManage anyone (404 otherwise)' }, async (req) =>
    ok(await userInfo(db, req.actor, req.params.id)));
  registerCall(app, calls.infoSave, { tags, summary: 'Save my name, email and phone' }, async (req) =>
    ok(await saveProfile(db, req.actor, req.body)));
  registerCall(app, calls.resetByToken, { tags, summary: 'Set a new password with the token of a mailed reset link (single use, 60 minutes)' }, async (req) => {
    await resetByToken(db, req.actor, req.body.token, req.body.newPassword);
    return ok({});
  });
  registerCall(app, calls.forgotPassword, {
    tags, summary: 'Forgot password: mails a reset link to the account named, if it is active and has an e-mail; the same reply either way',
  }, async (req) => {
    await requestResetLink(db, req.actor, { mailer, origin: mailedLinkOrigin(req), settings: app.settings, log: req.log }, req.body);
    return ok({});
  });
}
