import { z } from 'zod';
import type { ZodApp } from '#server/http/zod-app';
import { forgotPasswordBodySchema, successSchema } from '#core/api';
import { api } from '#core/api';
import {
  listUsersQuerySchema, managerSaveBodySchema, profileBodySchema, tokenResetBodySchema, userIdParamsSchema, userInfoSchema,
  userItemSchema, userListSchema,
} from '#core/api';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '#server/auth/current-user';
import { forbidden } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
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
  app.get(api.userListByManager, { schema: { tags, summary: 'Users I manage (users.manager_id = me), filtered and paged', querystring: listUsersQuerySchema, response: { 200: successSchema(userListSchema) } } }, async (req) =>
    ok(await listManagedUsers(db, req.company.id, requirePerson(req), req.query)));
  app.get('/api/v1/user/manager-get-by-id/:id', { schema: { tags, summary: 'One user I manage (404 otherwise)', params: userIdParamsSchema, response: { 200: successSchema(userItemSchema) } } }, async (req) =>
    ok(await managedUser(db, req.company.id, requirePerson(req), req.params.id)));
  app.post(api.userManagerSave, { schema: { tags, summary: 'Update a user I manage: contact, status 0/1, email level, department', body: managerSaveBodySchema, response: { 200: successSchema(userItemSchema) } } }, async (req) =>
    ok(await managerSave(db, req, requirePerson(req), req.body)));
  app.get('/api/v1/user/info/:id', { schema: { tags, summary: 'Profile card: myself, my managed users; administrators and UserManage anyone (404 otherwise)', params: userIdParamsSchema, response: { 200: successSchema(userInfoSchema) } } }, async (req) =>
    ok(await userInfo(db, req.company.id, requirePerson(req), req.params.id)));
  app.post(api.userInfoSave, { schema: { tags, summary: 'Save my name, email and phone', body: profileBodySchema, response: { 200: successSchema(userInfoSchema) } } }, async (req) =>
    ok(await saveProfile(db, req, requirePerson(req), req.body)));
  app.post(api.userResetByToken, { schema: { tags, summary: 'Set a new password with the token of a mailed reset link (single use, 60 minutes)', body: tokenResetBodySchema, response: { 200: successSchema(z.object({})) } } }, async (req) => {
    await resetByToken(db, req, req.body.token, req.body.newPassword);
    return ok({});
  });
  app.post(api.userForgotPassword, { schema: { tags, summary: 'Forgot password: mails a reset link to the account named, if it is active and has an e-mail; the same reply either way', body: forgotPasswordBodySchema, response: { 200: successSchema(z.object({})) } } }, async (req) => {
    await requestResetLink(db, req, mailer, req.body);
    return ok({});
  });
}
