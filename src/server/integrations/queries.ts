import { type SQL, and, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import { UserStatus } from '#core/api';
import type { IntegrationItem, IntegrationList, ListIntegrationsQuery } from '#core/api';
import type { Db } from '#server/db/connect';
import { integrateUsers, users } from '#server/db/schema/index';
import { titleContains } from '#server/forms/title-search';
import { notFound } from '#server/domain/domain-error';

/** the permission codes of the account's service user: its scope */
export const scopeOf = sql<string[]>`array(
  select p.code from user_permissions up join permissions p on p.id = up.permission_id
  where up.user_id = ${integrateUsers.userId} order by p.code)`;

const columns = {
  id: integrateUsers.id, name: integrateUsers.name, description: integrateUsers.description, clientId: integrateUsers.clientId,
  enabled: integrateUsers.enabled, lastUsedAt: integrateUsers.lastUsedAt, createdAt: integrateUsers.createdAt, scope: scopeOf,
};

interface Row { id: number; name: string; description: string | null; clientId: string; enabled: boolean; lastUsedAt: Date | null; createdAt: Date; scope: string[] }

const toItem = (r: Row): IntegrationItem => ({ ...r, lastUsedAt: r.lastUsedAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString() });

/** Accounts of the company that were not deleted (deleting marks the service user deleted). */
const live = (companyId: number, extra?: SQL) => and(eq(integrateUsers.companyId, companyId), ne(users.status, UserStatus.Deleted), extra);

export async function listIntegrations(db: Db, companyId: number, query: ListIntegrationsQuery): Promise<IntegrationList> {
  const search = query.search?.trim();
  const where = live(companyId, search
    ? or(titleContains(integrateUsers.name, search), titleContains(integrateUsers.clientId, search), titleContains(integrateUsers.description, search))
    : undefined);
  const [total] = await db.select({ n: count() }).from(integrateUsers).innerJoin(users, eq(users.id, integrateUsers.userId)).where(where);
  const rows = await db.select(columns).from(integrateUsers).innerJoin(users, eq(users.id, integrateUsers.userId)).where(where)
    .orderBy(desc(integrateUsers.createdAt), desc(integrateUsers.id))
    .limit(query.pageSize).offset((query.page - 1) * query.pageSize);
  return { data: rows.map(toItem), totalData: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** One live account of the company; another company's or a deleted one is not found. */
export async function getIntegration(db: Db, companyId: number, id: number): Promise<IntegrationItem> {
  const [row] = await db.select(columns).from(integrateUsers).innerJoin(users, eq(users.id, integrateUsers.userId))
    .where(live(companyId, eq(integrateUsers.id, id)));
  if (!row) throw notFound();
  return toItem(row);
}
