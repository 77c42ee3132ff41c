import { type SQL, and, asc, count, desc, eq, gte, lt, or } from 'drizzle-orm';
import type { ActionLogDetail, ActionLogItem, ActionLogList, ActionLogTypes, ListActionLogsQuery } from '#core/api';
import type { Db } from '#server/db/connect';
import { actionLogs, users } from '#server/db/schema/index';
import { titleContains } from '#server/forms/title-search';
import { notFound } from '#server/domain/domain-error';
import { vietnamDayStart } from '#core/time';

const DAY_MS = 24 * 3600 * 1000;

const itemColumns = {
  id: actionLogs.id, createdAt: actionLogs.createdAt, userName: actionLogs.userName,
  type: actionLogs.type, title: actionLogs.title, entity: actionLogs.entity, entityId: actionLogs.entityId, ip: actionLogs.ip,
  personId: users.id, personName: users.name, personUsername: users.username,
};

interface ItemRow {
  id: number; createdAt: Date; userName: string | null; type: string; title: string; entity: string; entityId: string | null; ip: string | null;
  /** null when the account is gone (left join) */
  personId: number | null; personName: string | null; personUsername: string | null;
}

function toItem(r: ItemRow): ActionLogItem {
  return {
    id: r.id, createdAt: r.createdAt.toISOString(),
    user: r.personId === null || r.personName === null || r.personUsername === null ? null : { id: r.personId, name: r.personName, username: r.personUsername },
    userName: r.userName, type: r.type, title: r.title, entity: r.entity, entityId: r.entityId, ip: r.ip,
  };
}

function filtersOf(companyId: number, query: ListActionLogsQuery): SQL | undefined {
  const person = query.user?.trim();
  return and(
    eq(actionLogs.companyId, companyId),
    query.userId === undefined ? undefined : eq(actionLogs.userId, query.userId),
    person ? or(titleContains(users.name, person), titleContains(users.username, person), titleContains(actionLogs.userName, person)) : undefined,
    query.type ? eq(actionLogs.type, query.type) : undefined,
    query.entity ? eq(actionLogs.entity, query.entity) : undefined,
    query.entityId ? eq(actionLogs.entityId, query.entityId) : undefined,
    query.from ? gte(actionLogs.createdAt, vietnamDayStart(query.from)) : undefined,
    query.to ? lt(actionLogs.createdAt, new Date(vietnamDayStart(query.to).getTime() + DAY_MS)) : undefined,
  );
}

/** One page of the company's records, newest first. */
export async function listActionLogs(db: Db, companyId: number, query: ListActionLogsQuery): Promise<ActionLogList> {
  const where = filtersOf(companyId, query);
  const [total] = await db.select({ n: count() }).from(actionLogs).leftJoin(users, eq(users.id, actionLogs.userId)).where(where);
  const rows = await db.select(itemColumns).from(actionLogs).leftJoin(users, eq(users.id, actionLogs.userId)).where(where)
    .orderBy(desc(actionLogs.createdAt), desc(actionLogs.id))
    .limit(query.pageSize).offset((query.page - 1) * query.pageSize);
  return { data: rows.map(toItem), totalData: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** One record of the company with its old and new data; another company's record is not found. */
export async function actionLogDetail(db: Db, companyId: number, id: number): Promise<ActionLogDetail> {
  const [row] = await db.select({ ...itemColumns, oldData: actionLogs.oldData, newData: actionLogs.newData })
    .from(actionLogs).leftJoin(users, eq(users.id, actionLogs.userId))
    .where(and(eq(actionLogs.id, id), eq(actionLogs.companyId, companyId)));
  if (!row) throw notFound();
  return { ...toItem(row), oldData: row.oldData ?? null, newData: row.newData ?? null };
}

export async function actionLogTypes(db: Db, companyId: number): Promise<ActionLogTypes> {
  const mine = eq(actionLogs.companyId, companyId);
  const types = await db.selectDistinct({ value: actionLogs.type }).from(actionLogs).where(mine).orderBy(asc(actionLogs.type));
  const entities = await db.selectDistinct({ value: actionLogs.entity }).from(actionLogs).where(mine).orderBy(asc(actionLogs.entity));
  return { types: types.map((r) => r.value), entities: entities.map((r) => r.value) };
}
