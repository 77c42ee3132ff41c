import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { successSchema } from '#core/api';
import { api } from '#core/api';
import { rowIdParamsSchema, permissionItemSchema, roleItemSchema, saveRoleBodySchema, updateRolePermissionsBodySchema } from '#core/api';
import { ok } from '#server/http/envelope';
import type { ZodApp } from '#server/http/zod-app';
import { SecurityCode, requireAdministratorOrAny } from './guards';
import { deleteRole, findRole, listRoles, roleListToAdd, saveRole, updateRolePermissions } from './role-store';

const tags = ['security'];
const base = '/api/v1/security';
const who = 'administrators, system users, RoleManage; roles of the company only';

/** Roles of the company and their permissions. */
export function roleRoutes(app: ZodApp): void {
  const db = app.db;
  const guard = { preValidation: async (req: FastifyRequest) => { await requireAdministratorOrAny(db, req, [SecurityCode.Role]); } };
  const schema = <R extends z.ZodType>(summary: string, reply: R) => ({ tags, summary: `${summary} (${who})`, response: { 200: successSchema(reply) } });

  app.get(api.roleList, { ...guard, schema: schema('Roles of the company with their permission ids and holder count', roleItemSchema.array()) },
    async (req) => ok(await listRoles(db, req.company.id)));

  app.get(`${base}/role/:id`, { ...guard, schema: { ...schema('One role', roleItemSchema), params: rowIdParamsSchema } },
    async (req) => ok(await findRole(db, req.company.id, req.params.id)));

  app.post(api.roleSave, { ...guard, schema: { ...schema('Create (no id) or update a role: name, description', roleItemSchema), body: saveRoleBodySchema } },
    async (req) => ok(await saveRole(db, req, req.body)));

  app.post(api.rolePermissionUpdate, { ...guard, schema: { ...schema('Set the permissions of a role', roleItemSchema), body: updateRolePermissionsBodySchema } },
    async (req) => ok(await updateRolePermissions(db, req, req.body)));

  app.delete(`${base}/role/:id`, { ...guard, schema: { ...schema('Delete a role; its holders lose it', z.object({ id: z.number().int() })), params: rowIdParamsSchema } },
    async (req) => {
      await deleteRole(db, req, req.params.id);
      return ok({ id: req.params.id });
    });

  app.get(`${base}/permission/role-:id/list-to-add`, {
    ...guard, schema: { ...schema('Permissions the role does not have yet, within the company\'s functions', permissionItemSchema.array()), params: rowIdParamsSchema },
  }, async (req) => ok(await roleListToAdd(db, req.company.id, req.params.id)));
}
