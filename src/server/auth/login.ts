import { and, eq, ne, or, sql } from 'drizzle-orm';
import { ErrorCode } from '#core/api';
import { type SignInBody, UserStatus } from '#core/api';
import type { Db } from '#server/db/connect';
import { users } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { DomainError, accountLocked, tooManyRequests } from '#server/domain/domain-error';
import { consumeCaptcha } from './captcha';
import { clientNetwork } from './client-network';
import { type ThrottleKey, releaseSignInAttempt, reserveSignInAttempt } from './login-throttle';
import { throttlePolicies } from './login-throttle-policy';
import { verifyDummy, verifyPassword } from './password-hash';
import type { UserRow } from './session';
import { sha256 } from './tokens';
import { knownDeviceOf } from './trusted-device';

const loginFailed = () => new DomainError('unauthorized', ErrorCode.LoginFailed, { key: 'error.loginFailed' });

/** A typed username or e-mail as accounts are looked up and counted. */
export const accountName = (typed: string) => typed.trim().toLowerCase();

/** The account a username or e-mail names in the company (deleted ones excepted), or null. */
export async function findAccount(db: Db, companyId: number, name: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(and(
    eq(users.companyId, companyId),
    ne(users.status, UserStatus.Deleted),
    or(eq(sql`lower(${users.username})`, name), eq(sql`lower(${users.email})`, name)),
  )).limit(1);
  return user ?? null;
}

/**
 * What a limit per account counts: the user id when the account exists (its username and e-mail
 * share one budget), else the typed name, counted alike, so a limit says nothing about existence.
 */
export const accountKey = (companyId: number, name: string, user: UserRow | null) =>
  user ? `user:${user.id}` : `name:${companyId}:${sha256(name)}`;

/**
 * The limits this attempt counts on (docs/security.md). The account is the user id when it exists,
 * so its username and e-mail share one budget; else the typed name, counted alike, so replies and
 * timing say nothing about existence. A known device of the account meets only its own limit.
 */
function throttleKeys(actor: Actor, name: string, user: UserRow | null, knownDevice: string | null): ThrottleKey[] {
  const account = accountKey(actor.company.id, name, user);
  if (knownDevice) return [{ key: `device:${knownDevice}:${account}`, policy: throttlePolicies.knownDevice, startsOverOnSuccess: true }];
  const network = clientNetwork(actor.ip);
  return [
    { key: `account-address:${account}:${network}`, policy: throttlePolicies.accountAddress, startsOverOnSuccess: true },
    { key: `address:${network}`, policy: throttlePolicies.address, startsOverOnSuccess: false },
    { key: `account:${account}`, policy: throttlePolicies.accountUnknownDevices, startsOverOnSuccess: false },
  ];
}

/**
 * Captcha first (a wrong one costs no password budget), then the throttle, then the password.
 * Success gives the attempt back and clears this account's count from this address or device
 * (`deviceToken`: the browser's device cookie, if any).
 */
export async function authenticate(db: Db, actor: Actor, body: SignInBody, deviceToken: string | undefined): Promise<UserRow> {
  const companyId = actor.company.id;
  if (!(await consumeCaptcha(db, companyId, body.captchaId, body.captchaAnswer))) {
    throw new DomainError('bad-request', ErrorCode.CaptchaWrong, { key: 'error.captchaWrong' });
  }
  const name = accountName(body.username);
  const user = await findAccount(db, companyId, name);
  const keys = throttleKeys(actor, name, user, await knownDeviceOf(db, deviceToken, user?.id ?? null));
  const outcome = await reserveSignInAttempt(db, keys);
  if ('waitSeconds' in outcome) throw tooManyRequests(outcome.waitSeconds);
  const valid = user ? await verifyPassword(user.passwordHash, body.password) : (await verifyDummy(body.password), false);
  if (!user || !valid) throw loginFailed();
  await releaseSignInAttempt(db, outcome.reservation);
  if (user.status !== UserStatus.Active) throw accountLocked();
  return user;
}
