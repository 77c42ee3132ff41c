import { and, eq, gt, isNull } from 'drizzle-orm';
import { ErrorCode, UserStatus } from '#core/api';
import { sha256 } from '#server/auth/tokens';
import type { Db } from '#server/db/connect';
import { otps } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { DomainError } from '#server/domain/domain-error';
import { RESET_PURPOSE } from '../password-reset-mail';
import { findUserRow, personOf } from '../queries';
import { writePassword } from '../user-passwords';

const linkInvalid = () => new DomainError('bad-request', ErrorCode.BadRequest, { key: 'error.resetLinkInvalid' });

/** reset-password-by-token: consumes the link (atomically, once) and sets the new password. */
export async function resetByToken(db: Db, actor: Actor, token: string, password: string): Promise<void> {
  const companyId = actor.company.id;
  await db.transaction(async (tx) => {
    const [used] = await tx.update(otps).set({ usedAt: new Date() })
      .where(and(eq(otps.companyId, companyId), eq(otps.purpose, RESET_PURPOSE), eq(otps.codeHash, sha256(token)), isNull(otps.usedAt), gt(otps.expiresAt, new Date())))
      .returning({ target: otps.target });
    if (!used) throw linkInvalid();
    const user = await findUserRow(tx, personOf(companyId, Number(used.target))).catch(() => null);
    if (!user || user.status === UserStatus.Deleted) throw linkInvalid();
    await writePassword(tx, actor, user, password, 'mail-link');
  });
}
