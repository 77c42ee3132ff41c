import { and, eq, lt } from 'drizzle-orm';
import { UserStatus } from '#core/api';
import { ErrorCode } from '#core/api';
import { INTEGRATION_TOKEN_SECONDS, type IntegrationToken, type IntegrationTokenBody } from '#core/api';
import type { MessageKey } from '#core/i18n';
import { clientNetwork } from '#server/auth/client-network';
import { releaseSignInAttempt, reserveSignInAttempt } from '#server/auth/login-throttle';
import { throttlePolicies } from '#server/auth/login-throttle-policy';
import { reserveAttempt } from '#server/auth/rate-limit';
import { randomToken, sha256 } from '#server/auth/tokens';
import type { Db } from '#server/db/connect';
import { integrateTokens, integrateUsers, users } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { DomainError, tooManyRequests } from '#server/domain/domain-error';
import { secretMatches } from '../credentials';
import { scopeOf } from '../queries';

/** Token requests per client id per window, successful or not: each one costs an argon2 check. */
export const TOKEN_REQUESTS = { max: 20, windowSeconds: 15 * 60 } as const;

/** Why no token was issued; each call answers it in its own format. */
export type TokenRefusal =
  | { refused: 'throttled'; waitSeconds: number }
  | { refused: 'credentials' }
  | { refused: 'disabled' }
  | { refused: 'scope' };

export interface TokenGranted {
  token: IntegrationToken;
  /** the permission codes the token acts with: the account's whole scope */
  scope: string[];
}

/** Who asks for a token: the tenant it names and the address it comes from. */
type Caller = Pick<Actor, 'company' | 'ip'>;

/** Failed client authentications from one address, over every client id (the sign-in throttle's buckets). */
const addressKey = (caller: Caller) => ({
  key: `integration-address:${clientNetwork(caller.ip)}`, policy: throttlePolicies.integrationAddress, startsOverOnSuccess: false,
});

async function findAccount(db: Db, caller: Caller, clientId: string) {
  const [account] = await db.select({
    id: integrateUsers.id, companyId: integrateUsers.companyId, secretHash: integrateUsers.secretHash, enabled: integrateUsers.enabled,
    status: users.status, scope: scopeOf,
  }).from(integrateUsers).innerJoin(users, eq(users.id, integrateUsers.userId)).where(eq(integrateUsers.clientId, clientId));
  return account?.companyId === caller.company.id && account.status !== UserStatus.Deleted ? account : null;
}

async function storeToken(db: Db, accountId: number): Promise<IntegrationToken> {
  const now = Date.now();
  await db.delete(integrateTokens).where(and(eq(integrateTokens.integrateUserId, accountId), lt(integrateTokens.expiresAt, new Date(now))));
  const accessToken = randomToken();
  await db.insert(integrateTokens).values({ tokenHash: sha256(accessToken), integrateUserId: accountId, expiresAt: new Date(now + INTEGRATION_TOKEN_SECONDS * 1000) });
  return { accessToken, tokenType: 'Bearer', expiresIn: INTEGRATION_TOKEN_SECONDS };
}

/**
 * Client credentials → a bearer token valid for an hour (only its sha256 is stored): the one
 * implementation behind both token calls. An unknown client id, one of another company, and a
 * wrong secret are refused alike. Counted per client id (every request) and per address (failed
 * authentications only: a right secret gives its attempt back). `wantedScope` must lie within the
 * account's scope (case-insensitive); the token always carries the whole scope.
 */
export async function grantToken(db: Db, caller: Caller, credentials: IntegrationTokenBody, wantedScope: readonly string[] = []): Promise<TokenGranted | TokenRefusal> {
  const perClient = await reserveAttempt(db, [{ key: `integration-token:${credentials.clientId.toLowerCase()}`, max: TOKEN_REQUESTS.max }], TOKEN_REQUESTS.windowSeconds);
  if (perClient.wait !== null) return { refused: 'throttled', waitSeconds: perClient.wait };
  const perAddress = await reserveSignInAttempt(db, [addressKey(caller)]);
  if ('waitSeconds' in perAddress) return { refused: 'throttled', waitSeconds: perAddress.waitSeconds };
  const account = await findAccount(db, caller, credentials.clientId);
  if (!(await secretMatches(account?.secretHash ?? null, credentials.clientSecret)) || !account) return { refused: 'credentials' };
  await releaseSignInAttempt(db, perAddress.reservation);
  if (!account.enabled || account.status !== UserStatus.Active) return { refused: 'disabled' };
  const held = new Set(account.scope.map((code) => code.toLowerCase()));
  if (wantedScope.some((code) => !held.has(code.toLowerCase()))) return { refused: 'scope' };
  return { token: await storeToken(db, account.id), scope: account.scope };
}

const refused = (key: MessageKey) => new DomainError('unauthorized', ErrorCode.Unauthorized, { key });

/** POST /api/v1/IntegrateUser/token: the same grant, answered in the envelope. */
export async function issueToken(db: Db, actor: Actor, body: IntegrationTokenBody): Promise<IntegrationToken> {
  const outcome = await grantToken(db, actor, body);
  if ('token' in outcome) return outcome.token;
  switch (outcome.refused) {
    case 'throttled': throw tooManyRequests(outcome.waitSeconds);
    case 'disabled': throw refused('error.integrationDisabled');
    default: throw refused('error.integrationCredentials');
  }
}
