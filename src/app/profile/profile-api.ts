import { queryOptions } from '@tanstack/react-query';
import { api } from '#core/api';
import type { ChangePasswordBody } from '#core/api';
import { type ProfileBody, type TokenResetBody, userInfoSchema, userListSchema } from '#core/api';
import { apiRequest } from '../http/api-client';

export const profileQuery = (userId: number) =>
  queryOptions({
    queryKey: ['profile', userId] as const,
    queryFn: ({ signal }) => apiRequest(api.userInfo(userId), { schema: userInfoSchema, signal }),
    staleTime: 0,
  });

export const saveProfile = (body: ProfileBody) => apiRequest(api.userInfoSave, { body, schema: userInfoSchema });
export const changePassword = (body: ChangePasswordBody) => apiRequest(api.changePassword, { body });
export const resetWithToken = (body: TokenResetBody) => apiRequest(api.userResetByToken, { body });

/** Whether I manage anyone (get-list-by-manager, one row): the profile then links "My users". */
export const managesAnyoneQuery = () =>
  queryOptions({
    queryKey: ['profile', 'manages-anyone'] as const,
    queryFn: ({ signal }) => apiRequest(api.userListByManager, { query: { pageSize: 1 }, schema: userListSchema, signal }).then((l) => l.totalData > 0),
  });
