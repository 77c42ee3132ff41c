import { queryOptions } from '@tanstack/react-query';
import { formCalls } from '#core/api';
import type { FormDetail } from '#core/forms';
import { callApi } from '#app/shared/http/call-api';

export const historyKeys = {
  list: (formId: number) => ['forms', 'history', formId] as const,
};

/** GET {id}/histories: the saved versions, newest first. */
export const formHistoryQuery = (formId: number) =>
  queryOptions({
    queryKey: historyKeys.list(formId),
    queryFn: ({ signal }) => callApi(formCalls.histories, { params: { id: formId }, signal }),
    staleTime: 0,
  });

/** Brings `version` back as a new version on top of `baseVersion`, then reads the form as it now is. */
export async function restoreVersion(formId: number, version: number, baseVersion: number): Promise<FormDetail> {
  await callApi(formCalls.restore, { params: { id: formId, version }, body: { baseVersion } });
  return callApi(formCalls.get, { params: { id: formId } });
}
