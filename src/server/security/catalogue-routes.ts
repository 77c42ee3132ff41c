import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { successSchema } from '#core/api';
import { api } from '#core/api';
import {
  rowIdParamsSchema, permissionGroupItemSchema, permissionItemSchema, savePermissionBodySchema, savePermissionGroupBodySchema,
} from '#core/api';
import { notFound } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import type { ZodApp } from '#server/http/zod-app';
import { listGroups, selectPermissions } from './catalogue-read';
import { deleteGroup, saveGroup } from './group-write';
import { SecurityCode, requireAdministratorOrAny, requireSystemUser } from './guards';
import { deletePermission, savePermission } from './permission-write';
import { eq } from 'drizzle-orm';
import { permissions } from '#server/db/schema/index';

const tags = ['security'];
const base = '/api/v1/security/permission';
const readers = 'administrators, system users, PermissionManage, RoleManage, UserManage';
const writers = 'system users only: the catalogue is global';
const deleted = successSchema(z.object({ id: z.number().int() }));

/** The global permission catalogue: groups and permissions (docs/permissions.md). */
export function catalogueRoutes(app: ZodApp): void {
  const db = app.db;
  const readGuard = { preValidation: async (req: FastifyRequest) => { await requireAdministratorOrAny(db, req, Object.values(SecurityCode)); } };
  const writeGuard = { preValidation: (req: FastifyRequest, _reply: unknown, done: (error?: Error) => void) => {
    try { requireSystemUser(req); done(); } catch (error) { done(error as Error); }
  } };

  app.get(api.permissionListAll, {
    ...readGuard, schema: { tags, summary: `Every permission with its group (${readers})`, response: { 200: successSchema(permissionItemSchema.array()) } },
  }, async () => ok(await selectPermissions(db)));

  app.get(api.permissionGroupList, {
    ...readGuard, schema: { tags, summary: `Every permission group with parent and order (${readers})`, response: { 200: successSchema(permissionGroupItemSchema.array()) } },
  }, async () => ok(await listGroups(db)));

  app.get(`${base}/:id`, {
    ...readGuard, schema: { tags, summary: `One permission (${readers})`, params: rowIdParamsSchema, response: { 200: successSchema(permissionItemSchema) } },
  }, async (req) => {
    const [found] = await selectPermissions(db, eq(permissions.id, req.params.id));
    if (!found) throw notFound();
    return ok(found);
  });

  app.post(api.permissionGroupSave, {
    ...writeGuard, schema: { tags, summary: `Create (no id) or update a group: name, code, parent, order (${writers})`, body: savePermissionGroupBodySchema, response: { 200: successSchema(permissionGroupItemSchema) } },
  }, async (req) => ok(await saveGroup(db, req, req.body)));

  app.delete(`${base}/group/:id`, {
    ...writeGuard, schema: { tags, summary: `Delete an unused, non-seeded group (${writers})`, params: rowIdParamsSchema, response: { 200: deleted } },
  }, async (req) => {
    await deleteGroup(db, req, req.params.id);
    return ok({ id: req.params.id });
  });

  app.post(api.permissionSave, {
    ...writeGuard, schema: { tags, summary: `Create (no id) or update a permission: code, name, group, level (${writers})`, body: savePermissionBodySchema, response: { 200: successSchema(permissionItemSchema) } },
  }, async (req) => ok(await savePermission(db, req, req.body)));

  app.delete(`${base}/:id`, {
    ...writeGuard, schema: { tags, summary: `Delete a permission the product does not seed (${writers})`, params: rowIdParamsSchema, response: { 200: deleted } },
  }, async (req) => {
    await deletePermission(db, req, req.params.id);
    return ok({ id: req.params.id });
  });
}
