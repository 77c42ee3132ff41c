import type { FastifyRequest } from 'fastify';
import { successSchema } from '#core/api';
import { api, userManageCalls } from '#core/api';
import {
  rowIdParamsSchema, permissionItemSchema, permissionZoneSchema, updateUserPermissionsBodySchema, userPermissionsSchema,
} from '#core/api';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { SecurityCode, requireAdministratorOrAny } from './guards';
import { updateUserPermissions, userListToAdd, userPermissionSummary, userZones } from './user-permission-store';

const tags = ['security'];
const base = '/api/v1/security/permission/user';
const who = 'administrators, system users, PermissionManage; users of the company only';

/** A user's direct codes, what they may still be given, and the zones of what they hold. */
export function userPermissionRoutes(app: ZodApp): void {
  const db = app.db;
  const guard = { preValidation: async (req: FastifyRequest) => { await requireAdministratorOrAny(db, req, [SecurityCode.Permission]); } };

  app.get(`${base}-:id/list`, {
    ...guard, schema: { tags, summary: `Direct permission ids of a user, and those held through the permission group or roles (${who})`, params: rowIdParamsSchema, response: { 200: successSchema(userPermissionsSchema) } },
  }, async (req) => ok(await userPermissionSummary(db, req.company.id, req.params.id)));

  app.get(`${base}-:id/list-to-add`, {
    ...guard, schema: { tags, summary: `Permissions the user does not hold yet, within the company's functions (${who})`, params: rowIdParamsSchema, response: { 200: successSchema(permissionItemSchema.array()) } },
  }, async (req) => ok(await userListToAdd(db, req.company.id, req.params.id)));

  app.get(`${base}-:id/zone`, {
    ...guard, schema: { tags, summary: `Codes the user holds with their zone (${who})`, params: rowIdParamsSchema, response: { 200: successSchema(permissionZoneSchema.array()) } },
  }, async (req) => ok(await userZones(db, req.company.id, req.params.id)));

  app.post(api.permissionUserUpdate, {
    ...guard, schema: { tags, summary: `Set the direct permissions of a user (${who})`, body: updateUserPermissionsBodySchema, response: { 200: successSchema(userPermissionsSchema) } },
  }, async (req) => ok(await updateUserPermissions(db, req, req.body)));
  registerCall(app, userManageCalls.savePermission, { tags, summary: `Same as security/permission/user/update (${who})`, permissionBeforeBody: true }, async (req) =>
    ok(await updateUserPermissions(db, req, req.body)));
}
