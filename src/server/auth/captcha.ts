import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import * as svgCaptcha from 'svg-captcha';
import type { CaptchaReply } from '#core/api';
import type { Db } from '#server/db/connect';
import { captchas } from '#server/db/schema/index';
import { randomToken, saltedHash, sameHex } from './tokens';

const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** The CommonJS module itself draws given text; its typings omit that. */
const drawText = (svgCaptcha as unknown as { default: (text: string, options?: object) => string }).default;
const normalise = (answer: string) => answer.trim().toLowerCase();

export async function issueCaptcha(db: Db, companyId: number, fixedAnswer: string | null): Promise<CaptchaReply> {
  const drawn = svgCaptcha.create({ size: 5, noise: 2, ignoreChars: '0oO1iIlL', color: false });
  const answer = fixedAnswer ?? drawn.text;
  const image = fixedAnswer === null ? drawn.data : drawText(fixedAnswer, { noise: 2 });
  const salt = randomToken(16);
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + CAPTCHA_TTL_MS);
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(Date.now() - CAPTCHA_TTL_MS)));
  await db.insert(captchas).values({ id, companyId, salt, answerHash: saltedHash(salt, normalise(answer)), expiresAt });
  return { captchaId: id, image, expiresAt: expiresAt.toISOString() };
}

/** Single use: any attempt consumes the captcha, right or wrong. */
export async function consumeCaptcha(db: Db, companyId: number, id: string, answer: string): Promise<boolean> {
  const [row] = await db.update(captchas).set({ used: true })
    .where(and(eq(captchas.id, id), eq(captchas.companyId, companyId), eq(captchas.used, false)))
    .returning();
  if (!row || row.expiresAt.getTime() < Date.now()) return false;
  return sameHex(row.answerHash, saltedHash(row.salt, normalise(answer)));
}

/**
 * Checks an answer without spending a right one: the statement that stores what the captcha
 * guards spends it, so a failure before that commit leaves it usable for the retry. A wrong answer
 * burns it in the same update that judges it, so a burst of guesses gets one judged.
 */
export async function checkCaptchaAnswer(db: Db, companyId: number, id: string, answer: string): Promise<boolean> {
  const [row] = await db.select({ salt: captchas.salt, expiresAt: captchas.expiresAt }).from(captchas)
    .where(and(eq(captchas.id, id), eq(captchas.companyId, companyId), eq(captchas.used, false))).limit(1);
  if (!row || row.expiresAt.getTime() < Date.now()) return false;
  const [judged] = await db.update(captchas).set({ used: sql`${captchas.answerHash} <> ${saltedHash(row.salt, normalise(answer))}` })
    .where(and(eq(captchas.id, id), eq(captchas.used, false)))
    .returning({ used: captchas.used });
  return judged?.used === false;
}

