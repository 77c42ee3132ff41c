import { sql } from 'drizzle-orm';
import type { AnswerFilters } from '#core/api';
import type { Db } from '#server/db/connect';
import { responses } from '#server/db/schema/index';
import { answerFilterSql, answeredAtSql, answeredOnDaysSql } from './answer-filter';
import { queryRows, responsesScope } from './answer-scope';
import type { Figures } from './figures';
import type { Question } from './question-kinds';
import { countInto, figuresOfSums, noSums } from './recount';

/**
 * Responses one chunk of a recount reads on PGlite. Each statement of a chunk stays short (tens of
 * milliseconds at 10 answers a response), so a submission waits at most for one of them
 * (pglite-lanes.ts) instead of a whole recount of several seconds. bench/pglite-stall measures it.
 */
export const RECOUNT_CHUNK = 2500;

/** Where the next page starts: after this (answered time, id) of responses_form_answered_idx. */
interface Cursor {
  /** the time as PostgreSQL prints it: a JS Date would lose the microseconds */
  at: string;
  id: string;
}

interface Page {
  kept: string[];
  next: Cursor | null;
}

/**
 * The next `size` responses of the form within the filters' days, in the order of
 * responses_form_answered_idx, and which of them the other filters keep: the filters run on these
 * rows only, so a selective filter costs no longer scan than a chunk.
 */
async function nextPage(db: Db, formId: number, filters: AnswerFilters, after: Cursor | null, size: number): Promise<Page> {
  const keyset = after ? sql`and (${answeredAtSql}, ${responses.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``;
  const rows = await queryRows<{ id: string; at: string; kept: boolean }>(db, sql`
    select ${responses.id} as id, ${answeredAtSql}::text as at, (${answerFilterSql(formId, filters)}) as kept
    from ${responses} where ${answeredOnDaysSql(formId, filters)} ${keyset}
    order by ${answeredAtSql}, ${responses.id} limit ${size}`);
  const last = rows.at(-1);
  return { kept: rows.filter((row) => row.kept).map((row) => row.id), next: rows.length === size && last ? { at: last.at, id: last.id } : null };
}

/** Calls `visit` with the kept response ids of each page, one page after the other. */
async function forEachChunk(db: Db, formId: number, filters: AnswerFilters, chunkSize: number, visit: (kept: readonly string[]) => Promise<void>): Promise<void> {
  let page = await nextPage(db, formId, filters, null, chunkSize);
  for (;;) {
    if (page.kept.length > 0) await visit(page.kept);
    if (!page.next) return;
    page = await nextPage(db, formId, filters, page.next, chunkSize);
  }
}

/**
 * The recount's figures, read a chunk of responses at a time (keyset pages of
 * responses_form_answered_idx), each chunk's answers read once (recount.ts) and summed here. Every
 * figure equals the whole recount's.
 */
export async function chunkedRecount(db: Db, formId: number, filters: AnswerFilters, questions: readonly Question[], chunkSize = RECOUNT_CHUNK): Promise<Figures> {
  const sums = noSums();
  await forEachChunk(db, formId, filters, chunkSize, (kept) => countInto(db, responsesScope(kept), questions, sums));
  return figuresOfSums(db, sums, questions);
}
