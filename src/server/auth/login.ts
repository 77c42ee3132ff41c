import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '#core/api/envelope';
import { type SignInBody, UserStatus } from '#core/api/auth.contract';
import type { Db } from '#server/db/connect';
import { users } from '#server/db/schema/index';
import { ApiError, accountLocked } from '#server/http/api-error';
import type { ServerSettings } from '#server/settings';
import { consumeCaptcha } from './captcha';
import { verifyDummy, verifyPassword } from './password-hash';
import { refundAttempt, reserveAttempt } from './rate-limit';
import type { UserRow } from './session';

const loginFailed = () => new ApiError(401, ErrorCode.LoginFailed, { key: 'error.loginFailed' });

/** Counts the attempt, then checks limits, captcha and password; only a successful sign-in gives the attempt back. */
export async function authenticate(db: Db, req: FastifyRequest, body: SignInBody, settings: ServerSettings): Promise<UserRow> {
  const companyId = req.company.id;
  const { perAccount, perAddress, windowSeconds } = settings.loginLimits;
  const accountKey = `login:account:${companyId}:${body.username.toLowerCase()}`;
  const addressKey = `login:address:${req.ip}`;
  const { wait, windowStart } = await reserveAttempt(db, [{ key: accountKey, max: perAccount }, { key: addressKey, max: perAddress }], windowSeconds);
  if (wait !== null) {
    throw new ApiError(429, ErrorCode.TooManyRequests, { key: 'error.tooManyAttempts', values: { seconds: wait } }, undefined, {
      'retry-after': String(wait),
    });
  }
  if (!(await consumeCaptcha(db, companyId, body.captchaId, body.captchaAnswer))) {
    await refundAttempt(db, [accountKey], windowStart); // a wrong captcha says nothing about the account
    throw new ApiError(400, ErrorCode.CaptchaWrong, { key: 'error.captchaWrong' });
  }
  const name = body.username.toLowerCase();
  const [user] = await db.select().from(users).where(and(
    eq(users.companyId, companyId),
    ne(users.status, UserStatus.Deleted),
    or(eq(sql`lower(${users.username})`, name), eq(sql`lower(${users.email})`, name)),
  )).limit(1);
  const valid = user ? await verifyPassword(user.passwordHash, body.password) : (await verifyDummy(body.password), false);
  if (!user || !valid) throw loginFailed();
  await refundAttempt(db, [accountKey, addressKey], windowStart);
  if (user.status !== UserStatus.Active) throw accountLocked();
  return user;
}
