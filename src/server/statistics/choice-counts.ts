import { type SQL, sql } from 'drizzle-orm';
import { OTHER_PREFIX } from '#core/answers';
import type { Db } from '#server/db/connect';
import { answers, localities } from '#server/db/schema/index';
import { legacyLocalityList } from '#core/forms';
import { type ScopeOf, countMap, queryRows, withCtes } from './answer-scope';

type Counts = Map<string, Map<string, number>>;

/** A radio / dropdown / boolean value, or each ticked checkbox item (distinct, validation sees to it), as one row; `other:<text>` counts as `other`. */
export const itemsOf = (value: SQL | typeof answers.value) =>
  sql`jsonb_array_elements_text(case when jsonb_typeof(${value}) = 'array' then ${value} else jsonb_build_array(${value}) end)`;
export const keyOf = (item: SQL) => sql`case when ${item} like ${`${OTHER_PREFIX}%`} then 'other' else ${item} end`;

/** The ticked cells of a grid answer `{ rowId: columnId | columnId[] }` as FROM items; gridCellKey names each `rowId:columnId`. */
export const gridCellsOf = (value: SQL | typeof answers.value) => sql`jsonb_each(case when jsonb_typeof(${value}) = 'object' then ${value} else '{}'::jsonb end) as cell
      cross join lateral jsonb_array_elements_text(case when jsonb_typeof(cell.value) = 'array' then cell.value else jsonb_build_array(cell.value) end) as col(v)`;
export const gridCellKey = sql`cell.key || ':' || col.v`;

/** The province code of an address answer, and the locality list it was given in (none: the list of before, core's answerLocalityList). */
export const provinceCodeOf = (value: SQL | typeof answers.value) => sql`(${value} ->> 'province')`;
export const localityListOf = (value: SQL | typeof answers.value) => sql`coalesce(${value} ->> 'list', ${legacyLocalityList})`;

/** Per element, how many responses chose each option (or yes/no, `true` / `false`). */
export async function choiceCounts(db: Db, scopeOf: ScopeOf, elementIds: readonly string[]): Promise<Counts> {
  if (elementIds.length === 0) return new Map();
  const scope = scopeOf(elementIds);
  const rows = await queryRows<{ element_id: string; k: string; n: number }>(db, sql`${withCtes(scope.ctes)}
    select ${answers.elementId} as element_id, ${keyOf(sql`item.v`)} as k, count(*)::int as n
    from ${scope.from} cross join lateral ${itemsOf(answers.value)} as item(v) group by 1, 2`);
  return countMap(rows);
}

/** Per grid element, per `rowId:columnId`, how many responses ticked that cell. */
export async function gridCounts(db: Db, scopeOf: ScopeOf, elementIds: readonly string[]): Promise<Counts> {
  if (elementIds.length === 0) return new Map();
  const scope = scopeOf(elementIds);
  const rows = await queryRows<{ element_id: string; k: string; n: number }>(db, sql`${withCtes(scope.ctes)}
    select ${answers.elementId} as element_id, ${gridCellKey} as k, count(*)::int as n
    from ${scope.from} cross join lateral ${gridCellsOf(answers.value)}
    group by 1, 2`);
  return countMap(rows);
}

export interface ProvinceCount {
  code: string;
  name: string;
  count: number;
}

/** `with ... p (element_id, code, list, n)`: n answers of the listed address elements gave this province in this list. */
export type ProvincesOf = (ids: readonly string[]) => SQL;

export const answeredProvinces = (scopeOf: ScopeOf): ProvincesOf => (ids) => {
  const scope = scopeOf(ids);
  return withCtes([...scope.ctes, sql`p as (select ${answers.elementId} as element_id, ${provinceCodeOf(answers.value)} as code,
    ${localityListOf(answers.value)} as list, 1 as n from ${scope.from})`]);
};

/** Per address element, responses per province code (official order), each named in the list it was given in. */
export async function provinceCounts(db: Db, provincesOf: ProvincesOf, elementIds: readonly string[]): Promise<Map<string, ProvinceCount[]>> {
  const map = new Map<string, ProvinceCount[]>();
  if (elementIds.length === 0) return map;
  const rows = await queryRows<{ element_id: string; code: string; name: string | null; n: number }>(db, sql`${provincesOf(elementIds)}
    select p.element_id, p.code, min(${localities.name}) as name, sum(p.n)::int as n
    from p left join ${localities} on ${localities.listId} = p.list and ${localities.code} = p.code
    where p.code is not null group by p.element_id, p.code, p.list order by 2`);
  for (const row of rows) {
    const list = map.get(row.element_id) ?? [];
    list.push({ code: row.code, name: row.name ?? row.code, count: row.n });
    map.set(row.element_id, list);
  }
  return map;
}

/** Per element, how many of the filtered responses answered it. */
export async function answeredCounts(db: Db, scopeOf: ScopeOf, elementIds: readonly string[]): Promise<Map<string, number>> {
  if (elementIds.length === 0) return new Map();
  const scope = scopeOf(elementIds);
  const rows = await queryRows<{ element_id: string; n: number }>(db, sql`${withCtes(scope.ctes)}
    select ${answers.elementId} as element_id, count(*)::int as n from ${scope.from} group by 1`);
  return new Map(rows.map((row) => [row.element_id, row.n]));
}
