import { db } from './db';
import type { SyncConfig } from './contract';
import { parseSyncConfig } from './rows';
import { requestFlush } from './sync-hub';

export const MetaKey = {
  LastSyncAt: 'lastSyncAt',
  /** the server's text of the last failure, null when the client had no server text */
  LastError: 'lastError',
  /** the code of the last failure: a server ErrorCode or a ClientErrorCode */
  LastErrorCode: 'lastErrorCode',
  /** ISO time since when every exchange failed at the network level (NETWORK_ERROR / TIMEOUT), else null */
  UnreachableSince: 'unreachableSince',
  SyncConfig: 'syncConfig',
  DeviceId: 'deviceId',
} as const;

export async function readMetaString(key: string): Promise<string | null> {
  const row = await db.meta.get(key);
  return typeof row?.value === 'string' ? row.value : null;
}

export async function writeMeta(key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value });
}

/**
 * Stores the headers the sync engine needs, so the service worker can flush with the same ones,
 * and asks the running triggers (if any) for a flush.
 */
export async function setSyncConfig(config: SyncConfig): Promise<void> {
  const parsed = parseSyncConfig(config);
  if (!parsed) throw new TypeError('setSyncConfig: companyId and language are required');
  await writeMeta(MetaKey.SyncConfig, parsed);
  requestFlush('manual'); // items that waited for a configuration can go now
}

export async function getSyncConfig(): Promise<SyncConfig | null> {
  const row = await db.meta.get(MetaKey.SyncConfig);
  return parseSyncConfig(row?.value);
}

/** A random id of this browser profile, sent with each submission (SPEC: deviceId). */
export async function getDeviceId(): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const existing = await readMetaString(MetaKey.DeviceId);
    if (existing) return existing;
    const id = crypto.randomUUID();
    await writeMeta(MetaKey.DeviceId, id);
    return id;
  });
}

/** The server answered a batch: last sync now, no error, reachable. */
export async function recordSyncSuccess(at: Date): Promise<void> {
  await db.meta.bulkPut([
    { key: MetaKey.LastSyncAt, value: at.toISOString() },
    { key: MetaKey.LastError, value: null },
    { key: MetaKey.LastErrorCode, value: null },
    { key: MetaKey.UnreachableSince, value: null },
  ]);
}

/**
 * A failed exchange. `reachable`: false when the server could not be reached at all, true when it
 * answered (with a refusal), undefined when this failure says nothing about it (no request was made,
 * or the reply was not the server's).
 */
export async function recordSyncError(
  problem: { code: string; message: string },
  at: Date,
  reachable?: boolean,
): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    await db.meta.bulkPut([
      { key: MetaKey.LastError, value: problem.message || null },
      { key: MetaKey.LastErrorCode, value: problem.code },
    ]);
    if (reachable === true) await writeMeta(MetaKey.UnreachableSince, null);
    if (reachable === false && !(await readMetaString(MetaKey.UnreachableSince))) {
      await writeMeta(MetaKey.UnreachableSince, at.toISOString());
    }
  });
}

/** With nothing left to send there is no exchange to judge by: forget an old "unreachable". */
export async function forgetUnreachable(): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    if (await readMetaString(MetaKey.UnreachableSince)) await writeMeta(MetaKey.UnreachableSince, null);
  });
}
