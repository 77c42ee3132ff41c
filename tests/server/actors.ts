import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { UserRole } from '#core/api';
import { randomToken, sha256 } from '#server/auth/tokens';
import { integrateTokens, integrateUsers, users } from '#server/db/schema/index';
import { and, eq } from 'drizzle-orm';
import { type TestApp, createUser, grantPermissionCode, otherCompanyUser, signIn } from './helpers';

/** The actors of the people-and-access matrices (issue 6). */
export type ActorName = 'system' | 'administrator' | 'manager' | 'plain' | 'outsider' | 'integration' | 'anonymous';
export const actorNames: readonly ActorName[] = ['system', 'administrator', 'manager', 'plain', 'outsider', 'integration', 'anonymous'];

export interface Actor {
  name: ActorName;
  /** the user row behind the actor (the integration account's service user); null for anonymous */
  userId: number | null;
  /** sends a request as this actor: cookie or bearer token, and the actor's x-company-id */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export interface Cast {
  actors: Record<ActorName, Actor>;
  /** a plain user managed by the manager (users.manager_id) */
  managedUserId: number;
}

const PASSWORD = 'Actor-Pass1';

/**
 * system = the bootstrap `admin` (isSystem); administrator = role 2 of the same company;
 * manager = a plain user who manages `managedUserId`; outsider = a user of another company;
 * integration = an integration account (service user + bearer token) holding `integrationCodes`.
 */
export async function castActors(t: TestApp, prefix = '', integrationCodes: readonly string[] = []): Promise<Cast> {
  const administrator = await createUser(t, { username: `${prefix}administrator`, password: PASSWORD, role: UserRole.Administrator });
  const manager = await createUser(t, { username: `${prefix}manager`, password: PASSWORD });
  const managed = await createUser(t, { username: `${prefix}managed`, password: PASSWORD });
  await t.db.update(users).set({ managerId: manager.id }).where(eq(users.id, managed.id));
  const plain = await createUser(t, { username: `${prefix}plain`, password: PASSWORD });
  const outsider = await otherCompanyUser(t, `${prefix}outsider`);
  const [systemRow] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const integration = await integrationActor(t, `${prefix}integration`, integrationCodes);

  const withCookie = (cookie: string | undefined, headers = t.headers()) => (options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...headers, ...(cookie ? { cookie } : {}), ...(options.headers as Record<string, string> | undefined) } });
  const actor = (name: ActorName, userId: number | null, request: Actor['request']): Actor => ({ name, userId, request });
  return {
    managedUserId: managed.id,
    actors: {
      system: actor('system', systemRow!.id, withCookie(await signIn(t))),
      administrator: actor('administrator', administrator.id, withCookie(await signIn(t, administrator.username, PASSWORD))),
      manager: actor('manager', manager.id, withCookie(await signIn(t, manager.username, PASSWORD))),
      plain: actor('plain', plain.id, withCookie(await signIn(t, plain.username, PASSWORD))),
      outsider: actor('outsider', null, withCookie(outsider.cookie, outsider.headers)),
      integration: actor('integration', integration.userId, withCookie(undefined, t.headers({ authorization: `Bearer ${integration.token}` }))),
      anonymous: actor('anonymous', null, withCookie(undefined)),
    },
  };
}

/**
 * An administrator (role 2) of another company, signed in there: a company's administrator is
 * nobody in the others (issue 13: giving a company its first administrator is a system user's call).
 */
export async function foreignAdministrator(t: TestApp, username: string) {
  const other = await otherCompanyUser(t, username);
  await t.db.update(users).set({ role: UserRole.Administrator }).where(and(eq(users.companyId, other.companyId), eq(users.username, username)));
  return { ...other, request: (options: InjectOptions) => t.app.inject({ ...options, headers: { ...other.headers, cookie: other.cookie, ...(options.headers as Record<string, string> | undefined) } }) };
}

/**
 * An integration account straight in the tables, as /v1/IntegrateUser makes one: a service user
 * holding the scoped codes and a bearer token stored as its sha256.
 */
export async function integrationActor(t: TestApp, name: string, codes: readonly string[]) {
  const service = await createUser(t, { username: `integration:${name}`, password: randomUUID() });
  for (const code of codes) await grantPermissionCode(t, service.id, code);
  const [account] = await t.db.insert(integrateUsers).values({
    companyId: t.companyId, name, clientId: `client-${name}`, secretHash: 'unused', userId: service.id,
  }).returning();
  const token = randomToken();
  await t.db.insert(integrateTokens).values({ tokenHash: sha256(token), integrateUserId: account!.id, expiresAt: new Date(Date.now() + 3600_000) });
  return { userId: service.id, accountId: account!.id, token };
}
