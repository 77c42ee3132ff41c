import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { oneRow } from '#server/db/one-row';
import { otps } from '#server/db/schema/index';
import { randomToken, saltedHash, sameHex } from '#server/auth/tokens';
import type { OtpChannel } from './otp-target';

export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_ATTEMPTS = 5;

export interface OtpKey {
  companyId: number;
  formId: number;
  channel: OtpChannel;
  target: string;
}

const purposeOf = (channel: OtpChannel) => `form-${channel}`;
const sameKey = (key: OtpKey) => and(
  eq(otps.companyId, key.companyId), eq(otps.purpose, purposeOf(key.channel)), eq(otps.target, key.target), eq(otps.formId, key.formId),
);

/** Seconds before another code may be sent to this target, or 0. */
export async function resendWait(db: Db, key: OtpKey, now = Date.now()): Promise<number> {
  const [last] = await db.select({ createdAt: otps.createdAt }).from(otps)
    .where(and(sameKey(key), gt(otps.createdAt, new Date(now - OTP_RESEND_SECONDS * 1000))))
    .orderBy(desc(otps.createdAt)).limit(1);
  if (!last) return 0;
  return Math.max(1, Math.ceil((last.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - now) / 1000));
}

/** A new 6-digit code, stored salted and hashed; earlier unused codes for the same target stop working. */
export async function issueOtp(db: Db, key: OtpKey): Promise<{ id: number; code: string }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomToken(16);
  return db.transaction(async (tx) => {
    await tx.update(otps).set({ usedAt: new Date() }).where(and(sameKey(key), isNull(otps.usedAt)));
    await tx.delete(otps).where(lt(otps.expiresAt, new Date(Date.now() - 24 * 3600 * 1000)));
    const row = oneRow(await tx.insert(otps).values({
      companyId: key.companyId, purpose: purposeOf(key.channel), target: key.target, formId: key.formId,
      codeHash: saltedHash(salt, code), salt, expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
    }).returning({ id: otps.id }), 'one-time code');
    return { id: row.id, code };

  });
}

/** When the code could not be sent, it must not count as sent (the resend wait). */
export async function dropOtp(db: Db, id: number): Promise<void> {
  await db.delete(otps).where(eq(otps.id, id));
}

/**
 * True once for the right code: every try counts first (at most OTP_MAX_ATTEMPTS per code, also
 * under parallel tries), and the code is spent by a guarded update, so it works a single time.
 */
export async function useOtp(db: Db, key: OtpKey, code: string): Promise<boolean> {
  const [live] = await db.select({ id: otps.id }).from(otps)
    .where(and(sameKey(key), isNull(otps.usedAt), gt(otps.expiresAt, new Date())))
    .orderBy(desc(otps.id)).limit(1);
  if (!live) return false;
  const [counted] = await db.update(otps).set({ attempts: sql`${otps.attempts} + 1` })
    .where(and(eq(otps.id, live.id), isNull(otps.usedAt), lt(otps.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ salt: otps.salt, codeHash: otps.codeHash });
  if (!counted || !sameHex(counted.codeHash, saltedHash(counted.salt, code))) return false;
  const [spent] = await db.update(otps).set({ usedAt: new Date() })
    .where(and(eq(otps.id, live.id), isNull(otps.usedAt))).returning({ id: otps.id });
  return spent !== undefined;
}
