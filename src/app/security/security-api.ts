import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#core/api';
import {
  type SavePermissionBody, type SavePermissionGroupBody, type SaveRoleBody,
  permissionGroupItemSchema, permissionItemSchema, roleItemSchema, userPermissionsSchema,
} from '#core/api';
import { apiRequest } from '../http/api-client';

export const securityKeys = {
  all: ['security'] as const,
  permissions: () => [...securityKeys.all, 'permissions'] as const,
  groups: () => [...securityKeys.all, 'groups'] as const,
  roles: () => [...securityKeys.all, 'roles'] as const,
  user: (userId: number) => [...securityKeys.all, 'user', userId] as const,
};

export const permissionsQuery = () => queryOptions({
  queryKey: securityKeys.permissions(),
  queryFn: ({ signal }) => apiRequest(api.permissionListAll, { schema: permissionItemSchema.array(), signal }),
});

export const groupsQuery = () => queryOptions({
  queryKey: securityKeys.groups(),
  queryFn: ({ signal }) => apiRequest(api.permissionGroupList, { schema: permissionGroupItemSchema.array(), signal }),
});

export const rolesQuery = () => queryOptions({
  queryKey: securityKeys.roles(),
  queryFn: ({ signal }) => apiRequest(api.roleList, { schema: roleItemSchema.array(), signal }),
  staleTime: 0,
});

export const userPermissionsQuery = (userId: number) => queryOptions({
  queryKey: securityKeys.user(userId),
  queryFn: ({ signal }) => apiRequest(api.permissionUserList(userId), { schema: userPermissionsSchema, signal }),
  staleTime: 0,
});

const deleted = z.object({ id: z.number().int() });

export const saveGroup = (body: SavePermissionGroupBody) => apiRequest(api.permissionGroupSave, { body, schema: permissionGroupItemSchema });
export const deleteGroup = (id: number) => apiRequest(api.permissionGroup(id), { method: 'DELETE', schema: deleted });
export const savePermission = (body: SavePermissionBody) => apiRequest(api.permissionSave, { body, schema: permissionItemSchema });
export const deletePermission = (id: number) => apiRequest(api.permission(id), { method: 'DELETE', schema: deleted });
export const saveRole = (body: SaveRoleBody) => apiRequest(api.roleSave, { body, schema: roleItemSchema });
export const deleteRole = (id: number) => apiRequest(api.role(id), { method: 'DELETE', schema: deleted });
export const setRolePermissions = (roleId: number, permissionIds: number[]) =>
  apiRequest(api.rolePermissionUpdate, { body: { roleId, permissionIds }, schema: roleItemSchema });
export const setUserPermissions = (userId: number, permissionIds: number[]) =>
  apiRequest(api.permissionUserUpdate, { body: { userId, permissionIds }, schema: userPermissionsSchema });
