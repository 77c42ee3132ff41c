import { MetaKey, readMetaString, writeMeta } from './meta';
import { warnInBackground } from './diagnostics';

/** When the browser was last asked to keep this site's data (ISO time in meta). */
export const PERSIST_ASKED_AT_KEY = 'storagePersistAskedAt';
/** A refusal is not final: the browser is asked again at the next good moment after this long. */
export const PERSIST_ASK_INTERVAL_MS = 24 * 60 * 60 * 1000;

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
  /** the browser can be asked for that promise (navigator.storage.persist exists) */
  canAskPersist: boolean;
  /** when it was last asked (ISO), null if never */
  persistAskedAt: string | null;
  low: boolean;
}

type StorageManagerLike = Partial<Pick<StorageManager, 'estimate' | 'persist' | 'persisted'>>;

function defaultStorage(): StorageManagerLike | null {
  return (globalThis as { navigator?: { storage?: StorageManagerLike } }).navigator?.storage ?? null;
}

export interface PersistOptions {
  /** default navigator.storage */
  storage?: StorageManagerLike | null;
  /** the person pressed "ask again": ask now, whenever it was asked last */
  force?: boolean;
  now?: () => number;
}

/**
 * Asks the browser to keep this site's data (answers waiting to be sent must not be evicted),
 * unless it already does. Browsers decide by themselves (Chromium by how the site is used, Firefox
 * by asking the person) and a refusal may turn into a grant later, so a refusal is not remembered
 * for good: the app asks again at the moments that matter (app start, an answer queued offline, a
 * form kept offline), at most once per PERSIST_ASK_INTERVAL_MS, and whenever the person asks.
 * Returns whether the data is kept persistently, null where the browser cannot be asked.
 */
export async function requestPersistentStorage(options: PersistOptions = {}): Promise<boolean | null> {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  if (!storage?.persist) return null;
  if (storage.persisted && (await storage.persisted().catch(() => false))) return true;
  const now = options.now?.() ?? Date.now();
  const askedAt = Date.parse((await readMetaString(PERSIST_ASKED_AT_KEY)) ?? '');
  if (!options.force && now - askedAt < PERSIST_ASK_INTERVAL_MS) return false;
  // written first: a prompt left unanswered must not be asked again at every moment
  await writeMeta(PERSIST_ASKED_AT_KEY, new Date(now).toISOString());
  return storage.persist().catch(() => false);
}

/** requestPersistentStorage at a good moment, best effort: never throws, never waits the caller. */
export function askPersistentStorageSoon(): void {
  requestPersistentStorage().catch((error: unknown) => warnInBackground('[offline] persistent storage not requested', error));
}

/** The moment an answer is queued with no way to the server: its data must now survive on the device. */
export async function askPersistentStorageIfOffline(): Promise<void> {
  const browserOffline = (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false;
  if (browserOffline || (await readMetaString(MetaKey.UnreachableSince))) askPersistentStorageSoon();
}

/** Usage, quota and whether it is running low (> 80 % used, or < 50 MB left). */
export async function readStorageHealth(storage: StorageManagerLike | null = defaultStorage()): Promise<StorageHealth> {
  const estimate = storage?.estimate ? await storage.estimate().catch(() => null) : null;
  const usage = estimate?.usage ?? null;
  const quota = estimate?.quota ?? null;
  const persisted = storage?.persisted ? await storage.persisted().catch(() => null) : null;
  const persistAskedAt = await readMetaString(PERSIST_ASKED_AT_KEY);
  return { usage, quota, persisted, canAskPersist: Boolean(storage?.persist), persistAskedAt, low: isLow(usage, quota) };
}

export function isLow(usage: number | null, quota: number | null): boolean {
  if (usage === null || quota === null || quota <= 0) return false;
  return usage / quota > HIGH_USAGE_RATIO || quota - usage < LOW_STORAGE_BYTES;
}
