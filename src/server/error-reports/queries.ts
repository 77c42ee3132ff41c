import { type SQL, and, count, desc, eq, gte, lt, or } from 'drizzle-orm';
import { ErrorCode } from '#core/api';
import type { ErrorReportItem, ErrorReportList, ListErrorReportsQuery } from '#core/api';
import type { Db } from '#server/db/connect';
import { errorReports, forms, users } from '#server/db/schema/index';
import { displayName } from '#server/forms/form-view';
import { titleContains } from '#server/forms/title-search';
import { DomainError } from '#server/domain/domain-error';
import { vietnamDayStart } from '#core/time';

const DAY_MS = 24 * 3600 * 1000;

/** The report with its form (if it still exists) and the signed-in reporter's name. */
export function selectReports(db: Db, where: SQL | undefined) {
  return db.select({
    id: errorReports.id, content: errorReports.content, contact: errorReports.contact, status: errorReports.status,
    createdAt: errorReports.createdAt, updatedAt: errorReports.updatedAt,
    formId: forms.id, formTitle: forms.title, shortUrl: forms.shortUrl,
    reporterName: users.name, reporterUsername: users.username,
  }).from(errorReports)
    .leftJoin(forms, eq(forms.id, errorReports.formId))
    .leftJoin(users, eq(users.id, errorReports.reporterId))
    .where(where);
}

type ReportRow = Awaited<ReturnType<typeof selectReports>>[number];

export function toReportItem(r: ReportRow): ErrorReportItem {
  return {
    id: r.id, content: r.content, contact: r.contact, status: r.status === 1 ? 1 : 0,
    createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
    form: r.formId === null || r.formTitle === null || r.shortUrl === null ? null : { id: r.formId, title: r.formTitle, shortUrl: r.shortUrl },
    reporterName: r.reporterName === null || r.reporterUsername === null ? null : displayName({ name: r.reporterName, username: r.reporterUsername }),
  };
}

function filtersOf(companyId: number, query: ListErrorReportsQuery): SQL | undefined {
  return and(
    eq(errorReports.companyId, companyId),
    query.status === undefined ? undefined : eq(errorReports.status, query.status),
    query.formId === undefined ? undefined : eq(errorReports.formId, query.formId),
    query.search ? or(titleContains(errorReports.content, query.search), titleContains(errorReports.contact, query.search)) : undefined,
    query.from ? gte(errorReports.createdAt, vietnamDayStart(query.from)) : undefined,
    query.to ? lt(errorReports.createdAt, new Date(vietnamDayStart(query.to).getTime() + DAY_MS)) : undefined,
  );
}

/** One page of the company's error reports, newest first. */
export async function listErrorReports(db: Db, companyId: number, query: ListErrorReportsQuery): Promise<ErrorReportList> {
  const where = filtersOf(companyId, query);
  const [total] = await db.select({ n: count() }).from(errorReports).where(where);
  const rows = await selectReports(db, where)
    .orderBy(desc(errorReports.createdAt), desc(errorReports.id))
    .limit(query.pageSize).offset((query.page - 1) * query.pageSize);
  return { data: rows.map(toReportItem), totalData: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

export interface ReportCreated {
  id: number;
  duplicate: boolean;
}

/** The report already stored under this reportId: a replay from the device's queue. Another company's id is a conflict. */
export async function storedReport(db: Db, companyId: number, reportId: string): Promise<ReportCreated | null> {
  const [row] = await db.select({ id: errorReports.id, companyId: errorReports.companyId }).from(errorReports)
    .where(eq(errorReports.clientId, reportId)).limit(1);
  if (!row) return null;
  if (row.companyId !== companyId) throw new DomainError('conflict', ErrorCode.Conflict, { key: 'error.badRequest' });
  return { id: row.id, duplicate: true };
}
