import { db } from './db';
import { parseAuthorCacheRow } from './rows';

/**
 * The last copy of what an author loaded from the server (a form list, a form's detail), so that it
 * stays readable with no connection. Only a cache: a copy that cannot be read counts as absent.
 */
export async function keepAuthorCopy(key: string, data: unknown, loadedAt = new Date()): Promise<void> {
  await db.authorCache.put({ key, data, loadedAt: loadedAt.toISOString() });
}

/** The stored copy (not yet checked against the caller's schema), or null. */
export async function readAuthorCopy(key: string): Promise<{ data: unknown; loadedAt: string } | null> {
  return parseAuthorCacheRow(await db.authorCache.get(key));
}

/** Forgets every copy: call it when the person signs out, so the next person of the device does not read them. */
export async function clearAuthorCache(): Promise<void> {
  await db.authorCache.clear();
}
