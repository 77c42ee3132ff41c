import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { AnswerValue } from '#core/answers';
import { answers, responses, users } from '#server/db/schema/index';
import { answeredAtSql } from '#server/statistics/answer-filter';
import type { ExportReads, PageDb, PageReads } from './export-connection';
import type { ExportResponse } from './export-types';

/**
 * Responses per keyset page. A page lives while it is written (and the next one is read), long
 * enough for V8 to move it to the old generation, which it collects lazily: with 1,000 the server
 * process peaked some 180 MB above its resting size on 100,000 × 30, with 250 at 50 MB (CSV), and
 * no slower (bench/export/README.md).
 */
export const EXPORT_BATCH = 250;

interface Cursor { at: string; id: string }

/**
 * One keyset page and its answers in one statement (one round trip): each response's answers to
 * `elementIds` as one JSON object, read through the (response_id, element_id) index. No form_id
 * condition on the answers on purpose: that index is the one that fits, also on PGlite, which never ANALYZEs.
 * The element ids are the aggregate's FILTER, never an index condition: as `element_id in (…)` in
 * the WHERE, PostgreSQL 15 at 1,000,000 responses descended the btree once per id (30 descents a
 * response instead of one, bench/export/README.md). json, not jsonb: nothing reads it back in SQL,
 * and building jsonb (sorted, binary) only to print it as text cost the database more.
 */
function responsesInOrder(db: PageDb, where: SQL, elementIds: readonly string[], after: Cursor | null) {
  // the sort key travels as text so the cursor keeps PostgreSQL's microseconds (a JS Date would drop them)
  const keyset = after ? sql`(${answeredAtSql}, ${responses.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined;
  const wanted = sql.join(elementIds.map((id) => sql`${id}`), sql`, `);
  const answersSql = elementIds.length === 0 ? sql`null` : sql`(select json_object_agg(a.element_id, a.value) filter (where a.element_id in (${wanted}))
    from ${answers} a where a.response_id = ${responses.id})::text`;
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
    answers: sql<string | null>`${answersSql}`,
  }).from(responses).leftJoin(users, eq(users.id, responses.userId))
    .where(and(where, keyset)).orderBy(answeredAtSql, responses.id);
}

const responsePage = (db: PageDb, where: SQL, elementIds: readonly string[], after: Cursor | null, size: number) =>
  responsesInOrder(db, where, elementIds, after).limit(size).execute();

/** A response as read: its answers still as the JSON text of one object keyed by element id. */
export type ResponseRow = Awaited<ReturnType<typeof responsePage>>[number];

const noAnswers = { get: (): undefined => undefined };

/**
 * A response's answers looked up in the parsed JSON object itself: copying its 30 entries into a
 * Map cost as much again as the parse (bench/export/README.md, fifth round). Own properties only,
 * so an element id such as "constructor" finds no inherited value.
 */
function answersOf(json: string | null): ExportResponse['answers'] {
  if (json === null) return noAnswers;
  const parsed = JSON.parse(json) as Record<string, AnswerValue>;
  return { get: (elementId) => (Object.hasOwn(parsed, elementId) ? parsed[elementId] : undefined) };
}

/**
 * The response of a row, answers parsed. Made for each row just before it is written, the parsed
 * answers die young; a page of them parsed on arrival lived as long as the page is written and read
 * ahead, long enough to be promoted to V8's old generation, whose garbage is collected lazily.
 */
export const exportResponse = (r: ResponseRow): ExportResponse => ({
  id: r.id,
  submittedAt: r.answeredAt,
  receivedAt: r.receivedAt,
  formVersion: r.formVersion,
  respondent: r.username === null ? null : { name: r.name ?? '', username: r.username },
  verifiedEmail: r.verifiedEmail,
  verifiedPhone: r.verifiedPhone,
  answers: answersOf(r.answers),
});

/**
 * A row as the stream hands it: its values in the selection's order (responsesInOrder), times as
 * PostgreSQL's text (drizzle's driver reads timestamps as text and makes the Date, as here).
 */
function streamedRow(values: readonly unknown[]): ResponseRow {
  const [id, at, answeredAt, receivedAt, formVersion, verifiedEmail, verifiedPhone, name, username, answerText] = values as [
    string, string, string, string, number, string | null, string | null, string | null, string | null, string | null];
  return { id, at, answeredAt: new Date(answeredAt), receivedAt: new Date(receivedAt), formVersion, verifiedEmail, verifiedPhone, name, username, answers: answerText };
}

/**
 * The responses `where` keeps, oldest answer first, in batches of `size` ordered by (answered time,
 * id). On the export's own connection (`reads.stream`) one statement streamed: PostgreSQL makes the
 * next batch while this one is written, the plan and the index descents made once, not once a page.
 * Elsewhere keyset pages, the next asked for as soon as this one has arrived. Either way two batches
 * are in memory at most, whatever the total (rows as read: exportResponse parses one), and a
 * consumer that stops early leaves at most that one read running, which ends before the export does.
 */
export async function* responseBatches(reads: PageReads | ExportReads, where: SQL, elementIds: readonly string[], size = EXPORT_BATCH): AsyncGenerator<ResponseRow[]> {
  if ('stream' in reads && reads.stream) {
    for await (const batch of reads.stream((db) => responsesInOrder(db, where, elementIds, null), size)) yield batch.map(streamedRow);
    return;
  }
  yield* keysetPages(reads, where, elementIds, size);
}

/** Keyset pages of `size`, each statement run by `reads` (withExportReads: JIT off). */
async function* keysetPages(reads: PageReads, where: SQL, elementIds: readonly string[], size: number): AsyncGenerator<ResponseRow[]> {
  const page = (after: Cursor | null) => reads((db) => responsePage(db, where, elementIds, after, size));
  let next: Promise<ResponseRow[]> | null = page(null);
  while (next) {
    const rows: ResponseRow[] = await next;
    const last = rows.at(-1);
    next = last && rows.length === size ? page({ at: last.at, id: last.id }) : null;
    // a read begun for a consumer that has gone must not end as an unhandled rejection
    next?.catch(() => undefined);
    if (rows.length > 0) yield rows;
  }
}
