import type { FastifyRequest } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { ErrorCode } from '#core/api';
import { UserStatus } from '#core/api';
import type { UserRow } from '#server/auth/session';
import { randomToken, sha256 } from '#server/auth/tokens';
import type { Db } from '#server/db/connect';
import { otps } from '#server/db/schema/index';
import { ApiError, validationError } from '#server/http/api-error';
import type { Mailer } from '#server/mail/mailer';
import { guardTarget } from './user-guards';
import { findUserRow, personOf } from './user-query';
import { writePassword } from './user-passwords';

const PURPOSE = 'password-reset';
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

function resetMail(link: string) {
  return {
    subject: 'Đặt lại mật khẩu / Reset your password',
    text: `Mở liên kết sau để đặt mật khẩu mới (có hiệu lực 60 phút, dùng một lần):\n${link}\n\n`
      + `Open this link to set a new password (valid 60 minutes, single use):\n${link}\n`,
  };
}

/**
 * A new single-use link for this user, valid one hour: only the token's sha256 is stored, and the
 * user's earlier links become void. Returns the token (for the mail) and when it expires.
 */
export async function issueResetToken(db: Db, companyId: number, userId: number) {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + RESET_LINK_TTL_MS);
  await db.transaction(async (tx) => {
    await tx.update(otps).set({ usedAt: new Date() })
      .where(and(eq(otps.companyId, companyId), eq(otps.purpose, PURPOSE), eq(otps.target, String(userId)), isNull(otps.usedAt)));
    await tx.insert(otps).values({ companyId, purpose: PURPOSE, target: String(userId), codeHash: sha256(token), salt: '', expiresAt });
  });
  return { token, expiresAt };
}

export const resetLinkMail = (origin: string, token: string) => resetMail(`${origin}/reset-password?token=${encodeURIComponent(token)}`);

/** {id}/update-password-email: an administrator mails a user a reset link (issueResetToken). */
export async function mailResetLink(db: Db, req: FastifyRequest, actor: UserRow, mailer: Mailer, userId: number) {
  const companyId = req.company.id;
  const target = await findUserRow(db, personOf(companyId, userId));
  guardTarget(actor, target);
  if (!target.email) throw validationError([{ field: 'email', key: 'error.noEmail' }]);
  const { token, expiresAt } = await issueResetToken(db, companyId, userId);
  const origin = req.server.settings.publicUrl ?? `${req.protocol}://${req.host}`;
  await mailer.send({ to: target.email, ...resetLinkMail(origin, token) });
  return { sentTo: target.email, expiresAt: expiresAt.toISOString() };
}

const linkInvalid = () => new ApiError(400, ErrorCode.BadRequest, { key: 'error.resetLinkInvalid' });

/** reset-password-by-token: consumes the link (atomically, once) and sets the new password. */
export async function resetByToken(db: Db, req: FastifyRequest, token: string, password: string): Promise<void> {
  const companyId = req.company.id;
  await db.transaction(async (tx) => {
    const [used] = await tx.update(otps).set({ usedAt: new Date() })
      .where(and(eq(otps.companyId, companyId), eq(otps.purpose, PURPOSE), eq(otps.codeHash, sha256(token)), isNull(otps.usedAt), gt(otps.expiresAt, new Date())))
      .returning({ target: otps.target });
    if (!used) throw linkInvalid();
    const user = await findUserRow(tx, personOf(companyId, Number(used.target))).catch(() => null);
    if (!user || user.status === UserStatus.Deleted) throw linkInvalid();
    await writePassword(tx, req, user, password, 'mail-link');
  });
}
