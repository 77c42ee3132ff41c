import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, connectDatabase } from '#server/db/connect';
import {
  actionLogs, captchas, integrateTokens, integrateUsers, otps, rateLimits, respondentVerifications, responses, sessions, uploadSessions, uploadTokens, users,
  webhookDeliveries, webhooks,
} from '#server/db/schema/index';
import { localDiskStorage } from '#server/files/local-disk-storage';
import { startHousekeeping } from '#server/housekeeping/housekeeping';
import { purgeExpired } from '#server/housekeeping/purges';
import { type TestApp, createForm, createTestApp, signIn } from '../helpers';
import { scratchDatabase } from '../../support/scratch-database';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);
const ahead = (ms: number) => new Date(now.getTime() + ms);

let t: TestApp;
let filesDir: string;
beforeAll(async () => {
  t = await createTestApp();
  filesDir = mkdtempSync(join(tmpdir(), 'survey-housekeeping-'));
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const silent = { info: () => {}, error: () => {} };

/** Every kind of row twice: one past its use (and its day of grace), one still usable. */
async function seed(storage: ReturnType<typeof localDiskStorage>) {
  const { companyId } = t;
  const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const userId = admin!.id;
  const session = (tokenHash: string, idle: Date, revokedAt: Date | null = null) =>
    ({ tokenHash, userId, companyId, idleExpiresAt: idle, absoluteExpiresAt: ahead(DAY), revokedAt });
  await t.db.insert(sessions).values([session('s-old', ago(2 * DAY)), session('s-revoked', ahead(DAY), ago(2 * DAY)), session('s-live', ahead(DAY))]);
  await t.db.insert(rateLimits).values([{ key: 'rl-old', windowStart: ago(2 * DAY), count: 3 }, { key: 'rl-live', windowStart: ago(60_000), count: 1 }]);
  const token = (tokenHash: string, expiresAt: Date) => ({ tokenHash, companyId, userId, filename: 'a.png', purpose: 'image', expiresAt });
  await t.db.insert(uploadTokens).values([token('ut-old', ago(2 * DAY)), token('ut-live', ahead(600_000))]);
  const captcha = (expiresAt: Date) => ({ id: randomUUID(), companyId, answerHash: 'h', salt: 's', expiresAt });
  const [oldCaptcha, liveCaptcha] = [captcha(ago(2 * DAY)), captcha(ahead(600_000))];
  await t.db.insert(captchas).values([oldCaptcha, liveCaptcha]);
  const otp = (target: string, expiresAt: Date) => ({ companyId, purpose: 'email', target, codeHash: 'h', salt: 's', expiresAt });
  await t.db.insert(otps).values([otp('otp-old', ago(2 * DAY)), otp('otp-live', ahead(600_000))]);
  const proof = (tokenHash: string, expiresAt: Date) => ({ tokenHash, companyId, formId: 1, channel: 'email', target: 'x@example.vn', expiresAt });
  await t.db.insert(respondentVerifications).values([proof('rv-old', ago(2 * DAY)), proof('rv-live', ahead(DAY))]);
  const [account] = await t.db.insert(integrateUsers).values({ companyId, name: 'hk', clientId: 'hk-client', secretHash: 'h' }).returning();
  await t.db.insert(integrateTokens).values([
    { tokenHash: 'it-old', integrateUserId: account!.id, expiresAt: ago(2 * DAY) },
    { tokenHash: 'it-live', integrateUserId: account!.id, expiresAt: ahead(DAY) },
  ]);
  const log = (title: string, createdAt: Date) => ({ companyId, userId, type: 'test', title, entity: 'housekeeping', createdAt });
  await t.db.insert(actionLogs).values([log('log-old', ago(400 * DAY)), log('log-recent', ago(10 * DAY))]);

  const upload = (expiresAt: Date, storageKey: string | null = null) =>
    ({ id: randomUUID(), companyId, userId, filename: 'big.pdf', mimeType: 'application/pdf', purpose: 'attachment', size: 10, expiresAt, storageKey });
  const uploads = {
    expiredToday: upload(ago(60_000)),
    expiredLongAgo: upload(ago(8 * DAY)),
    running: upload(ahead(DAY)),
    completedRecently: upload(ago(2 * DAY), `${'a'.repeat(32)}.pdf`),
    completedLongAgo: upload(ago(31 * DAY), `${'b'.repeat(32)}.pdf`),
  };
  await t.db.insert(uploadSessions).values(Object.values(uploads));
  for (const u of [uploads.expiredToday, uploads.running]) await storage.appendPart(u.id, 0, Buffer.from('hello'));
  return { uploads, oldCaptcha, liveCaptcha };
}

const partFile = (id: string) => join(filesDir, 'parts', `${id}.part`);

describe('housekeeping purges', { timeout: 120_000 }, () => {
  it('removes what can no longer be used and keeps every row still in use', async () => {
    const storage = localDiskStorage(filesDir);
    const { uploads, liveCaptcha } = await seed(storage);
    expect(existsSync(partFile(uploads.expiredToday.id))).toBe(true);

    const counts = await purgeExpired(t.db, { now, actionLogRetentionDays: null, webhookLogRetentionDays: 90, storage });
    expect(counts).toMatchObject({
      sessions: 2, rateLimits: 1, uploadTokens: 1, uploadParts: 2, uploadSessions: 2, captchas: 1, otps: 1, verifications: 1, integrationTokens: 1, actionLogs: 0,
    });

    expect((await t.db.select({ h: sessions.tokenHash }).from(sessions)).map((r) => r.h).filter((h) => h.startsWith('s-'))).toEqual(['s-live']);
    expect((await t.db.select({ k: rateLimits.key }).from(rateLimits)).map((r) => r.k)).toEqual(['rl-live']);
    expect((await t.db.select({ k: uploadTokens.tokenHash }).from(uploadTokens)).map((r) => r.k)).toEqual(['ut-live']);
    expect((await t.db.select({ id: captchas.id }).from(captchas)).map((r) => r.id)).toEqual([liveCaptcha.id]);
    expect((await t.db.select({ k: otps.target }).from(otps)).map((r) => r.k)).toEqual(['otp-live']);
    expect((await t.db.select({ k: respondentVerifications.tokenHash }).from(respondentVerifications)).map((r) => r.k)).toEqual(['rv-live']);
    expect((await t.db.select({ k: integrateTokens.tokenHash }).from(integrateTokens)).map((r) => r.k)).toEqual(['it-live']);
    // the audit log is kept whole unless a retention is configured
    expect((await t.db.select({ k: actionLogs.title }).from(actionLogs).where(eq(actionLogs.entity, 'housekeeping'))).map((r) => r.k).sort()).toEqual(['log-old', 'log-recent']);

    const left = new Set((await t.db.select({ id: uploadSessions.id }).from(uploadSessions)).map((r) => r.id));
    expect(left).toEqual(new Set([uploads.expiredToday.id, uploads.running.id, uploads.completedRecently.id]));
    expect(existsSync(partFile(uploads.expiredToday.id))).toBe(false);
    expect(existsSync(partFile(uploads.running.id))).toBe(true);
  });

  it('takes finished webhook deliveries out of the log after WEBHOOK_LOG_RETENTION_DAYS, never a pending one', async () => {
    const { companyId } = t;
    const form = await createForm(t, await signIn(t));
    const [hook] = await t.db.insert(webhooks).values({ companyId, formId: form.id, url: 'https://example.vn/hook', secret: 's' }).returning();
    const delivery = async (name: string, status: 0 | 1 | 2, at: Date) => {
      const [response] = await t.db.insert(responses).values({ id: randomUUID(), formId: form.id, companyId, formVersion: 1, contentHash: name }).returning();
      await t.db.insert(webhookDeliveries).values({
        webhookId: hook!.id, responseId: response!.id, status, lastAttemptAt: at, deliveredAt: status === 1 ? at : null,
      });
      return response!.id;
    };
    const kept = [
      await delivery('delivered-recently', 1, ago(89 * DAY)),
      await delivery('failed-recently', 2, ago(10 * DAY)),
      await delivery('pending-long-ago', 0, ago(200 * DAY)),
    ];
    await delivery('delivered-long-ago', 1, ago(91 * DAY));
    await delivery('failed-long-ago', 2, ago(120 * DAY));

    const counts = await purgeExpired(t.db, { now, actionLogRetentionDays: null, webhookLogRetentionDays: 90, storage: localDiskStorage(filesDir) });
    expect(counts.webhookDeliveries).toBe(2);
    const left = await t.db.select({ id: webhookDeliveries.responseId }).from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook!.id));
    expect(new Set(left.map((row) => row.id))).toEqual(new Set(kept));
  });

  it('deletes action-log rows older than ACTION_LOG_RETENTION_DAYS when it is set', async () => {
    const counts = await purgeExpired(t.db, { now, actionLogRetentionDays: 365, webhookLogRetentionDays: 90, storage: localDiskStorage(filesDir) });
    expect(counts.actionLogs).toBe(1);
    expect((await t.db.select({ k: actionLogs.title }).from(actionLogs).where(eq(actionLogs.entity, 'housekeeping'))).map((r) => r.k)).toEqual(['log-recent']);
  });
});

