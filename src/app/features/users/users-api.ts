import { queryOptions } from '@tanstack/react-query';
import { type ManagerSaveBody, type SaveUserBody, userManageCalls as manage, userSelfCalls as self } from '#core/api';
import { callApi } from '#app/shared/http/call-api';

export const USERS_PAGE_SIZE = 20;

/** The filters as the address holds them: a filter absent or undefined shows all. */
export interface UserFilters {
  search?: string | undefined;
  departmentId?: number | undefined;
  role?: 1 | 2 | undefined;
  status?: 0 | 1 | 2 | undefined;
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
    queryFn: ({ signal }) => callApi(view === 'all' ? manage.list : self.listByManager, { query: { ...filters, pageSize: USERS_PAGE_SIZE }, signal }),
    staleTime: 0,
  });

export const userOptionsQuery = () =>
  queryOptions({
    queryKey: userKeys.options(),
    queryFn: ({ signal }) => callApi(manage.formOptions, { signal }),
  });

export const saveUser = (body: SaveUserBody) => callApi(manage.save, { body });
export const managerSaveUser = (body: ManagerSaveBody) => callApi(self.managerSave, { body });
export const lockUser = (id: number, lock: boolean) => callApi(lock ? manage.lock : manage.unlock, { params: { id } });
export const deleteUser = (id: number) => callApi(manage.remove, { params: { id } });
export const resetPassword = (userId: number) => callApi(manage.resetPass, { body: { userId } });
export const updatePassword = (id: number, newPassword: string, confirmPassword: string) =>
  callApi(manage.updatePassword, { params: { id }, body: { newPassword, confirmPassword } }).then(() => ({ generatedPassword: null }));
export const mailResetLink = (id: number) => callApi(manage.updatePasswordEmail, { params: { id } });

/** How many users I manage (get-list-by-manager, one row): decides whether "My users" is offered. */
export const managedCountQuery = () =>
  queryOptions({
    queryKey: [...userKeys.all, 'managed-count'] as const,
    queryFn: ({ signal }) => callApi(self.listByManager, { query: { pageSize: 1 }, signal }).then((l) => l.totalData),
  });
