import { z } from 'zod';
import type { ZodApp } from '#server/http/zod-app';
import { successSchema } from '#core/api';
import { api } from '#core/api';
import {
  genericResetPassBodySchema, listUsersQuerySchema, mailSentReplySchema, resetPassBodySchema, resetPassReplySchema, saveUserBodySchema,
  updatePasswordBodySchema, userBriefListSchema, userFormOptionsSchema, userIdParamsSchema, userItemSchema, userListSchema,
} from '#core/api';
import type { Mailer } from '#server/mail/mailer';
import { ok } from '#server/http/envelope';
import { mailResetLink } from './password-reset-mail';
import { saveUser } from './save-user';
import { requireUserManager } from './user-guards';
import { listAllUsers, userFormOptions } from './user-options';
import { resetPassword } from './user-passwords';
import { findUserItem, listUsers, personOf } from './user-query';
import { setUserStatus } from './user-status';

const tags = ['user'];
const who = '(administrators, system users, UserManage)';
const base = '/api/v1/user';
const byId = { params: userIdParamsSchema };

/** The management calls of users (docs/users.md). */
export function userManageRoutes(app: ZodApp, mailer: Mailer): void {
  const db = app.db;
  const item = { 200: successSchema(userItemSchema) };

  app.get(api.userListAll, { schema: { tags, summary: `Every user of the company who is not deleted ${who}`, response: { 200: successSchema(userBriefListSchema) } } }, async (req) => {
    await requireUserManager(db, req);
    return ok(await listAllUsers(db, req.company.id));
  });
  app.get(api.userList, { schema: { tags, summary: `Users: search, department, role, status, paging ${who}`, querystring: listUsersQuerySchema, response: { 200: successSchema(userListSchema) } } }, async (req) => {
    const actor = await requireUserManager(db, req);
    return ok(await listUsers(db, req.company.id, req.query, actor.isSystem));
  });
  app.get(api.userFormOptions, { schema: { tags, summary: `Departments, permission groups, roles and managers for the user form ${who}`, response: { 200: successSchema(userFormOptionsSchema) } } }, async (req) => {
    await requireUserManager(db, req);
    return ok(await userFormOptions(db, req.company.id));
  });
  for (const path of [`${base}/:id`, `${base}/open-id/:id`]) {
    app.get(path, { schema: { tags, summary: `One user with every field ${who}`, ...byId, response: item } }, async (req) => {
      const actor = await requireUserManager(db, req);
      return ok(await findUserItem(db, personOf(req.company.id, req.params.id), actor.isSystem));
    });
  }
  app.post(api.userSave, { schema: { tags, summary: `Create (no id) or update a user ${who}`, body: saveUserBodySchema, response: item } }, async (req) => {
    const actor = await requireUserManager(db, req);
    return ok(await saveUser(db, req, actor, req.body));
  });
  app.delete(`${base}/:id`, { schema: { tags, summary: `Delete: status 2, sessions end, forms stay ${who}`, ...byId, response: item } }, async (req) => {
    const actor = await requireUserManager(db, req);
    return ok(await setUserStatus(db, req, actor, req.params.id, 2));
  });
  app.post(`${base}/:id/lock`, { schema: { tags, summary: `Lock: status 0 ${who}`, ...byId, response: item } }, async (req) => {
    const actor = await requireUserManager(db, req);
    return ok(await setUserStatus(db, req, actor, req.params.id, 0));
  });
  app.post(`${base}/:id/unlock`, { schema: { tags, summary: `Unlock: status 1 ${who}`, ...byId, response: item } }, async (req) => {
    const actor = await requireUserManager(db, req);
    return ok(await setUserStatus(db, req, actor, req.params.id, 1));
  });

  const resetReply = { 200: successSchema(resetPassReplySchema) };
  app.post(api.userResetPass, { schema: { tags, summary: `Set a password, or generate one (returned once) ${who}`, body: resetPassBodySchema, response: resetReply } }, async (req) => {
    const actor = await requireUserManager(db, req);
    return ok(await resetPassword(db, req, actor, req.body.userId, req.body.password));
  });
  app.post(api.genericResetPass, { schema: { tags, summary: `Generic {module}/{function} form of reset_pass ${who}`, body: genericResetPassBodySchema, response: resetReply } }, async (req) => {
    const actor = await requireUserManager(db, req);
    return ok(await resetPassword(db, req, actor, req.body.data.userId, req.body.data.password));
  });
  app.post(`${base}/:id/update-password`, { schema: { tags, summary: `Set a user's password ${who}`, ...byId, body: updatePasswordBodySchema, response: { 200: successSchema(z.object({})) } } }, async (req) => {
    const actor = await requireUserManager(db, req);
    await resetPassword(db, req, actor, req.params.id, req.body.newPassword);
    return ok({});
  });
  app.post(`${base}/:id/update-password-email`, { schema: { tags, summary: `Mail the user a single-use reset link ${who}`, ...byId, response: { 200: successSchema(mailSentReplySchema) } } }, async (req) => {
    const actor = await requireUserManager(db, req);
    return ok(await mailResetLink(db, req, actor, mailer, req.params.id));
  });
}
