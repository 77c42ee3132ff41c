import { type SQL, and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { ChartByDate } from '#core/api';
import { VIETNAM_UTC_OFFSET_HOURS, vietnamDate, vietnamDayStart } from '#core/time';
import { FormStatus } from '#core/forms';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { formUserPermissions, forms, responses } from '#server/db/schema/index';
import { actsAsOwner } from '#server/forms/form-permissions';
import { answeredAtSql } from './answer-filter';

const DAY_MS = 24 * 3600 * 1000;

/** The Vietnam calendar day of when a response was answered (a literal interval: GROUP BY repeats the expression). */
const answeredDaySql = sql<string>`to_char((${answeredAtSql} at time zone 'UTC') + ${sql.raw(`interval '${VIETNAM_UTC_OFFSET_HOURS} hours'`)}, 'YYYY-MM-DD')`;

/** The last `days` Vietnam days, oldest first, today included. */
export function lastVietnamDays(days: number, now = new Date()): string[] {
  const today = vietnamDayStart(vietnamDate(now)).getTime();
  return Array.from({ length: days }, (_, i) => vietnamDate(new Date(today + (i - days + 1) * DAY_MS)));
}

/** Responses of every live form of the company the user may read: all of them for an administrator, else owned or shared ones. */
export function readableResponses(user: UserRow, companyId: number): SQL {
  const live = and(eq(forms.companyId, companyId), ne(forms.status, FormStatus.Delete));
  const mine = or(
    eq(forms.ownerId, user.id),
    inArray(forms.id, sql`(select ${formUserPermissions.formId} from ${formUserPermissions} where ${formUserPermissions.userId} = ${user.id})`),
  );
  const readable = actsAsOwner(user) ? live : and(live, mine);
  return sql`${responses.formId} in (select ${forms.id} from ${forms} where ${readable})`;
}

/** Answers per Vietnam day over the last `days` days (days without answers included), one GROUP BY. */
export async function chartByDate(db: Db, scope: SQL, days: number, now = new Date()): Promise<ChartByDate> {
  const dates = lastVietnamDays(days, now);
  const since = vietnamDayStart(dates[0] ?? vietnamDate(now)).toISOString();
  const rows = await db.select({ day: answeredDaySql, n: sql<number>`count(*)::int`.mapWith(Number) }).from(responses)
    .where(and(scope, sql`${answeredAtSql} >= ${since}::timestamptz`)).groupBy(answeredDaySql);
  const counts = new Map(rows.map((row) => [row.day, row.n]));
  const series = dates.map((date) => ({ date, count: counts.get(date) ?? 0 }));
  return { days: series, total: series.reduce((sum, day) => sum + day.count, 0) };
}
