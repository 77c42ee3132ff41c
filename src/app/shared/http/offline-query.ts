import type { ZodType } from 'zod';
import { keepAuthorCopy, readAuthorCopy, warnInBackground } from '#offline/index';
import { ApiError } from './api-error';

/** Statuses that say the server is out of reach (a gateway or proxy answered for it). */
const unreachableStatuses = new Set([502, 503, 504]);

/** How long we wait for the server before showing the stored copy (when there is one). */
export const OFFLINE_COPY_WAIT_MS = 6_000;

/**
 * A failure that says nothing about the data, only that the server could not be reached: no reply,
 * a timeout, a gateway standing in for the server. A 401/403/404 is the server's answer and must
 * reach the person (sign in, no access, gone): never replaced by an old copy.
 */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return error.isNetwork || unreachableStatuses.has(error.status);
  return error instanceof DOMException && error.name === 'TimeoutError';
}

export interface WithOfflineCopy<T> {
  data: T;
  /** ISO time the shown copy was loaded, when it is the copy kept on this device; null when fresh */
  offlineCopyFrom: string | null;
}

async function storedCopy<T>(cacheKey: string, schema: ZodType<T>): Promise<WithOfflineCopy<T> | null> {
  const copy = await readAuthorCopy(cacheKey).catch(() => null);
  if (!copy) return null;
  const parsed = schema.safeParse(copy.data);
  return parsed.success ? { data: parsed.data, offlineCopyFrom: copy.loadedAt } : null;
}

async function keep(cacheKey: string, data: unknown): Promise<void> {
  await keepAuthorCopy(cacheKey, data).catch((error: unknown) => warnInBackground('[forms] offline copy not kept', error));
}

/**
 * Loads fresh data and keeps a copy of it on the device; when the server cannot be reached, returns
 * the copy kept last time (checked with `schema`: a copy that no longer fits is ignored) with its
 * time. With no usable copy the failure is rethrown. A slow server: after `waitMs` the copy is
 * shown, and the fresh data still replaces the stored copy when it arrives.
 */
export async function fetchWithOfflineCopy<T>(
  cacheKey: string,
  schema: ZodType<T>,
  fetcher: () => Promise<T>,
  { waitMs = OFFLINE_COPY_WAIT_MS }: { waitMs?: number } = {},
): Promise<WithOfflineCopy<T>> {
  const fresh = fetcher().then(async (data) => {
    await keep(cacheKey, data);
    return { data, offlineCopyFrom: null };
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<'slow'>((resolve) => (timer = setTimeout(() => resolve('slow'), waitMs)));
  try {
    const first = await Promise.race([fresh, slow]);
    if (first !== 'slow') return first;
    const copy = await storedCopy(cacheKey, schema);
    if (copy) {
      fresh.catch(() => undefined); // its copy is already shown; a late failure changes nothing
      return copy;
    }
    return await fresh;
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const copy = await storedCopy(cacheKey, schema);
    if (copy) return copy;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
