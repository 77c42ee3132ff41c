import { permissionCatalogueCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { type CallRouteOptions, registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { listGroups, permissionOf, selectPermissions } from './catalogue-queries';
import { removePermission } from './commands/remove-permission';
import { removePermissionGroup } from './commands/remove-permission-group';
import { savePermission } from './commands/save-permission';
import { savePermissionGroup } from './commands/save-permission-group';

const readers = 'administrators, system users, PermissionManage, RoleManage, UserManage';
const writers = 'system users only: the catalogue is global';
/** who may not call is refused before the body is read, as everywhere in this section */
const options = (summary: string): CallRouteOptions => ({ tags: ['security'], summary, permissionBeforeBody: true });

/** The global permission catalogue: groups and permissions (docs/permissions.md). */
export function catalogueRoutes(app: ZodApp): void {
  const db = app.db;

  registerCall(app, calls.listAll, options(`Every permission with its group (${readers})`), async () => ok(await selectPermissions(db)));

  registerCall(app, calls.groups, options(`Every permission group with parent and order (${readers})`), async () => ok(await listGroups(db)));

  registerCall(app, calls.get, options(`One permission (${readers})`), async (req) =>
    ok(await permissionOf(db, req.params.id)));

  registerCall(app, calls.saveGroup, options(`Create (no id) or update a group: name, code, parent, order (${writers})`), async (req) =>
    ok(await savePermissionGroup(db, req.actor, req.body)));

  registerCall(app, calls.removeGroup, options(`Delete an unused, non-seeded group (${writers})`), async (req) =>
    ok(await removePermissionGroup(db, req.actor, req.params.id)));

  registerCall(app, calls.save, options(`Create (no id) or update a permission: code, name, group, level (${writers})`), async (req) =>
    ok(await savePermission(db, req.actor, req.body)));

  registerCall(app, calls.remove, options(`Delete a permission the product does not seed (${writers})`), async (req) =>
    ok(await removePermission(db, req.actor, req.params.id)));
}
