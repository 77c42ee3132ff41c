import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { formSharingCalls as calls } from '#core/api';
import type { FormPermissionValue, SharedUser } from '#core/forms';
import { callApi } from '#app/shared/http/call-api';

export const CANDIDATES_PAGE_SIZE = 20;

export const shareKeys = {
  users: (formId: number) => ['forms', 'shared-users', formId] as const,
  candidates: (formId: number) => ['forms', 'share-candidates', formId] as const,
};

/** The form's share list (everyone with read access may see it). */
export const sharedUsersQuery = (formId: number) =>
  queryOptions({
    queryKey: shareKeys.users(formId),
    queryFn: ({ signal }) => callApi(calls.sharedUsers, { params: { id: formId }, signal }),
    staleTime: 0,
  });

/** People of the company not yet on the list, matching `search`, a page at a time. */
export const shareCandidatesQuery = (formId: number, search: string) =>
  infiniteQueryOptions({
    queryKey: [...shareKeys.candidates(formId), search] as const,
    queryFn: ({ signal, pageParam }) =>
      callApi(calls.candidates, { query: { formId, search: search || undefined, page: pageParam, pageSize: CANDIDATES_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    // while a new search runs the list keeps the last results instead of emptying and closing
    placeholderData: keepPreviousData,
    getNextPageParam: (last) => (last.page * last.pageSize < last.totalData ? last.page + 1 : undefined),
  });

export interface PermissionChanges {
  add?: { userId: number; permission: FormPermissionValue }[];
  update?: { userId: number; permission: FormPermissionValue }[];
  remove?: number[];
}

/** One transaction on the server; answers with the list as it now is. */
export function updatePermissions(formId: number, changes: PermissionChanges): Promise<SharedUser[]> {
  return callApi(calls.update, { body: { formId, add: changes.add ?? [], update: changes.update ?? [], remove: changes.remove ?? [] } });
}
