import type { Language } from '#core/constants';
import type { UserRow } from '#server/auth/session';
import type { companies } from '#server/db/schema/index';
import { unauthorized } from './domain-error';

export type CompanyRow = typeof companies.$inferSelect;

/**
 * Who asks, built once per request (http/actor.ts) and handed to use-cases instead of the request:
 * the tenant, the signed-in user (null for visitors) and the integration account it acts for, the
 * client's address and language.
 */
export interface Actor {
  readonly company: CompanyRow;
  /** the signed-in, active user or integration account; null for visitors */
  readonly user: UserRow | null;
  /** the integration account whose service user `user` is, when its bearer token signed the call in; else null */
  readonly integration: { readonly accountId: number } | null;
  /** the client's network address, as the trusted proxies report it */
  readonly ip: string;
  /** the language of the caller's messages */
  readonly language: Language;
}

/** The signed-in user, or an unauthorized refusal. */
export function signedInUser(actor: Pick<Actor, 'user'>): UserRow {
  if (!actor.user) throw unauthorized();
  return actor.user;
}