describe('the housekeeping runner', { timeout: 120_000 }, () => {
  it('on PGlite runs its pass (with ANALYZE) in the one process', async () => {
    const database = await connectDatabase({ kind: 'memory' });
    const runner = startHousekeeping({ database, storage: localDiskStorage(filesDir), intervalMs: DAY, actionLogRetentionDays: null, webhookLogRetentionDays: 90, log: silent });
    try {
      expect(await runner.runOnce()).toMatchObject({ sessions: 0 });
    } finally {
      await runner.stop();
      await database.close();
    }
  });

  const server = process.env.DATABASE_URL;
  it.skipIf(!server)('on PostgreSQL works in one process at a time; another takes over when it stops', async () => {
    const fresh = await scratchDatabase(server ?? '', 'survey_test');
    const databases: Database[] = [];
    try {
      for (let i = 0; i < 2; i += 1) databases.push(await connectDatabase({ kind: 'postgres', url: fresh.url, max: 3 }));
      const [a, b] = databases.map((database) => startHousekeeping({ database, storage: localDiskStorage(filesDir), intervalMs: DAY, actionLogRetentionDays: null, webhookLogRetentionDays: 90, log: silent }));
      expect(await a!.runOnce()).not.toBeNull();
      expect(await b!.runOnce()).toBeNull();
      expect(await a!.runOnce()).not.toBeNull();
      await a!.stop();
      expect(await b!.runOnce()).not.toBeNull();
      await b!.stop();
    } finally {
      for (const database of databases) await database.close();
      await fresh.drop();
    }
  });
});
