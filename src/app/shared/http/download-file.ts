import { readFailure, sendRequest } from '#offline/index';
import { apiErrorOf, apiHeaders, noReplyError } from '#app/shared/http/api-client';
import { downloadBlob } from '#app/shared/lib/download';

export interface DownloadProgress {
  bytes: number;
  /** rows the file holds, from `X-Total-Rows`, when the server says */
  rows: number | null;
}

/** `attachment; filename="a.csv"; filename*=UTF-8''k%E1%BA%BFt.csv`: the UTF-8 name first, else the plain one. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed escape: fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition)?.[1];
  return plain?.trim() || fallback;
}

/** Reads the body as it arrives, telling how much came, and returns it whole. */
async function readAll(response: Response, onProgress: (progress: DownloadProgress) => void): Promise<Blob> {
  const rowsHeader = Number(response.headers.get('x-total-rows'));
  const rows = Number.isFinite(rowsHeader) && response.headers.has('x-total-rows') ? rowsHeader : null;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  onProgress({ bytes, rows });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    bytes += value.byteLength;
    onProgress({ bytes, rows });
  }
  return new Blob(parts, { type });
}

/** POSTs `body` (GET when there is none; as apiRequest would: tenant header, language) and saves the file the server streams back. */
export async function downloadFile(
  path: string, body: unknown, fallbackName: string, onProgress: (progress: DownloadProgress) => void, signal?: AbortSignal, headers: Record<string, string> = {},
): Promise<string> {
  let response: Response;
  try {
    ({ response } = await sendRequest({
      url: path,
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? { ...apiHeaders(), ...headers } : { ...apiHeaders(), ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      credentials: 'same-origin',
      signal,
      read: 'none',
    }));
  } catch (error) {
    throw noReplyError(error);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const reply = { response, body };
    throw apiErrorOf(reply, readFailure(reply));
  }
  const blob = await readAll(response, onProgress);
  const name = fileNameFrom(response.headers.get('content-disposition'), fallbackName);
  downloadBlob(blob, name);
  return name;
}
