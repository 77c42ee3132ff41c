import { failureSchema } from '#core/api';
import { fileTokenSchema, storedFileSchema, uploadFileName, type StoredFile, type UploadPurpose } from '#core/api';
import { api } from '#core/api';
import { apiHeaders, apiRequest } from '../http/api-client';
import { ApiError } from '../http/api-error';

/** Reads the storage reply: the stored file, or the envelope's failure as an ApiError. */
function storedFileOf(status: number, text: string): StoredFile {
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  const failure = failureSchema.safeParse(body);
  if (failure.success) throw ApiError.fromFailure(status, failure.data);
  const data = typeof body === 'object' && body !== null && 'responseData' in body ? body.responseData : undefined;
  const parsed = storedFileSchema.safeParse(data);
  if (status < 200 || status >= 300 || !parsed.success) {
    throw new ApiError(status, status >= 500 ? 'SERVER_ERROR' : 'BAD_REPLY', 'The storage reply has an unexpected shape');
  }
  return parsed.data;
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
  const { token } = await apiRequest(api.fileToken, { query: { filename: name, purpose }, schema: fileTokenSchema });
  const form = new FormData();
  form.append('token', token);
  form.append('file', file, name);
  return new Promise<StoredFile>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', api.storageUpload);
    request.withCredentials = true;
    for (const [header, value] of Object.entries(apiHeaders())) request.setRequestHeader(header, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      try {
        const stored = storedFileOf(request.status, request.responseText);
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
