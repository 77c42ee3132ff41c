import type { FastifyRequest } from 'fastify';
import { and, eq, lt } from 'drizzle-orm';
import { UserStatus } from '#core/api';
import { ErrorCode } from '#core/api';
import { INTEGRATION_TOKEN_SECONDS, type IntegrationToken, type IntegrationTokenBody } from '#core/api';
import type { MessageKey } from '#core/i18n';
import { reserveAttempt } from '#server/auth/rate-limit';
import { randomToken, sha256 } from '#server/auth/tokens';
import type { Db } from '#server/db/connect';
import { integrateTokens, integrateUsers, users } from '#server/db/schema/index';
import { ApiError, tooManyRequests } from '#server/http/api-error';
import { secretMatches } from './credentials';

/** Token requests per client id per window, successful or not: each one costs an argon2 check. */
export const TOKEN_REQUESTS = { max: 20, windowSeconds: 15 * 60 } as const;

const refused = (key: MessageKey) => new ApiError(401, ErrorCode.Unauthorized, { key });

/**
 * Client credentials → a bearer token valid for an hour (only its sha256 is stored). An unknown
 * client id, one of another company, and a wrong secret are refused alike.
 */
export async function issueToken(db: Db, req: FastifyRequest, body: IntegrationTokenBody): Promise<IntegrationToken> {
  const { wait } = await reserveAttempt(db, [{ key: `integration-token:${body.clientId.toLowerCase()}`, max: TOKEN_REQUESTS.max }], TOKEN_REQUESTS.windowSeconds);
  if (wait !== null) throw tooManyRequests(wait);
  const [account] = await db.select({ id: integrateUsers.id, companyId: integrateUsers.companyId, secretHash: integrateUsers.secretHash, enabled: integrateUsers.enabled, status: users.status })
    .from(integrateUsers).innerJoin(users, eq(users.id, integrateUsers.userId)).where(eq(integrateUsers.clientId, body.clientId));
  const mine = account && account.companyId === req.company.id && account.status !== UserStatus.Deleted ? account : null;
  if (!(await secretMatches(mine?.secretHash ?? null, body.clientSecret)) || !mine) throw refused('error.integrationCredentials');
  if (!mine.enabled || mine.status !== UserStatus.Active) throw refused('error.integrationDisabled');
  const now = Date.now();
  await db.delete(integrateTokens).where(and(eq(integrateTokens.integrateUserId, mine.id), lt(integrateTokens.expiresAt, new Date(now))));
  const accessToken = randomToken();
  await db.insert(integrateTokens).values({ tokenHash: sha256(accessToken), integrateUserId: mine.id, expiresAt: new Date(now + INTEGRATION_TOKEN_SECONDS * 1000) });
  return { accessToken, tokenType: 'Bearer', expiresIn: INTEGRATION_TOKEN_SECONDS };
}
