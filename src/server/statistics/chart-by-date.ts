import { type SQL, and, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { ChartByDate } from '#core/api';
import { vietnamDate, vietnamDayStart } from '#core/time';
import { FormStatus } from '#core/forms';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { formUserPermissions, forms, statisticsBuckets as buckets } from '#server/db/schema/index';
import { actsAsOwner } from '#server/forms/form-permissions';
import { countedBuckets } from './bucket-rows';

const DAY_MS = 24 * 3600 * 1000;

/** The last `days` Vietnam days, oldest first, today included. */
export function lastVietnamDays(days: number, now = new Date()): string[] {
  const today = vietnamDayStart(vietnamDate(now)).getTime();
  return Array.from({ length: days }, (_, i) => vietnamDate(new Date(today + (i - days + 1) * DAY_MS)));
}

/** The ids of every live form of the company the user may read: all of them for an administrator, else owned or shared ones (a subquery). */
export function readableFormIds(user: UserRow, companyId: number): SQL {
  const live = and(eq(forms.companyId, companyId), ne(forms.status, FormStatus.Delete));
  const mine = or(
    eq(forms.ownerId, user.id),
    inArray(forms.id, sql`(select ${formUserPermissions.formId} from ${formUserPermissions} where ${formUserPermissions.userId} = ${user.id})`),
  );
  const readable = actsAsOwner(user) ? live : and(live, mine);
  return sql`select ${forms.id} from ${forms} where ${readable}`;
}

/**
 * Answers per Vietnam day over the last `days` days (days without answers included) of the forms
 * `formIds` lists (a subquery or one id), from the response counts of the statistics' buckets.
 */
/** One form as the id set chartByDate counts. */
export const oneForm = (formId: number): SQL => sql`${formId}`;

export async function chartByDate(db: Db, formIds: SQL, days: number, now = new Date()): Promise<ChartByDate> {
  const dates = lastVietnamDays(days, now);
  const day = sql<string>`${buckets.day}::text`;
  const rows = await db.select({ day, n: sql<number>`sum(${buckets.n})::int`.mapWith(Number) }).from(countedBuckets)
    .where(and(sql`${buckets.formId} in (${formIds})`, eq(buckets.elementId, ''), eq(buckets.measure, 'response'), gte(buckets.day, dates[0] ?? vietnamDate(now))))
    .groupBy(buckets.day);
  const counts = new Map(rows.map((row) => [row.day, row.n]));
  const series = dates.map((date) => ({ date, count: counts.get(date) ?? 0 }));
  return { days: series, total: series.reduce((sum, day) => sum + day.count, 0) };
}
