import { and, eq, gt } from 'drizzle-orm';
import { UserStatus } from '#core/api';
import { ErrorCode } from '#core/api';
import { INTEGRATION_CALLS_PER_MINUTE } from '#core/api';
import { reserveAttempt } from '#server/auth/rate-limit';
import { sha256 } from '#server/auth/tokens';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { integrateTokens, integrateUsers, users } from '#server/db/schema/index';
import { DomainError, tooManyRequests } from '#server/domain/domain-error';

const invalidToken = () => new DomainError('unauthorized', ErrorCode.Unauthorized, { key: 'error.integrationToken' });

export interface BearerAccount {
  /** the account's service user, who the call acts as */
  user: UserRow;
  accountId: number;
}

/**
 * A live token of an enabled account of the company whose service user is active: that account;
 * anything else is a 401 (never a fall back to the cookie). Each call is counted against the
 * account's per-minute limit.
 */
export async function bearerAccount(db: Db, companyId: number, token: string): Promise<BearerAccount> {
  if (token === '') throw invalidToken();
  const [row] = await db.select({ accountId: integrateUsers.id, companyId: integrateUsers.companyId, enabled: integrateUsers.enabled, user: users })
    .from(integrateTokens)
    .innerJoin(integrateUsers, eq(integrateUsers.id, integrateTokens.integrateUserId))
    .innerJoin(users, eq(users.id, integrateUsers.userId))
    .where(and(eq(integrateTokens.tokenHash, sha256(token)), gt(integrateTokens.expiresAt, new Date())))
    .limit(1);
  if (!row || !row.enabled || row.companyId !== companyId || row.user.status !== UserStatus.Active) throw invalidToken();
  const { wait } = await reserveAttempt(db, [{ key: `integration-calls:${row.accountId}`, max: INTEGRATION_CALLS_PER_MINUTE }], 60);
  if (wait !== null) throw tooManyRequests(wait);
  return { user: row.user, accountId: row.accountId };
}
