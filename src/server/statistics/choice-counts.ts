import { type SQL, sql } from 'drizzle-orm';
import { OTHER_PREFIX } from '#core/answers';
import type { Db } from '#server/db/connect';
import { type answers, localities } from '#server/db/schema/index';
import { legacyLocalityList } from '#core/forms';
import { queryRows } from './answer-scope';

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

export interface ProvinceCount {
  code: string;
  name: string;
  count: number;
}

/** `with ... p (element_id, code, list, n)`: n answers of the listed address elements gave this province in this list. */
export type ProvincesOf = (ids: readonly string[]) => SQL;

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
