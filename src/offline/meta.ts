import { db } from './db';
import type { SyncConfig } from './contract';
import { parseSyncConfig } from './rows';
import { requestFlush } from './sync-hub';

export const MetaKey = {
  LastSyncAt: 'lastSyncAt',
  LastError: 'lastError',
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

export async function recordSyncSuccess(at: Date): Promise<void> {
  await db.meta.bulkPut([
    { key: MetaKey.LastSyncAt, value: at.toISOString() },
    { key: MetaKey.LastError, value: null },
  ]);
}

export async function recordSyncError(message: string): Promise<void> {
  await writeMeta(MetaKey.LastError, message);
}
