import { queryOptions } from '@tanstack/react-query';
import {
  type SavePermissionBody, type SavePermissionGroupBody, type SaveRoleBody, permissionCatalogueCalls as catalogue, roleCalls, userPermissionCalls,
} from '#core/api';
import { callApi } from '#app/shared/http/call-api';

export const securityKeys = {
  all: ['security'] as const,
  permissions: () => [...securityKeys.all, 'permissions'] as const,
  groups: () => [...securityKeys.all, 'groups'] as const,
  roles: () => [...securityKeys.all, 'roles'] as const,
  user: (userId: number) => [...securityKeys.all, 'user', userId] as const,
};

export const permissionsQuery = () => queryOptions({
  queryKey: securityKeys.permissions(),
  queryFn: ({ signal }) => callApi(catalogue.listAll, { signal }),
});

export const groupsQuery = () => queryOptions({
  queryKey: securityKeys.groups(),
  queryFn: ({ signal }) => callApi(catalogue.groups, { signal }),
});

export const rolesQuery = () => queryOptions({
  queryKey: securityKeys.roles(),
  queryFn: ({ signal }) => callApi(roleCalls.list, { signal }),
  staleTime: 0,
});

export const userPermissionsQuery = (userId: number) => queryOptions({
  queryKey: securityKeys.user(userId),
  queryFn: ({ signal }) => callApi(userPermissionCalls.list, { params: { id: userId }, signal }),
  staleTime: 0,
});

export const saveGroup = (body: SavePermissionGroupBody) => callApi(catalogue.saveGroup, { body });
export const deleteGroup = (id: number) => callApi(catalogue.removeGroup, { params: { id } });
export const savePermission = (body: SavePermissionBody) => callApi(catalogue.save, { body });
export const deletePermission = (id: number) => callApi(catalogue.remove, { params: { id } });
export const saveRole = (body: SaveRoleBody) => callApi(roleCalls.save, { body });
export const deleteRole = (id: number) => callApi(roleCalls.remove, { params: { id } });
export const setRolePermissions = (roleId: number, permissionIds: number[]) => callApi(roleCalls.setPermissions, { body: { roleId, permissionIds } });
export const setUserPermissions = (userId: number, permissionIds: number[]) => callApi(userPermissionCalls.update, { body: { userId, permissionIds } });
