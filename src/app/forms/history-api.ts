import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#core/api';
import { formHistoryEntrySchema } from '#core/forms';
import { formDetailSchema, type FormDetail } from '#core/forms';
import { apiRequest } from '../http/api-client';

export const historyKeys = {
  list: (formId: number) => ['forms', 'history', formId] as const,
};

/** GET {id}/histories: the saved versions, newest first. */
export const formHistoryQuery = (formId: number) =>
  queryOptions({
    queryKey: historyKeys.list(formId),
    queryFn: ({ signal }) => apiRequest(api.formHistories(formId), { schema: z.array(formHistoryEntrySchema), signal }),
    staleTime: 0,
  });

/** Brings `version` back as a new version on top of `baseVersion`, then reads the form as it now is. */
export async function restoreVersion(formId: number, version: number, baseVersion: number): Promise<FormDetail> {
  await apiRequest(api.formRestore(formId, version), { method: 'POST', body: { baseVersion } });
  return apiRequest(api.form(formId), { schema: formDetailSchema });
}
