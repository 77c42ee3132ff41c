import { queryOptions } from '@tanstack/react-query';
import { formCalls } from '#core/api';
import type { PublicForm } from '#core/forms';
import { getRememberedForm, rememberPublicForm } from '#offline/index';
import { OFFLINE_COPY_HEADER } from '#offline/sw-rules';
import { callApi } from '#app/shared/http/call-api';
import { ApiError } from '#app/shared/http/api-error';
import { kindsOf, loadAnswerRenderers } from './kinds/renderer';

export interface LoadedPublicForm {
  form: PublicForm;
  /** true when the server could not be reached and a copy kept on this device (Dexie or the service worker's cache) is shown */
  fromDevice: boolean;
}

/** The published form: from the server (then kept on the device), or the kept copy when offline. */
async function loadPublicForm(shortUrl: string, signal: AbortSignal): Promise<LoadedPublicForm> {
  try {
    let offlineCopy = false;
    const form = await callApi(formCalls.byShortUrl, {
      params: { shortUrl },
      signal,
      onResponse: (response) => (offlineCopy = response.headers.get(OFFLINE_COPY_HEADER) === '1'),
    });
    // the questions' modules start loading with the form, not once the page has rendered (issue 15);
    // a module that fails is loaded again, and thrown, by the page (useAnswerRenderers)
    loadAnswerRenderers(kindsOf(form.design)).catch(() => undefined);
    // kept on the device behind the page's first render, which does not read it back (issue 15)
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- onResponse sets it during the call; the narrowing cannot see that
    if (!offlineCopy) rememberPublicForm(form).catch(() => undefined);
    return { form, fromDevice: offlineCopy };
  } catch (error) {
    const unreachable = error instanceof ApiError && (error.isNetwork || error.status >= 500);
    if (!unreachable) throw error;
    const kept = await getRememberedForm(shortUrl).catch(() => null);
    if (!kept) throw error;
    return { form: kept, fromDevice: true };
  }
}

export const publicFormQuery = (shortUrl: string) =>
  queryOptions({
    queryKey: ['public-form', shortUrl],
    queryFn: ({ signal }) => loadPublicForm(shortUrl, signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
