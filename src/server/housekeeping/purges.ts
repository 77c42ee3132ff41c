import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import {
  actionLogs, captchas, exportProgress, integrateTokens, otps, rateLimits, respondentVerifications, sessions, uploadSessions, uploadTokens, webhookDeliveries,
} from '#server/db/schema/index';
import type { FileStorage } from '#server/files/file-storage';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a row stays after it stopped being usable: a day for most (someone tracing a problem
 * still finds it); a completed upload's session a month, since a device that lost the reply may
 * ask for its key after a long time offline.
 */
const keep = { spent: DAY_MS, failedUpload: 7 * DAY_MS, completedUpload: 30 * DAY_MS };

export interface PurgeOptions {
  now: Date;
  /** ACTION_LOG_RETENTION_DAYS; null keeps the audit log whole */
  actionLogRetentionDays: number | null;
  /** WEBHOOK_LOG_RETENTION_DAYS: finished deliveries (delivered or failed) older than this leave the webhook log */
  webhookLogRetentionDays: number;
  storage: FileStorage;
}

export type PurgeCounts = Record<
  'sessions' | 'rateLimits' | 'uploadTokens' | 'uploadParts' | 'uploadSessions' | 'captchas' | 'otps' | 'verifications' | 'integrationTokens' | 'actionLogs' | 'webhookDeliveries' | 'exportProgress',
  number
>;

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** Upload parts of sessions that expired unfinished: the bytes go at once, the row a week later. */
async function purgeUploads(db: Db, now: Date, storage: FileStorage): Promise<{ parts: number; rows: number }> {
  const unfinished = await db.select({ id: uploadSessions.id }).from(uploadSessions)
    .where(and(isNull(uploadSessions.storageKey), lt(uploadSessions.expiresAt, now)));
  for (const { id } of unfinished) await storage.removePart(id);
  const removed = await db.delete(uploadSessions).where(or(
    and(isNull(uploadSessions.storageKey), lt(uploadSessions.expiresAt, before(now, keep.failedUpload))),
    and(isNotNull(uploadSessions.storageKey), lt(uploadSessions.expiresAt, before(now, keep.completedUpload))),
  )).returning({ id: uploadSessions.id });
  return { parts: unfinished.length, rows: removed.length };
}

const count = async (rows: Promise<unknown[]>) => (await rows).length;

/**
 * A webhook's log, one row per answer and webhook, would grow with every answer of a national survey:
 * a delivery leaves it once finished (delivered, or failed with its attempts used) for the retention
 * period, counted from its last attempt. A pending one is never touched.
 */
function purgeWebhookLog(db: Db, now: Date, retentionDays: number) {
  const cutoff = before(now, retentionDays * DAY_MS);
  return count(db.delete(webhookDeliveries).where(or(
    and(eq(webhookDeliveries.status, 1), lt(webhookDeliveries.deliveredAt, cutoff)),
    and(eq(webhookDeliveries.status, 2), lt(webhookDeliveries.lastAttemptAt, cutoff)),
  )).returning({ id: webhookDeliveries.id }));
}

/** Deletes what can no longer be used. Rows still in use are never touched. */
export async function purgeExpired(db: Db, options: PurgeOptions): Promise<PurgeCounts> {
  const { now } = options;
  const spent = before(now, keep.spent);
  const uploads = await purgeUploads(db, now, options.storage);
  return {
    sessions: await count(db.delete(sessions).where(or(
      lt(sessions.idleExpiresAt, spent), lt(sessions.absoluteExpiresAt, spent), lt(sessions.revokedAt, spent),
    )).returning({ id: sessions.id })),
    // the longest window is an hour
    rateLimits: await count(db.delete(rateLimits).where(lt(rateLimits.windowStart, spent)).returning({ key: rateLimits.key })),
    uploadTokens: await count(db.delete(uploadTokens).where(lt(uploadTokens.expiresAt, spent)).returning({ key: uploadTokens.tokenHash })),
    uploadParts: uploads.parts,
    uploadSessions: uploads.rows,
    captchas: await count(db.delete(captchas).where(lt(captchas.expiresAt, spent)).returning({ id: captchas.id })),
    otps: await count(db.delete(otps).where(lt(otps.expiresAt, spent)).returning({ id: otps.id })),
    verifications: await count(db.delete(respondentVerifications).where(lt(respondentVerifications.expiresAt, spent))
      .returning({ key: respondentVerifications.tokenHash })),
    integrationTokens: await count(db.delete(integrateTokens).where(lt(integrateTokens.expiresAt, spent)).returning({ id: integrateTokens.id })),
    actionLogs: options.actionLogRetentionDays === null ? 0 : await count(
      db.delete(actionLogs).where(lt(actionLogs.createdAt, before(now, options.actionLogRetentionDays * DAY_MS))).returning({ id: actionLogs.id }),
    ),
    webhookDeliveries: await purgeWebhookLog(db, now, options.webhookLogRetentionDays),
    // an export's figure is read while it streams; a process that died mid-export leaves it running
    exportProgress: await count(db.delete(exportProgress).where(lt(exportProgress.updatedAt, spent)).returning({ id: exportProgress.id })),
  };
}
