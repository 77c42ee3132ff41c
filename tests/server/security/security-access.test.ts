import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import { permissionGroups, permissions, roles } from '#server/db/schema/index';
import { type ActorName, type Cast, actorNames, castActors } from '../actors';
import { type TestApp, createTestApp, createUser } from '../helpers';

let t: TestApp;
let cast: Cast;
let targetUserId: number;
let roleId: number;
let groupId: number;
let spareGroupIds: Record<string, number>;
let sparePermissionIds: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  cast = await castActors(t, 'sec-');
  targetUserId = (await createUser(t, { username: 'target', password: 'Target-Pass1' })).id;
  const [role] = await t.db.insert(roles).values({ companyId: t.companyId, name: 'Reviewers' }).returning();
  roleId = role!.id;
  const [group] = await t.db.insert(permissionGroups).values({ code: 'custom', name: 'Custom' }).returning();
  groupId = group!.id;
  spareGroupIds = {};
  sparePermissionIds = {};
  for (const name of actorNames) {
    const [g] = await t.db.insert(permissionGroups).values({ code: `spare-${name}`, name: `Spare ${name}` }).returning();
    spareGroupIds[name] = g!.id;
    const [p] = await t.db.insert(permissions).values({ code: `Spare${name}`, name: `Spare ${name}`, groupId }).returning();
    sparePermissionIds[name] = p!.id;
  }
});
afterAll(async () => { await t.close(); });

type Call = (actor: ActorName) => InjectOptions;
type Expected = Record<ActorName, number>;

// The integration account holds no code here: its bearer token makes it its service user, a plain user.
const systemOnly: Expected = { system: 200, administrator: 403, manager: 403, plain: 403, outsider: 403, integration: 403, anonymous: 401 };
const administrators: Expected = { system: 200, administrator: 200, manager: 403, plain: 403, outsider: 403, integration: 403, anonymous: 401 };

const calls: [string, Call, Expected][] = [
  ['GET permission/list-all', () => ({ method: 'GET', url: api.permissionListAll }), administrators],
  ['GET permission/group/list', () => ({ method: 'GET', url: api.permissionGroupList }), administrators],
  ['GET permission/{id}', (a) => ({ method: 'GET', url: api.permission(sparePermissionIds[a]!) }), administrators],
  ['POST permission/group/save', (a) => ({ method: 'POST', url: api.permissionGroupSave, payload: { name: `Group ${a}`, code: `group-${a}`, parentId: groupId, order: 3 } }), systemOnly],
  ['DELETE permission/group/{id}', (a) => ({ method: 'DELETE', url: api.permissionGroup(spareGroupIds[a]!) }), systemOnly],
  ['POST permission/save', (a) => ({ method: 'POST', url: api.permissionSave, payload: { name: `Perm ${a}`, code: `Perm${a}`, groupId, level: null } }), systemOnly],
  ['DELETE permission/{id}', (a) => ({ method: 'DELETE', url: api.permission(sparePermissionIds[a]!) }), systemOnly],
  ['GET permission/user-{id}/list', () => ({ method: 'GET', url: api.permissionUserList(targetUserId) }), administrators],
  ['GET permission/user-{id}/list-to-add', () => ({ method: 'GET', url: api.permissionUserListToAdd(targetUserId) }), administrators],
  ['GET permission/user-{id}/zone', () => ({ method: 'GET', url: api.permissionUserZone(targetUserId) }), administrators],
  ['POST permission/user/update', () => ({ method: 'POST', url: api.permissionUserUpdate, payload: { userId: targetUserId, permissionIds: [] } }), administrators],
  ['POST user/save-permission', () => ({ method: 'POST', url: api.userSavePermission, payload: { userId: targetUserId, permissionIds: [] } }), administrators],
  ['GET permission/role-{id}/list-to-add', () => ({ method: 'GET', url: api.permissionRoleListToAdd(roleId) }), administrators],
  ['GET role/list', () => ({ method: 'GET', url: api.roleList }), administrators],
  ['GET role/{id}', () => ({ method: 'GET', url: api.role(roleId) }), administrators],
  ['POST role/save', (a) => ({ method: 'POST', url: api.roleSave, payload: { name: `Role of ${a}`, description: null } }), administrators],
  ['POST role/permission/update', () => ({ method: 'POST', url: api.rolePermissionUpdate, payload: { roleId, permissionIds: [] } }), administrators],
];

describe('security calls: who may call them', () => {
  it.each(calls)('%s', async (_name, call, expected) => {
    const seen: Partial<Record<ActorName, number>> = {};
    for (const name of actorNames) seen[name] = (await cast.actors[name].request(call(name))).statusCode;
    expect(seen).toEqual(expected);
  });

  it('DELETE role/{id}: administrators and system users of the company only', async () => {
    const expected = { ...administrators };
    for (const name of actorNames) {
      const [role] = await t.db.insert(roles).values({ companyId: t.companyId, name: `Doomed ${name}` }).returning();
      const res = await cast.actors[name].request({ method: 'DELETE', url: api.role(role!.id) });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(expected[name]);
    }
  });

  it('refuses who may not call before reading the body: 403 (the catalogue\'s own message), not 400, and 401 for anonymous', async () => {
    const wrongBodies: [string, InjectOptions, ActorName][] = [
      ['catalogue', { method: 'POST', url: api.permissionGroupSave, headers: { 'accept-language': 'en' }, payload: { name: '', code: 'bad#code' } }, 'administrator'],
      ['roles', { method: 'POST', url: api.roleSave, payload: { name: 42 } }, 'manager'],
      ['user permissions', { method: 'POST', url: api.permissionUserUpdate, payload: { userId: 'x' } }, 'plain'],
    ];
    for (const [section, call, refused] of wrongBodies) {
      const denied = await cast.actors[refused].request(call);
      expect(denied.statusCode, `${section}: ${denied.body}`).toBe(403);
      if (section === 'catalogue') expect(denied.json<{ message: string }>().message).toBe('Only a system user can change the permission catalogue');
      expect((await cast.actors.anonymous.request(call)).statusCode, section).toBe(401);
      expect((await cast.actors.system.request(call)).statusCode, section).toBe(400);
    }
  });

  it('an integration account scoped to RoleManage reads roles and nothing else of this section', async () => {
    const scoped = await castActors(t, 'scoped-', ['RoleManage']);
    const integration = scoped.actors.integration;
    expect((await integration.request({ method: 'GET', url: api.roleList })).statusCode).toBe(200);
    expect((await integration.request({ method: 'GET', url: api.permissionListAll })).statusCode).toBe(200);
    expect((await integration.request({ method: 'GET', url: api.permissionUserList(targetUserId) })).statusCode).toBe(403);
    expect((await integration.request({ method: 'POST', url: api.permissionSave, payload: { name: 'X', code: 'IntegrationX', groupId } })).statusCode).toBe(403);
  });
});
