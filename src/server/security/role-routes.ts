import { roleCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { type CallRouteOptions, registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { findRole, listRoles, roleListToAdd } from './role-queries';
import { removeRole } from './commands/remove-role';
import { saveRole } from './commands/save-role';
import { setRolePermissions } from './commands/set-role-permissions';

const who = 'administrators, system users, RoleManage; roles of the company only';
/** who may not call is refused before the body is read, as everywhere in this section */
const options = (summary: string): CallRouteOptions => ({ tags: ['security'], summary: `${summary} (${who})`, permissionBeforeBody: true });

/** Roles of the company and their permissions. */
export function roleRoutes(app: ZodApp): void {
  const db = app.db;

  registerCall(app, calls.list, options('Roles of the company with their permission ids and holder count'), async (req) =>
    ok(await listRoles(db, req.actor.company.id)));

  registerCall(app, calls.get, options('One role'), async (req) => ok(await findRole(db, req.actor.company.id, req.params.id)));

  registerCall(app, calls.save, options('Create (no id) or update a role: name, description'), async (req) => ok(await saveRole(db, req.actor, req.body)));

  registerCall(app, calls.setPermissions, options('Set the permissions of a role'), async (req) => ok(await setRolePermissions(db, req.actor, req.body)));

  registerCall(app, calls.remove, options('Delete a role; its holders lose it'), async (req) =>
    ok(await removeRole(db, req.actor, req.params.id)));

  registerCall(app, calls.listToAdd, options('Permissions the role does not have yet, within the company\'s functions'), async (req) =>
    ok(await roleListToAdd(db, req.actor.company.id, req.params.id)));
}
