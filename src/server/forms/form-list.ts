import { type SQL, and, asc, count, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { FormAccess } from '#core/forms';
import type { ListFormsQuery } from '#core/api';
import { FormStatus, type FormStatusValue, type FormSummary } from '#core/forms';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { formUserPermissions, forms, responses, users } from '#server/db/schema/index';
import { FormShare } from './form-access';
import { actsAsOwner } from './form-permissions';
import { displayName } from './form-view';
import { titleContains } from './title-search';

/** mine: list; shared: list-share; all: list-all; managed: list-by-manager; awaiting: awaiting-review. */
export type ListScope = 'mine' | 'shared' | 'all' | 'managed' | 'awaiting';

const responseCountSql = sql<number>`(select count(*) from ${responses} where ${responses.formId} = ${forms.id})`.mapWith(Number);

function scopeFilter(scope: ListScope, user: UserRow): SQL | undefined {
  switch (scope) {
    case 'mine': return eq(forms.ownerId, user.id);
    case 'shared': return isNotNull(formUserPermissions.userId);
    case 'managed': return eq(users.managerId, user.id);
    case 'awaiting': return eq(forms.status, FormStatus.AwaitingReview);
    case 'all': return undefined;
  }
}

function sortColumn(sort: ListFormsQuery['sort']) {
  switch (sort) {
    case 'createdAt': return forms.createdAt;
    case 'title': return sql`lower(${forms.title})`;
    case 'responseCount': return responseCountSql;
    case 'updatedAt': return forms.updatedAt;
  }
}

function accessOf(user: UserRow, ownerId: number, permission: number | null): FormAccess {
  if (ownerId === user.id || actsAsOwner(user)) return 'owner';
  return permission === FormShare.Editor ? 'editor' : 'viewer';
}

/**
 * One page of summaries of the company's live forms (never deleted ones) in a scope, with owner
 * name, response count and the caller's access worked out in SQL; the caller checks who may ask.
 */
export async function listForms(db: Db, user: UserRow, scope: ListScope, query: ListFormsQuery) {
  const where = and(
    eq(forms.companyId, user.companyId),
    ne(forms.status, FormStatus.Delete),
    scopeFilter(scope, user),
    query.status === undefined ? undefined : eq(forms.status, query.status),
    query.search ? titleContains(forms.title, query.search) : undefined,
  );
  const ownerJoin = eq(users.id, forms.ownerId);
  const shareJoin = and(eq(formUserPermissions.formId, forms.id), eq(formUserPermissions.userId, user.id));
  const [total] = await db.select({ n: count() }).from(forms)
    .innerJoin(users, ownerJoin).leftJoin(formUserPermissions, shareJoin).where(where);
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await db.select({
    id: forms.id, title: forms.title, status: forms.status, version: forms.version, shortUrl: forms.shortUrl,
    createdAt: forms.createdAt, updatedAt: forms.updatedAt, ownerId: forms.ownerId,
    ownerName: users.name, ownerUsername: users.username, permission: formUserPermissions.permission,
    responseCount: responseCountSql,
  }).from(forms)
    .innerJoin(users, ownerJoin).leftJoin(formUserPermissions, shareJoin).where(where)
    .orderBy(direction(sortColumn(query.sort)), direction(forms.id))
    .limit(query.pageSize).offset((query.page - 1) * query.pageSize);
  const data: FormSummary[] = rows.map((r) => ({
    id: r.id, title: r.title, status: r.status as FormStatusValue, version: r.version, shortUrl: r.shortUrl,
    responseCount: r.responseCount, updatedAt: r.updatedAt.toISOString(), createdAt: r.createdAt.toISOString(),
    ownerId: r.ownerId, ownerName: displayName({ name: r.ownerName, username: r.ownerUsername }),
    access: accessOf(user, r.ownerId, r.permission),
  }));
  return { data, totalData: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}
