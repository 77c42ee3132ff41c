import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { AnswerValue } from '#core/answers';
import type { Db } from '#server/db/connect';
import { answers, responses, users } from '#server/db/schema/index';
import { answeredAtSql } from '#server/statistics/answer-filter';
import { queryRows } from '#server/statistics/answer-scope';
import type { ExportResponse } from './export-types';

export const EXPORT_BATCH = 1000;

interface Cursor { at: string; id: string }

async function responsePage(db: Db, where: SQL, after: Cursor | null, size: number) {
  // the sort key travels as text so the cursor keeps PostgreSQL's microseconds (a JS Date would drop them)
  const keyset = after ? sql`(${answeredAtSql}, ${responses.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined;
  return db.select({
    id: responses.id,
    at: sql<string>`${answeredAtSql}::text`,
    answeredAt: sql<string>`${answeredAtSql}`.mapWith(responses.receivedAt),
    receivedAt: responses.receivedAt,
    formVersion: responses.formVersion,
    verifiedEmail: responses.verifiedEmail,
    verifiedPhone: responses.verifiedPhone,
    name: users.name,
    username: users.username,
  }).from(responses).leftJoin(users, eq(users.id, responses.userId))
    .where(and(where, keyset)).orderBy(answeredAtSql, responses.id).limit(size);
}

/**
 * The answers of one page, one row per response. No form_id condition on purpose: the only index
 * that fits is (response_id, element_id), so the plan stays good on PGlite, which never ANALYZEs.
 */
async function answersOf(db: Db, ids: string[], elementIds: readonly string[]) {
  const byResponse = new Map<string, Map<string, AnswerValue>>();
  if (ids.length === 0 || elementIds.length === 0) return byResponse;
  const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
  const rows = await queryRows<{ response_id: string; answers: Record<string, AnswerValue> }>(db, sql`
    select ${answers.responseId} as response_id, jsonb_object_agg(${answers.elementId}, ${answers.value}) as answers from ${answers}
    where ${answers.responseId} in (${list(ids)}) and ${answers.elementId} in (${list(elementIds)})
    group by ${answers.responseId}`);
  for (const row of rows) byResponse.set(row.response_id, new Map(Object.entries(row.answers)));
  return byResponse;
}

/**
 * The responses `where` keeps, oldest answer first, in keyset pages of `size` ordered by
 * (answered time, id): one page and its answers are in memory at a time, whatever the total.
 */
export async function* responseBatches(db: Db, where: SQL, elementIds: readonly string[], size = EXPORT_BATCH): AsyncGenerator<ExportResponse[]> {
  let after: Cursor | null = null;
  for (;;) {
    const page = await responsePage(db, where, after, size);
    if (page.length === 0) return;
    const byResponse = await answersOf(db, page.map((r) => r.id), elementIds);
    yield page.map((r) => ({
      id: r.id,
      submittedAt: r.answeredAt,
      receivedAt: r.receivedAt,
      formVersion: r.formVersion,
      respondent: r.username === null ? null : { name: r.name ?? '', username: r.username },
      verifiedEmail: r.verifiedEmail,
      verifiedPhone: r.verifiedPhone,
      answers: byResponse.get(r.id) ?? new Map(),
    }));
    const last = page[page.length - 1]!;
    after = { at: last.at, id: last.id };
    if (page.length < size) return;
  }
}
