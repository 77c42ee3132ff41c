import { type SQL, count, inArray, sql } from 'drizzle-orm';
import type { AnswerFilters } from '#core/api';
import type { Db } from '#server/db/connect';
import { answers, responses } from '#server/db/schema/index';
import { rowsOf } from '#server/db/rows-of';
import { answerFilterSql } from './answer-filter';

/** The answers a statistic reads: CTEs to put in its WITH, and a FROM item that exposes them as `answers`. */
export interface AnswerScope {
  ctes: SQL[];
  from: SQL;
  /** how many responses the scope holds, answered or not (a scalar expression) */
  responses: SQL;
}

const unfiltered = (filters: AnswerFilters) => !filters.from && !filters.to && !filters.respondent?.trim() && filters.where.length === 0;

/**
 * The answers to the listed elements of the responses in the CTE `kept`, read per response: LATERAL
 * takes each response's answers with one range of answers_response_element_idx (OFFSET 0 keeps the
 * element list out of the index condition, where it would cost one descent per element). A hash
 * join would read and hash every answer of the table (most of a recount's time on 100,000 responses).
 */
const keptScope = (keptCte: SQL, elementIds: readonly string[]): AnswerScope => ({
  ctes: [sql`kept as materialized (${keptCte})`],
  from: sql`kept cross join lateral (select * from (select * from ${answers} where ${answers.responseId} = kept.id offset 0) as ${answers}
    where ${inArray(answers.elementId, [...elementIds])}) as ${answers}`,
  responses: sql`(select count(*) from kept)`,
});

/**
 * The answers to the listed elements of the responses the filters keep. Unfiltered: straight from
 * answers_form_element_idx. Filtered: the kept responses as a MATERIALIZED CTE, computed once (without
 * planner statistics, and PGlite never ANALYZEs by itself, a plain join let the planner re-run the
 * filters for every answer row), then each one's answers (keptScope).
 */
export function answerScope(formId: number, filters: AnswerFilters, elementIds: readonly string[]): AnswerScope {
  if (unfiltered(filters)) {
    return {
      ctes: [],
      from: sql`(select * from ${answers} where ${answers.formId} = ${formId} and ${inArray(answers.elementId, [...elementIds])}) as ${answers}`,
      responses: sql`(select count(*) from ${responses} where ${responses.formId} = ${formId})`,
    };
  }
  return keptScope(sql`select ${responses.id} as id from ${responses} where ${answerFilterSql(formId, filters)}`, elementIds);
}

/** The scope of the listed elements' answers: how each statistic asks for its answers. */
export type ScopeOf = (elementIds: readonly string[]) => AnswerScope;

/** The answers of the responses the filters keep (answerScope). */
export const filteredScope = (formId: number, filters: AnswerFilters): ScopeOf => (ids) => answerScope(formId, filters, ids);

/** The answers of these responses only (a chunk of a recount, chunked-recount.ts): the ids travel as one JSON parameter. */
export const responsesScope = (responseIds: readonly string[]): ScopeOf => (ids) =>
  keptScope(sql`select jsonb_array_elements_text(${JSON.stringify(responseIds)}::jsonb)::uuid as id`, ids);

export const withCtes = (ctes: readonly SQL[]): SQL => (ctes.length === 0 ? sql`` : sql`with ${sql.join([...ctes], sql`, `)} `);

export async function countResponses(db: Db, formId: number, filters: AnswerFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(responses).where(answerFilterSql(formId, filters));
  return row?.n ?? 0;
}

/** Runs a raw aggregate and reads its rows the same way on PGlite and PostgreSQL. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** Counts keyed `elementId` → key → n. */
export function countMap(rows: readonly { element_id: string; k: string; n: number | string }[]): Map<string, Map<string, number>> {
  const map = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const inner = map.get(row.element_id) ?? new Map<string, number>();
    inner.set(row.k, Number(row.n));
    map.set(row.element_id, inner);
  }
  return map;
}
