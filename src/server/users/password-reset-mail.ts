import { and, eq, isNull } from 'drizzle-orm';
import { randomToken, sha256 } from '#server/auth/tokens';
import type { Db } from '#server/db/connect';
import { otps } from '#server/db/schema/index';

/** the otps rows of mailed reset links */
export const RESET_PURPOSE = 'password-reset';
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
      .where(and(eq(otps.companyId, companyId), eq(otps.purpose, RESET_PURPOSE), eq(otps.target, String(userId)), isNull(otps.usedAt)));
    await tx.insert(otps).values({ companyId, purpose: RESET_PURPOSE, target: String(userId), codeHash: sha256(token), salt: '', expiresAt });
  });
  return { token, expiresAt };
}

export const resetLinkMail = (origin: string, token: string) => resetMail(`${origin}/reset-password?token=${encodeURIComponent(token)}`);
