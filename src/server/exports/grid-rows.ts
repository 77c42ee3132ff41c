import { sql } from 'drizzle-orm';
import type { ExportLayout } from '#core/api';
import type { Language } from '#core/constants';
import type { FormElement } from '#core/forms';
import { type FormDesign, allElements } from '#core/forms';
import type { Db } from '#server/db/connect';
import { answers } from '#server/db/schema/index';
import { queryRows } from '#server/statistics/answer-scope';
import { removedQuestions } from '#server/statistics/removed-questions';
import type { LayoutOptions } from './column-layout';

/**
 * Per grid element, the highest row number (`r<n>:…` keys) any stored answer uses, within
 * maxRows: the export spreads that many rows, not the 500 a grid could hold.
 */
export async function gridRowCounts(db: Db, formId: number, elements: readonly FormElement[]): Promise<Map<string, number>> {
  const grids = elements.filter((e) => e.kind === 'grid');
  if (grids.length === 0) return new Map();
  const ids = sql.join(grids.map((g) => sql`${g.id}`), sql`, `);
  const rows = await queryRows<{ element_id: string; n: number | string | null }>(db, sql`
    select a.element_id, max((substring(k from '^r([0-9]+):'))::int) as n
    from ${answers} a cross join lateral jsonb_object_keys(a.value) as k
    where a.form_id = ${formId} and a.element_id in (${ids}) and jsonb_typeof(a.value) = 'object'
    group by a.element_id`);
  const counts = new Map<string, number>();
  for (const grid of grids) {
    const found = Number(rows.find((r) => r.element_id === grid.id)?.n ?? 0);
    counts.set(grid.id, Math.min(found, grid.maxRows ?? found));
  }
  return counts;
}

/** What the column layout needs to know, read from the design, the form's versions (removed questions) and (for grids) the stored answers. */
export async function layoutOptions(db: Db, formId: number, design: FormDesign, layout: Pick<ExportLayout, 'multiChoice' | 'values'>, language: Language): Promise<LayoutOptions> {
  const removed = await removedQuestions(db, formId, design, language);
  const elements = [...allElements(design), ...removed.map((q) => q.element)];
  return { multiChoice: layout.multiChoice, values: layout.values, language, removed, gridRows: await gridRowCounts(db, formId, elements) };
}
