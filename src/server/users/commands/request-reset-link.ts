import { ErrorCode, type ForgotPasswordBody, UserStatus } from '#core/api';
import { consumeCaptcha } from '#server/auth/captcha';
import { clientNetwork } from '#server/auth/client-network';
import { accountKey, accountName, findAccount } from '#server/auth/login';
import { reserveAttempt } from '#server/auth/rate-limit';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import type { Actor } from '#server/domain/actor';
import { DomainError, tooManyRequests } from '#server/domain/domain-error';
import type { Mailer } from '#server/mail/mailer';
import type { ServerSettings } from '#server/settings';
import { issueResetToken, resetLinkMail } from '../password-reset-mail';

export interface ResetLinkDelivery {
  mailer: Mailer;
  /** where the link points (PUBLIC_URL, or the request's origin outside production); null: not set */
  origin: string | null;
  settings: Pick<ServerSettings, 'passwordResetLimits' | 'production'>;
  log: { warn(message: string): void; error(details: object, message: string): void };
}

/** Issues and mails the link; runs after the reply, so its time and its failures say nothing to the caller. */
async function mailLink(db: Db, delivery: ResetLinkDelivery, user: UserRow, email: string, origin: string) {
  try {
    const { token } = await issueResetToken(db, user.companyId, user.id);
    await delivery.mailer.send({ to: email, ...resetLinkMail(origin, token) });
  } catch (error) {
    delivery.log.error({ err: error, userId: user.id }, 'password-reset link not sent');
  }
}

/**
 * forgot-password: captcha first, then the limits per account and per client network, then, for an
 * active account with an e-mail, a mailed single-use link (the one an administrator can send). The
 * reply is the same, and as fast, whether the account exists or not: the mail goes after it.
 */
export async function requestResetLink(db: Db, actor: Actor, delivery: ResetLinkDelivery, body: ForgotPasswordBody): Promise<void> {
  const companyId = actor.company.id;
  if (!(await consumeCaptcha(db, companyId, body.captchaId, body.captchaAnswer))) {
    throw new DomainError('bad-request', ErrorCode.CaptchaWrong, { key: 'error.captchaWrong' });
  }
  const name = accountName(body.username);
  const user = await findAccount(db, companyId, name);
  const { perAccount, perAddress, windowSeconds } = delivery.settings.passwordResetLimits;
  const reservation = await reserveAttempt(db, [
    { key: `reset:account:${accountKey(companyId, name, user)}`, max: perAccount },
    { key: `reset:address:${clientNetwork(actor.ip)}`, max: perAddress },
  ], windowSeconds);
  if (reservation.wait !== null) throw tooManyRequests(reservation.wait);
  const { origin, mailer } = delivery;
  const deliverable = origin !== null && (mailer.delivers || !delivery.settings.production);
  if (!deliverable) delivery.log.warn('PUBLIC_URL or SMTP_URL is not set: self-service password-reset links are not sent');
  if (!user?.email || user.status !== UserStatus.Active || !deliverable) return;
  void mailLink(db, delivery, user, user.email, origin);
}
