import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { respondentVerifications } from '#server/db/schema/index';
import { randomToken, sha256 } from '#server/auth/tokens';
import type { OtpKey } from './otp-store';
import type { OtpChannel } from './otp-target';

export const VERIFICATION_TTL_MS = 24 * 3600 * 1000;

/** The proof handed to the page after a right code; only its sha256 is stored. */
export async function issueVerification(db: Db, key: OtpKey): Promise<{ verificationToken: string; expiresAt: string }> {
  const token = randomToken(32);
  const expiresAt = new Date(Date.now() + VERIFICATION_TTL_MS);
  await db.delete(respondentVerifications).where(lt(respondentVerifications.expiresAt, new Date(Date.now() - 30 * 24 * 3600 * 1000)));
  await db.insert(respondentVerifications).values({
    tokenHash: sha256(token), companyId: key.companyId, formId: key.formId, channel: key.channel, target: key.target, expiresAt,
  });
  return { verificationToken: token, expiresAt: expiresAt.toISOString() };
}

export interface Verified {
  target: string;
  expiresAt: Date;
  /** the response this proof already stands for, or null while unused */
  responseId: string | null;
}

/** The verified address behind a token of this form and channel, or null; expiry is the caller's call. */
export async function findVerification(db: Db, companyId: number, formId: number, channel: OtpChannel, token: string): Promise<Verified | null> {
  const [row] = await db.select({
    target: respondentVerifications.target, expiresAt: respondentVerifications.expiresAt, responseId: respondentVerifications.responseId,
  })
    .from(respondentVerifications)
    .where(and(
      eq(respondentVerifications.tokenHash, sha256(token)), eq(respondentVerifications.companyId, companyId),
      eq(respondentVerifications.formId, formId), eq(respondentVerifications.channel, channel),
    )).limit(1);
  return row ?? null;
}
