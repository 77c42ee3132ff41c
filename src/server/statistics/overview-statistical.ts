import { type SQL, and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { OverviewStatistical } from '#core/api';
import { vietnamDate, vietnamDayStart } from '#core/time';
import { FormStatus } from '#core/forms';
import type { Db } from '#server/db/connect';
import { forms, responses } from '#server/db/schema/index';
import { answeredAtSql } from './answer-filter';
import { lastVietnamDays } from './chart-by-date';
import { isoSql } from './iso-time';

/** SPEC 9: the overview lists the top 20 forms. */
export const TOP_FORMS = 20;

const since = (day: string) => sql`${answeredAtSql} >= ${vietnamDayStart(day).toISOString()}::timestamptz`;

async function rankedForms(db: Db, live: SQL | undefined, order: 'answers' | 'recent') {
  const answers = sql<number>`count(*)::int`.mapWith(Number);
  const last = sql`max(${answeredAtSql})`;
  return db.select({ id: forms.id, title: forms.title, shortUrl: forms.shortUrl, answers, lastAnswerAt: isoSql(last) })
    .from(responses).innerJoin(forms, eq(forms.id, responses.formId)).where(live)
    .groupBy(forms.id, forms.title, forms.shortUrl)
    .orderBy(...(order === 'answers' ? [desc(answers), desc(last)] : [desc(last), desc(answers)]), forms.id)
    .limit(TOP_FORMS);
}

/** The company's forms by status, its answers (all, today, last 30 Vietnam days) and the top forms. */
export async function overviewStatistical(db: Db, companyId: number, now = new Date()): Promise<OverviewStatistical> {
  const live = and(eq(forms.companyId, companyId), ne(forms.status, FormStatus.Delete));
  const [statuses, [answerCounts], mostUsed, recentlyUsed] = await Promise.all([
    db.select({ status: forms.status, n: count() }).from(forms).where(live).groupBy(forms.status),
    db.select({
      total: count(),
      today: sql<number>`(count(*) filter (where ${since(vietnamDate(now))}))::int`.mapWith(Number),
      last30Days: sql<number>`(count(*) filter (where ${since(lastVietnamDays(30, now)[0] ?? vietnamDate(now))}))::int`.mapWith(Number),
    }).from(responses).innerJoin(forms, eq(forms.id, responses.formId)).where(live),
    rankedForms(db, live, 'answers'),
    rankedForms(db, live, 'recent'),
  ]);
  return {
    forms: { total: statuses.reduce((sum, s) => sum + s.n, 0), byStatus: Object.fromEntries(statuses.map((s) => [String(s.status), s.n])) },
    answers: answerCounts ?? { total: 0, today: 0, last30Days: 0 },
    mostUsed,
    recentlyUsed,
  };
}
