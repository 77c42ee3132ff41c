import { roleCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { type CallRouteOptions, registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { deleteRole, findRole, listRoles, roleListToAdd, saveRole, updateRolePermissions } from './role-store';

const who = 'administrators, system users, RoleManage; roles of the company only';
/** who may not call is refused before the body is read, as everywhere in this section */
const options = (summary: string): CallRouteOptions => ({ tags: ['security'], summary: `${summary} (${who})`, permissionBeforeBody: true });

/** Roles of the company and their permissions. */
export function roleRoutes(app: ZodApp): void {
  const db = app.db;

  registerCall(app, calls.list, options('Roles of the company with their permission ids and holder count'), async (req) =>
    ok(await listRoles(db, req.company.id)));

  registerCall(app, calls.get, options('One role'), async (req) => ok(await findRole(db, req.company.id, req.params.id)));

  registerCall(app, calls.save, options('Create (no id) or update a role: name, description'), async (req) => ok(await saveRole(db, req, req.body)));

  registerCall(app, calls.setPermissions, options('Set the permissions of a role'), async (req) => ok(await updateRolePermissions(db, req, req.body)));

  registerCall(app, calls.remove, options('Delete a role; its holders lose it'), async (req) => {
    await deleteRole(db, req, req.params.id);
    return ok({ id: req.params.id });
  });

  registerCall(app, calls.listToAdd, options('Permissions the role does not have yet, within the company\'s functions'), async (req) =>
    ok(await roleListToAdd(db, req.company.id, req.params.id)));
}
