import type { FastifyRequest } from 'fastify';
import { and, eq, gt } from 'drizzle-orm';
import { UserStatus } from '#core/api';
import { ErrorCode } from '#core/api';
import { INTEGRATION_CALLS_PER_MINUTE } from '#core/api';
import { reserveAttempt } from '#server/auth/rate-limit';
import { sha256 } from '#server/auth/tokens';
import type { Db } from '#server/db/connect';
import { integrateTokens, integrateUsers, users } from '#server/db/schema/index';
import { ApiError, tooManyRequests } from '#server/http/api-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** the integration account behind a bearer request; null otherwise */
    integration: { accountId: number } | null;
  }
}

const invalidToken = () => new ApiError(401, ErrorCode.Unauthorized, { key: 'error.integrationToken' });

/**
 * A live token of an enabled account of the request's company whose service user is active makes
 * that service user `req.user`; anything else is a 401 (never a fall back to the cookie). Each
 * call is counted against the account's per-minute limit.
 */
export async function resolveBearer(db: Db, req: FastifyRequest, token: string): Promise<void> {
  if (token === '') throw invalidToken();
  const [row] = await db.select({ accountId: integrateUsers.id, companyId: integrateUsers.companyId, enabled: integrateUsers.enabled, user: users })
    .from(integrateTokens)
    .innerJoin(integrateUsers, eq(integrateUsers.id, integrateTokens.integrateUserId))
    .innerJoin(users, eq(users.id, integrateUsers.userId))
    .where(and(eq(integrateTokens.tokenHash, sha256(token)), gt(integrateTokens.expiresAt, new Date())))
    .limit(1);
  if (!row || !row.enabled || row.companyId !== req.company.id || row.user.status !== UserStatus.Active) throw invalidToken();
  const { wait } = await reserveAttempt(db, [{ key: `integration-calls:${row.accountId}`, max: INTEGRATION_CALLS_PER_MINUTE }], 60);
  if (wait !== null) throw tooManyRequests(wait);
  req.user = row.user;
  req.integration = { accountId: row.accountId };
}
