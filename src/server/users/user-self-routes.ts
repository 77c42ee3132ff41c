import type { FastifyRequest } from 'fastify';
import { userSelfCalls as calls } from '#core/api';
import { requireUser } from '#server/auth/current-user';
import { forbidden } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import type { Mailer } from '#server/mail/mailer';
import { requestResetLink } from './forgot-password';
import { resetByToken } from './password-reset-mail';
import { listManagedUsers, managedUser, managerSave, saveProfile, userInfo } from './user-self';

const tags = ['user'];

/** A person signed in: an integration account's service user has no profile and manages nobody. */
function requirePerson(req: FastifyRequest) {
  const user = requireUser(req);
  if (req.integration) throw forbidden();
  return user;
}

/** Calls of every signed-in user (profile, a manager's own users), forgot password and the mailed reset link. */
export function userSelfRoutes(app: ZodApp, mailer: Mailer): void {
  const db = app.db;
  registerCall(app, calls.listByManager, { tags, summary: 'Users I manage (users.manager_id = me), filtered and paged' }, async (req) =>
    ok(await listManagedUsers(db, req.company.id, requirePerson(req), req.query)));
  registerCall(app, calls.managerGet, { tags, summary: 'One user I manage (404 otherwise)' }, async (req) =>
    ok(await managedUser(db, req.company.id, requirePerson(req), req.params.id)));
  registerCall(app, calls.managerSave, { tags, summary: 'Update a user I manage: contact, status 0/1, email level, department' }, async (req) =>
    ok(await managerSave(db, req, requirePerson(req), req.body)));
  registerCall(app, calls.info, { tags, summary: 'Profile card: myself, my managed users; administrators and UserManage anyone (404 otherwise)' }, async (req) =>
    ok(await userInfo(db, req.company.id, requirePerson(req), req.params.id)));
  registerCall(app, calls.infoSave, { tags, summary: 'Save my name, email and phone' }, async (req) =>
    ok(await saveProfile(db, req, requirePerson(req), req.body)));
  registerCall(app, calls.resetByToken, { tags, summary: 'Set a new password with the token of a mailed reset link (single use, 60 minutes)' }, async (req) => {
    await resetByToken(db, req, req.body.token, req.body.newPassword);
    return ok({});
  });
  registerCall(app, calls.forgotPassword, {
    tags, summary: 'Forgot password: mails a reset link to the account named, if it is active and has an e-mail; the same reply either way',
  }, async (req) => {
    await requestResetLink(db, req, mailer, req.body);
    return ok({});
  });
}
