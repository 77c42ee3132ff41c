import { formCalls } from '#core/api';
import type { PublicForm } from '#core/forms';
import { markFormOffline, type KeepReport } from '#offline/index';
import { OFFLINE_COPY_HEADER } from '#offline/sw-rules';
import { callApi } from '#app/shared/http/call-api';

/** Keeps the form on the device; true when everything it needs (images, localities) was stored too. */
export async function keepForm(form: PublicForm): Promise<boolean> {
  return complete(await markFormOffline(form));
}

/**
 * "Refresh copy": loads the published form from the server and keeps it again. Returns null when
 * the server could not be reached (the service worker answered with its own copy, or the network failed).
 */
export async function refreshKeptForm(shortUrl: string): Promise<boolean | null> {
  let offlineCopy = false;
  const form = await callApi(formCalls.byShortUrl, {
    params: { shortUrl },
    onResponse: (response) => (offlineCopy = response.headers.get(OFFLINE_COPY_HEADER) === '1'),
  });
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- onResponse sets it during the call; the narrowing cannot see that
  if (offlineCopy) return null;
  return keepForm(form);
}

function complete(report: KeepReport): boolean {
  return report.imagesFailed === 0 && report.localities !== false;
}
