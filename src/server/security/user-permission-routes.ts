import { userManageCalls, userPermissionCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { type CallRouteOptions, registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { setUserPermissions } from './commands/set-user-permissions';
import { userListToAdd, userPermissionSummary, userZones } from './user-permission-queries';

const tags = ['security'];
const who = 'administrators, system users, PermissionManage; users of the company only';
/** who may not call is refused before the body is read, as everywhere in this section */
const options = (summary: string): CallRouteOptions => ({ tags, summary: `${summary} (${who})`, permissionBeforeBody: true });

/** A user's direct codes, what they may still be given, and the zones of what they hold. */
export function userPermissionRoutes(app: ZodApp): void {
  const db = app.db;

  registerCall(app, calls.list, options('Direct permission ids of a user, and those held through the permission group or roles'), async (req) =>
    ok(await userPermissionSummary(db, req.actor.company.id, req.params.id)));

  registerCall(app, calls.listToAdd, options('Permissions the user does not hold yet, within the company\'s functions'), async (req) =>
    ok(await userListToAdd(db, req.actor.company.id, req.params.id)));

  registerCall(app, calls.zones, options('Codes the user holds with their zone'), async (req) => ok(await userZones(db, req.actor.company.id, req.params.id)));

  registerCall(app, calls.update, options('Set the direct permissions of a user'), async (req) => ok(await setUserPermissions(db, req.actor, req.body)));
  registerCall(app, userManageCalls.savePermission, options('Same as security/permission/user/update'), async (req) =>
    ok(await setUserPermissions(db, req.actor, req.body)));
}
