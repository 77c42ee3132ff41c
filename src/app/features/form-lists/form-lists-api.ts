import { queryOptions } from '@tanstack/react-query';
import { callPath, formCalls, formImportCalls, formListCalls } from '#core/api';
import { appConfig } from '#app/shared/config/app-config';
import { callApi } from '#app/shared/http/call-api';
import { downloadFile } from '#app/shared/http/download-file';
import { listQueryOf, type FormListKind, type FormListSearch } from './form-lists-search';
import { fetchWithOfflineCopy } from '#app/shared/http/offline-query';

const formPageSchema = formListCalls.mine.reply;
const calls: Record<FormListKind, typeof formListCalls.mine> = { mine: formListCalls.mine, shared: formListCalls.shared, all: formListCalls.all, managed: formListCalls.managed };

export const formListKeys = {
  all: ['forms', 'lists'] as const,
  list: (kind: FormListKind, search: FormListSearch) => [...formListKeys.all, kind, listQueryOf(search)] as const,
};

/** One page of a form list; offline, the last copy of that same view with its time. */
export const formListQuery = (kind: FormListKind, search: FormListSearch) => {
  const query = listQueryOf(search);
  return queryOptions({
    queryKey: formListKeys.list(kind, search),
    queryFn: ({ signal }) =>
      fetchWithOfflineCopy(`${appConfig.companyId}:form-list:${kind}:${JSON.stringify(query)}`, formPageSchema, () =>
        callApi(calls[kind], { query, signal })),
  });
};

/** POST {id}/clone: the copy's id, to open it in the designer. */
export async function cloneForm(id: number): Promise<number> {
  const copy = await callApi(formCalls.clone, { params: { id } });
  return copy.id;
}

/** DELETE {id}: soft delete (status 2); the form leaves every list. */
export async function deleteForm(id: number): Promise<void> {
  await callApi(formCalls.remove, { params: { id } });
}

/** Saves the form's own JSON (issue 19: `<title>.json`, read back by "Import a form"); the name the server gives wins. */
export function downloadFormJson(id: number, title: string): Promise<string> {
  return downloadFile(callPath(formImportCalls.exportJson, { id }), undefined, `${title || 'form'}.json`, () => undefined);
}
