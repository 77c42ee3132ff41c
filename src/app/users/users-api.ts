import { queryOptions } from '@tanstack/react-query';
import { api } from '#core/api';
import {
  type ManagerSaveBody, type SaveUserBody, mailSentReplySchema, resetPassReplySchema, userFormOptionsSchema, userItemSchema, userListSchema,
} from '#core/api';
import { apiRequest } from '../http/api-client';

export const USERS_PAGE_SIZE = 20;

export interface UserFilters {
  search?: string;
  departmentId?: number;
  role?: 1 | 2;
  status?: 0 | 1 | 2;
  page: number;
}

/** all: the management list (get-list); mine: a manager's users (get-list-by-manager). */
export type UsersView = 'all' | 'mine';

export const userKeys = {
  all: ['users'] as const,
  list: (view: UsersView, filters: UserFilters) => [...userKeys.all, 'list', view, filters] as const,
  options: () => [...userKeys.all, 'options'] as const,
};

export const usersQuery = (view: UsersView, filters: UserFilters) =>
  queryOptions({
    queryKey: userKeys.list(view, filters),
    queryFn: ({ signal }) => apiRequest(view === 'all' ? api.userList : api.userListByManager, {
      query: { ...filters, pageSize: USERS_PAGE_SIZE }, schema: userListSchema, signal,
    }),
    staleTime: 0,
  });

export const userOptionsQuery = () =>
  queryOptions({
    queryKey: userKeys.options(),
    queryFn: ({ signal }) => apiRequest(api.userFormOptions, { schema: userFormOptionsSchema, signal }),
  });

export const saveUser = (body: SaveUserBody) => apiRequest(api.userSave, { body, schema: userItemSchema });
export const managerSaveUser = (body: ManagerSaveBody) => apiRequest(api.userManagerSave, { body, schema: userItemSchema });
export const lockUser = (id: number, lock: boolean) =>
  apiRequest(lock ? api.userLock(id) : api.userUnlock(id), { method: 'POST', schema: userItemSchema });
export const deleteUser = (id: number) => apiRequest(api.user(id), { method: 'DELETE', schema: userItemSchema });
export const resetPassword = (userId: number) => apiRequest(api.userResetPass, { body: { userId }, schema: resetPassReplySchema });
export const updatePassword = (id: number, newPassword: string, confirmPassword: string) =>
  apiRequest(api.userUpdatePassword(id), { body: { newPassword, confirmPassword } }).then(() => ({ generatedPassword: null }));
export const mailResetLink = (id: number) => apiRequest(api.userUpdatePasswordEmail(id), { method: 'POST', schema: mailSentReplySchema });

/** How many users I manage (get-list-by-manager, one row): decides whether "My users" is offered. */
export const managedCountQuery = () =>
  queryOptions({
    queryKey: [...userKeys.all, 'managed-count'] as const,
    queryFn: ({ signal }) => apiRequest(api.userListByManager, { query: { pageSize: 1 }, schema: userListSchema, signal }).then((l) => l.totalData),
  });
