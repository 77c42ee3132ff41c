import {
  permissionGroupItemSchema, permissionItemSchema, permissionZoneSchema, roleItemSchema, savePermissionBodySchema, savePermissionGroupBodySchema,
  saveRoleBodySchema, updateRolePermissionsBodySchema, updateUserPermissionsBodySchema, userPermissionsSchema,
} from '../security.contract';
import { rowIdParamsSchema, rowIdReplySchema } from '../url-number.schema';
import { defineCall } from './define-call';

const permission = '/api/v1/security/permission';
const role = '/api/v1/security/role';
const params = rowIdParamsSchema;

/** who reads the catalogue: the managers of roles, of users' permissions and of the catalogue */
const readers = ['PermissionManage', 'RoleManage', 'UserManage'] as const;
/** the catalogue is global: only system users change it */
const writers = 'system-user';

/** The global permission catalogue: groups and permissions (docs/permissions.md). */
export const permissionCatalogueCalls = {
  listAll: defineCall({ method: 'GET', path: `${permission}/list-all`, reply: permissionItemSchema.array(), permission: readers }),
  groups: defineCall({ method: 'GET', path: `${permission}/group/list`, reply: permissionGroupItemSchema.array(), permission: readers }),
  get: defineCall({ method: 'GET', path: `${permission}/:id`, params, reply: permissionItemSchema, permission: readers }),
  saveGroup: defineCall({ method: 'POST', path: `${permission}/group/save`, body: savePermissionGroupBodySchema, reply: permissionGroupItemSchema, permission: writers }),
  removeGroup: defineCall({ method: 'DELETE', path: `${permission}/group/:id`, params, reply: rowIdReplySchema, permission: writers }),
  save: defineCall({ method: 'POST', path: `${permission}/save`, body: savePermissionBodySchema, reply: permissionItemSchema, permission: writers }),
  remove: defineCall({ method: 'DELETE', path: `${permission}/:id`, params, reply: rowIdReplySchema, permission: writers }),
};

/** Roles of the company and their permissions; the handlers keep to the company's roles. */
export const roleCalls = {
  list: defineCall({ method: 'GET', path: `${role}/list`, reply: roleItemSchema.array(), permission: 'RoleManage' }),
  get: defineCall({ method: 'GET', path: `${role}/:id`, params, reply: roleItemSchema, permission: 'RoleManage' }),
  save: defineCall({ method: 'POST', path: `${role}/save`, body: saveRoleBodySchema, reply: roleItemSchema, permission: 'RoleManage' }),
  setPermissions: defineCall({ method: 'POST', path: `${role}/permission/update`, body: updateRolePermissionsBodySchema, reply: roleItemSchema, permission: 'RoleManage' }),
  remove: defineCall({ method: 'DELETE', path: `${role}/:id`, params, reply: rowIdReplySchema, permission: 'RoleManage' }),
  listToAdd: defineCall({ method: 'GET', path: `${permission}/role-:id/list-to-add`, params, reply: permissionItemSchema.array(), permission: 'RoleManage' }),
};

/** A user's direct codes, what they may still be given, and the zones of what they hold; the handlers keep to the company's users. */
export const userPermissionCalls = {
  list: defineCall({ method: 'GET', path: `${permission}/user-:id/list`, params, reply: userPermissionsSchema, permission: 'PermissionManage' }),
  listToAdd: defineCall({ method: 'GET', path: `${permission}/user-:id/list-to-add`, params, reply: permissionItemSchema.array(), permission: 'PermissionManage' }),
  zones: defineCall({ method: 'GET', path: `${permission}/user-:id/zone`, params, reply: permissionZoneSchema.array(), permission: 'PermissionManage' }),
  update: defineCall({ method: 'POST', path: `${permission}/user/update`, body: updateUserPermissionsBodySchema, reply: userPermissionsSchema, permission: 'PermissionManage' }),
};
