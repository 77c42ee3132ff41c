import type { FastifyRequest } from 'fastify';
import { ErrorCode, type ForgotPasswordBody, UserStatus } from '#core/api';
import { consumeCaptcha } from '#server/auth/captcha';
import { clientNetwork } from '#server/auth/client-network';
import { accountKey, accountName, findAccount } from '#server/auth/login';
import { reserveAttempt } from '#server/auth/rate-limit';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { ApiError, tooManyRequests } from '#server/http/api-error';
import type { Mailer } from '#server/mail/mailer';
import { issueResetToken, resetLinkMail } from './password-reset-mail';

/**
 * Where a self-service link points: PUBLIC_URL. Anyone can send any Host header to this call, so the
 * request's own origin is used only outside production (a link to an attacker's host would hand
 * them the token).
 */
function linkOrigin(req: FastifyRequest): string | null {
  const { publicUrl, production } = req.server.settings;
  return publicUrl ?? (production ? null : `${req.protocol}://${req.host}`);
}

/** Issues and mails the link; runs after the reply, so its time and its failures say nothing to the caller. */
async function mailLink(db: Db, req: FastifyRequest, mailer: Mailer, user: UserRow, email: string, origin: string) {
  try {
    const { token } = await issueResetToken(db, user.companyId, user.id);
    await mailer.send({ to: email, ...resetLinkMail(origin, token) });
  } catch (error) {
    req.log.error({ err: error, userId: user.id }, 'password-reset link not sent');
  }
}

/**
 * forgot-password: captcha first, then the limits per account and per client network, then, for an
 * active account with an e-mail, a mailed single-use link (the one an administrator can send). The
 * reply is the same, and as fast, whether the account exists or not: the mail goes after it.
 */
export async function requestResetLink(db: Db, req: FastifyRequest, mailer: Mailer, body: ForgotPasswordBody): Promise<void> {
  const companyId = req.company.id;
  if (!(await consumeCaptcha(db, companyId, body.captchaId, body.captchaAnswer))) {
    throw new ApiError(400, ErrorCode.CaptchaWrong, { key: 'error.captchaWrong' });
  }
  const name = accountName(body.username);
  const user = await findAccount(db, companyId, name);
  const { perAccount, perAddress, windowSeconds } = req.server.settings.passwordResetLimits;
  const reservation = await reserveAttempt(db, [
    { key: `reset:account:${accountKey(companyId, name, user)}`, max: perAccount },
    { key: `reset:address:${clientNetwork(req.ip)}`, max: perAddress },
  ], windowSeconds);
  if (reservation.wait !== null) throw tooManyRequests(reservation.wait);
  const origin = linkOrigin(req);
  const deliverable = origin !== null && (mailer.delivers || !req.server.settings.production);
  if (!deliverable) req.log.warn('PUBLIC_URL or SMTP_URL is not set: self-service password-reset links are not sent');
  if (!user?.email || user.status !== UserStatus.Active || !deliverable) return;
  void mailLink(db, req, mailer, user, user.email, origin);
}
