import { readMetaString, writeMeta } from './meta';

/** Asked once per device; the answer is kept in meta (`storagePersisted`: 'granted' | 'denied'). */
export const STORAGE_PERSISTED_KEY = 'storagePersisted';

/** Warn when less than this is left... */
export const LOW_STORAGE_BYTES = 50 * 1024 * 1024;
/** ...or more than this share of the quota is used. */
export const HIGH_USAGE_RATIO = 0.8;

export interface StorageHealth {
  /** null where the browser cannot tell */
  usage: number | null;
  quota: number | null;
  /** the browser promised not to evict this site's data under storage pressure */
  persisted: boolean | null;
  low: boolean;
}

type StorageManagerLike = Pick<StorageManager, 'estimate' | 'persist' | 'persisted'>;

function defaultStorage(): StorageManagerLike | null {
  return (globalThis as { navigator?: { storage?: StorageManagerLike } }).navigator?.storage ?? null;
}

/**
 * At app start: asks the browser once to keep this site's data (answers waiting to be sent must
 * not be evicted), and remembers the answer. Later starts only read `persisted()`.
 */
export async function requestPersistentStorage(storage: StorageManagerLike | null = defaultStorage()): Promise<boolean | null> {
  if (!storage?.persist) return null;
  const asked = await readMetaString(STORAGE_PERSISTED_KEY);
  if (asked) return storage.persisted ? storage.persisted() : asked === 'granted';
  const granted = await storage.persist();
  await writeMeta(STORAGE_PERSISTED_KEY, granted ? 'granted' : 'denied');
  return granted;
}

/** Usage, quota and whether it is running low (> 80 % used, or < 50 MB left). */
export async function readStorageHealth(storage: StorageManagerLike | null = defaultStorage()): Promise<StorageHealth> {
  const estimate = storage?.estimate ? await storage.estimate().catch(() => null) : null;
  const usage = estimate?.usage ?? null;
  const quota = estimate?.quota ?? null;
  const persisted = storage?.persisted ? await storage.persisted().catch(() => null) : null;
  return { usage, quota, persisted, low: isLow(usage, quota) };
}

export function isLow(usage: number | null, quota: number | null): boolean {
  if (usage === null || quota === null || quota <= 0) return false;
  return usage / quota > HIGH_USAGE_RATIO || quota - usage < LOW_STORAGE_BYTES;
}
