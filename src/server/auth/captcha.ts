import { randomUUID } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { and, eq, lt } from 'drizzle-orm';
import type { CaptchaReply } from '#core/api';
import { decodeCaptchaPayload } from '#core/captcha';
import type { Db } from '#server/db/connect';
import { captchas } from '#server/db/schema/index';
import { randomToken } from './tokens';

const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/**
 * A new ALTCHA proof-of-work challenge (docs/security.md "Captcha"): the derived key of the answer
 * must start with `difficulty` zero hex digits (16^difficulty hashes on average). Each challenge is
 * signed with its own HMAC secret kept in its row (`salt`), so any server process sharing the
 * database can judge it, no key needs configuring, and a spent or purged row judges nothing.
 */
export async function issueCaptcha(db: Db, companyId: number, difficulty: number): Promise<CaptchaReply> {
  const id = randomUUID();
  const secret = randomToken(32);
  const expiresAt = new Date(Date.now() + CAPTCHA_TTL_MS);
  const challenge = await createChallenge({
    algorithm: 'SHA-256', cost: 1, deriveKey, keyPrefix: '0'.repeat(difficulty), expiresAt, hmacSignatureSecret: secret,
  });
  const signature = challenge.signature ?? '';
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(Date.now() - CAPTCHA_TTL_MS)));
  await db.insert(captchas).values({ id, companyId, salt: secret, answerHash: signature, expiresAt });
  return { captchaId: id, challenge: { parameters: { ...challenge.parameters, algorithm: 'SHA-256' }, signature }, expiresAt: expiresAt.toISOString() };
}

interface CaptchaRow { salt: string; answerHash: string; expiresAt: Date }

/** Whether `answer` is a solution of the challenge of this row, unexpired and unaltered. */
async function solves(row: CaptchaRow, answer: string): Promise<boolean> {
  const payload = decodeCaptchaPayload(answer);
  if (!payload || row.expiresAt.getTime() < Date.now() || payload.challenge.signature !== row.answerHash) return false;
  const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: row.salt });
  return result.verified;
}

/** Single use: any attempt consumes the captcha, right or wrong. */
export async function consumeCaptcha(db: Db, companyId: number, id: string, answer: string): Promise<boolean> {
  const [row] = await db.update(captchas).set({ used: true })
    .where(and(eq(captchas.id, id), eq(captchas.companyId, companyId), eq(captchas.used, false)))
    .returning();
  return row ? solves(row, answer) : false;
}

/**
 * Checks an answer without spending a right one: the statement that stores what the captcha
 * guards spends it, so a failure before that commit leaves it usable for the retry. A wrong
 * answer burns it.
 */
export async function checkCaptchaAnswer(db: Db, companyId: number, id: string, answer: string): Promise<boolean> {
  const unspent = and(eq(captchas.id, id), eq(captchas.companyId, companyId), eq(captchas.used, false));
  const [row] = await db.select({ salt: captchas.salt, answerHash: captchas.answerHash, expiresAt: captchas.expiresAt }).from(captchas)
    .where(unspent).limit(1);
  if (!row) return false;
  if (await solves(row, answer)) return true;
  await db.update(captchas).set({ used: true }).where(unspent);
  return false;
}
