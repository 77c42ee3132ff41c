import { type SQL, sql } from 'drizzle-orm';
import type { AnswerFilters } from '#core/api';
import type { Db } from '#server/db/connect';
import { responses } from '#server/db/schema/index';
import { answerFilterSql, answeredAtSql, answeredOnDaysSql } from './answer-filter';
import { type ScopeOf, queryRows, responsesScope, withCtes } from './answer-scope';
import { answeredCounts, answeredProvinces, choiceCounts, gridCounts, provinceCounts } from './choice-counts';
import { type Figures, idsOf, numericOf } from './figures';
import { answeredNumbers, numericStats } from './numeric-stats';
import type { Question } from './question-kinds';

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

const addTo = <K>(map: Map<K, number>, key: K, n: number) => map.set(key, (map.get(key) ?? 0) + n);

function addCounts(sum: Map<string, Map<string, number>>, counts: Map<string, Map<string, number>>) {
  for (const [elementId, inner] of counts) {
    const total = sum.get(elementId) ?? new Map<string, number>();
    for (const [key, n] of inner) addTo(total, key, n);
    sum.set(elementId, total);
  }
}

interface ProvinceRow { element_id: string; code: string | null; list: string; n: number }
interface NumberRow { element_id: string; x: number; n: number }

/** The counts of the chunks so far; provinces and numbers per distinct value, for the final statements. */
interface Sums {
  total: number;
  answered: Map<string, number>;
  choices: Map<string, Map<string, number>>;
  grids: Map<string, Map<string, number>>;
  provinces: Map<string, ProvinceRow>;
  numbers: Map<string, NumberRow>;
}

const noSums = (): Sums => ({ total: 0, answered: new Map(), choices: new Map(), grids: new Map(), provinces: new Map(), numbers: new Map() });

function addRows<T extends { n: number }>(into: Map<string, T>, rows: readonly T[], keyOf: (row: T) => string) {
  for (const row of rows) {
    const key = keyOf(row);
    into.set(key, { ...row, n: (into.get(key)?.n ?? 0) + row.n });
  }
}

const provinceRows = (scopeOf: ScopeOf, ids: readonly string[]) =>
  sql`${answeredProvinces(scopeOf)(ids)} select element_id, code, list, sum(n)::int as n from p group by 1, 2, 3`;
const numberRows = (scopeOf: ScopeOf, ids: readonly string[]) =>
  sql`${answeredNumbers(scopeOf)(ids)} select element_id, x, sum(n)::int as n from v group by 1, 2`;
const rowsOrNone = <T>(db: Db, ids: readonly string[], query: SQL) => (ids.length === 0 ? Promise.resolve<T[]>([]) : queryRows<T>(db, query));

/** One chunk's figures, one short statement each, added to the sums. */
async function countChunk(db: Db, responseIds: readonly string[], questions: readonly Question[], sums: Sums): Promise<void> {
  const scopeOf = responsesScope(responseIds);
  const provinceIds = idsOf(questions, 'province');
  const numberIds = numericOf(questions).map((e) => e.id);
  const [answered, choices, grids, provinces, numbers] = await Promise.all([
    answeredCounts(db, scopeOf, questions.map((q) => q.element.id)),
    choiceCounts(db, scopeOf, idsOf(questions, 'choice')),
    gridCounts(db, scopeOf, idsOf(questions, 'grid')),
    rowsOrNone<ProvinceRow>(db, provinceIds, provinceRows(scopeOf, provinceIds)),
    rowsOrNone<NumberRow>(db, numberIds, numberRows(scopeOf, numberIds)),
  ]);
  sums.total += responseIds.length;
  for (const [elementId, n] of answered) addTo(sums.answered, elementId, n);
  addCounts(sums.choices, choices);
  addCounts(sums.grids, grids);
  addRows(sums.provinces, provinces, (row) => JSON.stringify([row.element_id, row.code, row.list]));
  addRows(sums.numbers, numbers, (row) => JSON.stringify([row.element_id, row.x]));
}

/** Rows of JS as a relation: one JSON parameter (a float8 goes as its shortest text, which reads back exactly). */
const jsonRows = (name: string, columns: string, rows: readonly object[]) =>
  withCtes([sql`${sql.raw(name)} as (select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as ${sql.raw(`${name}(${columns})`)})`]);

/**
 * The recount's figures, read a chunk of responses at a time (keyset pages of
 * responses_form_answered_idx) and summed here; means, extremes, histograms and province names are
 * then computed by the recount's own SQL over the summed distinct values (numericStats,
 * provinceCounts). Every figure equals the one-statement recount's; a mean may differ in the last
 * bits of a double (a sum in another order), as from the buckets.
 */
export async function chunkedRecount(db: Db, formId: number, filters: AnswerFilters, questions: readonly Question[], chunkSize = RECOUNT_CHUNK): Promise<Figures> {
  const sums = noSums();
  await forEachChunk(db, formId, filters, chunkSize, (kept) => countChunk(db, kept, questions, sums));
  const [provinces, numbers] = await Promise.all([
    provinceCounts(db, () => jsonRows('p', 'element_id text, code text, list text, n int', [...sums.provinces.values()]), idsOf(questions, 'province')),
    numericStats(db, () => jsonRows('v', 'element_id text, x float8, n int', [...sums.numbers.values()]), numericOf(questions)),
  ]);
  return { total: sums.total, answered: sums.answered, choices: sums.choices, grids: sums.grids, provinces, numbers };
}
