import { queryOptions } from '@tanstack/react-query';
import { type ChangePasswordBody, authCalls } from '#core/api';
import { type ProfileBody, type TokenResetBody, userSelfCalls as self } from '#core/api';
import { callApi } from '#app/shared/http/call-api';

export const profileQuery = (userId: number) =>
  queryOptions({
    queryKey: ['profile', userId] as const,
    queryFn: ({ signal }) => callApi(self.info, { params: { id: userId }, signal }),
    staleTime: 0,
  });

export const saveProfile = (body: ProfileBody) => callApi(self.infoSave, { body });
export const changePassword = (body: ChangePasswordBody) => callApi(authCalls.changePassword, { body });
export const resetWithToken = (body: TokenResetBody) => callApi(self.resetByToken, { body });

/** Whether I manage anyone (get-list-by-manager, one row): the profile then links "My users". */
export const managesAnyoneQuery = () =>
  queryOptions({
    queryKey: ['profile', 'manages-anyone'] as const,
    queryFn: ({ signal }) => callApi(self.listByManager, { query: { pageSize: 1 }, signal }).then((l) => l.totalData > 0),
  });
