import { readEnvelope } from '#offline/index';
import { fileCalls, uploadFileName, type StoredFile, type UploadPurpose } from '#core/api';
import { apiErrorOf, apiHeaders } from '#app/shared/http/api-client';
import { callApi } from '#app/shared/http/call-api';
import { ApiError } from '#app/shared/http/api-error';

/** Reads the storage reply: the stored file, or the envelope's failure as an ApiError. */
function storedFileOf(request: XMLHttpRequest): StoredFile {
  let body: unknown = null;
  try {
    body = JSON.parse(request.responseText);
  } catch {
    body = null;
  }
  const { status, statusText } = request;
  const reply = { response: { ok: status >= 200 && status < 300, status, statusText }, body };
  const reading = readEnvelope(reply, fileCalls.upload.reply);
  if (reading.kind !== 'data') throw apiErrorOf(reply, reading);
  return reading.data;
}

/**
 * Uploads one file (SPEC 5): a single-use token first, then the multipart POST. XMLHttpRequest
 * rather than fetch because only it reports upload progress.
 */
export async function uploadFile(
  file: Blob,
  filename: string,
  purpose: UploadPurpose,
  onProgress?: (fraction: number) => void,
): Promise<StoredFile> {
  const name = uploadFileName(filename);
  const { token } = await callApi(fileCalls.token, { query: { filename: name, purpose } });
  const form = new FormData();
  form.append('token', token);
  form.append('file', file, name);
  return new Promise<StoredFile>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(fileCalls.upload.method, fileCalls.upload.path);
    request.withCredentials = true;
    for (const [header, value] of Object.entries(apiHeaders())) request.setRequestHeader(header, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      try {
        const stored = storedFileOf(request);
        onProgress?.(1);
        resolve(stored);
      } catch (error) {
        reject(error instanceof Error ? error : new ApiError(request.status, 'BAD_REPLY', 'upload'));
      }
    });
    request.addEventListener('error', () => reject(new ApiError(0, 'NETWORK', 'network')));
    request.addEventListener('abort', () => reject(new ApiError(0, 'NETWORK', 'aborted')));
    request.send(form);
  });
}
