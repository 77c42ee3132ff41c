import { queryOptions } from '@tanstack/react-query';
import { formCalls, formListCalls } from '#core/api';
import { formDetailSchema, type FormDesign, type FormDetail } from '#core/forms';
import { appConfig } from '#app/shared/config/app-config';
import { callApi } from '#app/shared/http/call-api';
import { fetchWithOfflineCopy } from '#app/shared/http/offline-query';

/** What create/update answer with: the stored form, its design with the ids the server gave table cells. */
export type SavedForm = FormDetail;

/** A form as the designer opens it: `offlineCopyFrom` is set when it is the copy kept on this device. */
export type LoadedForm = FormDetail & { offlineCopyFrom?: string | null };

export const formKeys = {
  all: ['forms'] as const,
  list: () => [...formKeys.all, 'list'] as const,
  detail: (id: number) => [...formKeys.all, 'detail', id] as const,
};

const copyKey = (what: string) => `${appConfig.companyId}:${what}`;
const myFormsSchema = formListCalls.mine.reply;

/** My forms; with no connection, the list as last loaded on this device. */
export const myFormsQuery = () =>
  queryOptions({
    queryKey: formKeys.list(),
    queryFn: async ({ signal }) =>
      (await fetchWithOfflineCopy(copyKey('my-forms'), myFormsSchema, () =>
        callApi(formListCalls.mine, { query: { page: 1, pageSize: 200 }, signal }))).data,
  });

/** The form for the designer, straight from the server (a conflict needs the server's current version). */
export function fetchFormDetail(id: number, signal?: AbortSignal): Promise<FormDetail> {
  return callApi(formCalls.get, { params: { id }, ...(signal && { signal }) });
}

/** The form for the designer; with no connection, the copy kept when it was last opened here. */
export const formDetailQuery = (id: number) =>
  queryOptions({
    queryKey: formKeys.detail(id),
    queryFn: async ({ signal }): Promise<LoadedForm> => {
      const { data, offlineCopyFrom } = await fetchWithOfflineCopy(copyKey(`form:${id}`), formDetailSchema, () => fetchFormDetail(id, signal));
      return { ...data, offlineCopyFrom };
    },
    staleTime: 0,
  });

export function createForm(design: FormDesign) {
  return callApi(formCalls.create, { body: { design } });
}

export function updateForm(id: number, baseVersion: number, design: FormDesign) {
  return callApi(formCalls.update, { body: { id, baseVersion, design } });
}

/** Publish or disable; the caller reloads the form for its new status (the reply's shape is not relied on). */
export async function setFormPublished(id: number, published: boolean): Promise<void> {
  await callApi(published ? formCalls.publish : formCalls.disable, { params: { id } });
}
