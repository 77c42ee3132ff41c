import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { answers } from '#server/db/schema/index';
import { type ScopeOf, queryRows, withCtes } from './answer-scope';
import { gridCellKey, gridCellsOf, itemsOf, keyOf, localityListOf, provinceCodeOf, provinceCounts } from './choice-counts';
import { type Figures, idsOf, numericOf } from './figures';
import { numericStats } from './numeric-stats';
import type { Question } from './question-kinds';

/**
 * One grouped row of a read of the answers: the responses in scope (`total`), or how many answers
 * of an element were answered at all, gave a choice key, ticked a grid cell, named a province in a
 * locality list, or gave a number.
 */
interface CountedRow {
  kind: 'total' | 'answered' | 'choice' | 'grid' | 'province' | 'number';
  element_id: string | null;
  k: string | null;
  list: string | null;
  x: number | null;
  n: number;
}

/** A part of the statement for the listed elements only (none: left out). */
const partFor = (ids: readonly string[], part: SQL): SQL[] => (ids.length === 0 ? [] : [part]);

/** `column in (ids)`; no ids: false. */
const amongSql = (column: SQL, ids: readonly string[]) => (ids.length === 0 ? sql`false` : sql`${column} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);

/**
 * Every count of the listed questions in ONE read of their answers within the scope. The answers are
 * first grouped by element and by what their charts count (the value of a choice or grid answer; the
 * province and locality list of an address, whose district, ward and street would make nearly every
 * answer a group; the number of a numeric one; nothing of a text answer), so that the few distinct
 * values, not every answer, are then expanded into choice items, grid cells and provinces. Reading
 * the filtered answers once instead of once per kind of chart keeps a recount to one connection and
 * about a third of the database's CPU (bench/README.md, "mixed").
 */
function countedRows(db: Db, scopeOf: ScopeOf, questions: readonly Question[]): Promise<CountedRow[]> {
  const scope = scopeOf(questions.map((q) => q.element.id));
  const choiceIds = idsOf(questions, 'choice');
  const gridIds = idsOf(questions, 'grid');
  const provinceIds = idsOf(questions, 'province');
  const numberIds = numericOf(questions).map((e) => e.id);
  const element = sql`g.element_id`;
  const grouped = sql`g as (select ${answers.elementId} as element_id,
      case when ${amongSql(sql`${answers.elementId}`, [...choiceIds, ...gridIds])} then ${answers.value}
        when ${amongSql(sql`${answers.elementId}`, provinceIds)} then jsonb_build_object('province', ${answers.value} -> 'province', 'list', ${answers.value} -> 'list') end as v,
      case when ${amongSql(sql`${answers.elementId}`, numberIds)} then ${answers.valueNumber} end as x,
      count(*)::int as n
    from ${scope.from} group by 1, 2, 3)`;
  const parts = [
    sql`select 'total'::text as kind, null::text as element_id, null::text as k, null::text as list, null::float8 as x, (${scope.responses})::int as n`,
    sql`select 'answered', ${element}, null, null, null, sum(g.n)::int from g group by 2`,
    ...partFor(choiceIds, sql`select 'choice', ${element}, ${keyOf(sql`item.v`)}, null, null, sum(g.n)::int
      from g cross join lateral ${itemsOf(sql`g.v`)} as item(v) where ${amongSql(element, choiceIds)} group by 2, 3`),
    ...partFor(gridIds, sql`select 'grid', ${element}, ${gridCellKey}, null, null, sum(g.n)::int
      from g cross join lateral ${gridCellsOf(sql`g.v`)} where ${amongSql(element, gridIds)} group by 2, 3`),
    ...partFor(provinceIds, sql`select 'province', ${element}, ${provinceCodeOf(sql`g.v`)}, ${localityListOf(sql`g.v`)}, null, sum(g.n)::int
      from g where ${amongSql(element, provinceIds)} and ${provinceCodeOf(sql`g.v`)} is not null group by 2, 3, 4`),
    ...partFor(numberIds, sql`select 'number', ${element}, null, null, g.x, sum(g.n)::int from g where g.x is not null group by 2, 5`),
  ];
  return queryRows<CountedRow>(db, sql`${withCtes([...scope.ctes, grouped])} ${sql.join(parts, sql` union all `)}`);
}

interface ProvinceRow { element_id: string; code: string; list: string; n: number }
interface NumberRow { element_id: string; x: number; n: number }

/** The counts read so far (one read, or the chunks of one); provinces and numbers per distinct value, for the final statements. */
export interface Sums {
  total: number;
  answered: Map<string, number>;
  choices: Map<string, Map<string, number>>;
  grids: Map<string, Map<string, number>>;
  provinces: Map<string, ProvinceRow>;
  numbers: Map<string, NumberRow>;
}

export const noSums = (): Sums => ({ total: 0, answered: new Map(), choices: new Map(), grids: new Map(), provinces: new Map(), numbers: new Map() });

const addTo = <K>(map: Map<K, number>, key: K, n: number) => map.set(key, (map.get(key) ?? 0) + n);

function addKeyed(sum: Map<string, Map<string, number>>, elementId: string, key: string, n: number) {
  const inner = sum.get(elementId) ?? new Map<string, number>();
  addTo(inner, key, n);
  sum.set(elementId, inner);
}

function addRow<T extends { n: number }>(into: Map<string, T>, row: T, key: string) {
  into.set(key, { ...row, n: (into.get(key)?.n ?? 0) + row.n });
}

/** Adds to the sums every count of the listed questions within the scope (one statement). */
export async function countInto(db: Db, scopeOf: ScopeOf, questions: readonly Question[], sums: Sums): Promise<void> {
  for (const { kind, element_id: elementId, k, list, x, n } of await countedRows(db, scopeOf, questions)) {
    if (kind === 'total') sums.total += n;
    else if (elementId === null) continue;
    else if (kind === 'answered') addTo(sums.answered, elementId, n);
    else if (kind === 'choice' && k !== null) addKeyed(sums.choices, elementId, k, n);
    else if (kind === 'grid' && k !== null) addKeyed(sums.grids, elementId, k, n);
    else if (kind === 'province' && k !== null && list !== null) addRow(sums.provinces, { element_id: elementId, code: k, list, n }, JSON.stringify([elementId, k, list]));
    else if (kind === 'number' && x !== null) addRow(sums.numbers, { element_id: elementId, x, n }, JSON.stringify([elementId, x]));
  }
}

/** Rows of JS as a relation: one JSON parameter (a float8 goes as its shortest text, which reads back exactly). */
const jsonRows = (name: string, columns: string, rows: readonly object[]) =>
  withCtes([sql`${sql.raw(name)} as (select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as ${sql.raw(`${name}(${columns})`)})`]);

/**
 * The figures of the sums: means, extremes, histograms and province names by the same SQL as from
 * the buckets (numericStats, provinceCounts), over the summed distinct values. A mean may differ from
 * another way of counting in the last bits of a double (a sum in another order).
 */
export async function figuresOfSums(db: Db, sums: Sums, questions: readonly Question[]): Promise<Figures> {
  const [provinces, numbers] = await Promise.all([
    provinceCounts(db, () => jsonRows('p', 'element_id text, code text, list text, n int', [...sums.provinces.values()]), idsOf(questions, 'province')),
    numericStats(db, () => jsonRows('v', 'element_id text, x float8, n int', [...sums.numbers.values()]), numericOf(questions)),
  ]);
  return { total: sums.total, answered: sums.answered, choices: sums.choices, grids: sums.grids, provinces, numbers };
}

/** Every figure recounted from the answers in scope, read once. */
export async function recountFigures(db: Db, scopeOf: ScopeOf, questions: readonly Question[]): Promise<Figures> {
  const sums = noSums();
  await countInto(db, scopeOf, questions, sums);
  return figuresOfSums(db, sums, questions);
}
