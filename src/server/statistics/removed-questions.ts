import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Language } from '#core/constants';
import { type FormDesign, type FormElement, allElements, displayOnlyKinds, formDesignSchema, localizeDesign } from '#core/forms';
import type { Db } from '#server/db/connect';
import { answers, formVersions } from '#server/db/schema/index';
import { queryRows } from './answer-scope';

/** A question no longer in the form whose answers are still stored, as it read in the last version that had it. */
export interface RemovedQuestion {
  element: FormElement;
  lastVersion: number;
}

const VERSION_PAGE = 20;

/**
 * Element ids that hold stored answers of the form but are not in `design`. A loose index scan on
 * answers (form_id, element_id): one index probe per distinct id, not a pass over every answer.
 */
async function orphanIds(db: Db, formId: number, design: FormDesign): Promise<string[]> {
  const present = new Set(allElements(design).map((e) => e.id));
  const rows = await queryRows<{ element_id: string }>(db, sql`
    with recursive ids as (
      (select ${answers.elementId} as element_id from ${answers} where ${answers.formId} = ${formId} order by 1 limit 1)
      union all
      select (select a.element_id from ${answers} a where a.form_id = ${formId} and a.element_id > ids.element_id order by a.element_id limit 1)
      from ids where ids.element_id is not null
    )
    select element_id from ids where element_id is not null`);
  return rows.map((r) => r.element_id).filter((id) => !present.has(id));
}

/**
 * The questions deleted from the form that still have answers, each as it was in the newest saved
 * version holding it (form_versions keeps every design) with its texts in `language` where it had them,
 * ordered by that version then design order.
 * Versions are read newest first, a page at a time, until every such question is found.
 */
export async function removedQuestions(db: Db, formId: number, design: FormDesign, language: Language): Promise<RemovedQuestion[]> {
  const wanted = new Set(await orphanIds(db, formId, design));
  const found: RemovedQuestion[] = [];
  let before: number | null = null;
  while (wanted.size > 0) {
    const page = await db.select({ version: formVersions.version, design: formVersions.design }).from(formVersions)
      .where(and(eq(formVersions.formId, formId), before === null ? undefined : lt(formVersions.version, before)))
      .orderBy(desc(formVersions.version)).limit(VERSION_PAGE);
    for (const row of page) {
      const parsed = formDesignSchema.safeParse(row.design);
      const elements = parsed.success ? allElements(localizeDesign(parsed.data, language)) : [];
      const inVersion = elements.filter((e) => wanted.has(e.id) && !displayOnlyKinds.includes(e.kind));
      for (const element of inVersion) wanted.delete(element.id);
      found.unshift(...inVersion.map((element) => ({ element, lastVersion: row.version })));
    }
    if (page.length < VERSION_PAGE) break;
    before = page[page.length - 1]?.version ?? null;
  }
  return found;
}

/** The removed questions among `elementIds` (all when absent). */
export const removedAmong = (removed: readonly RemovedQuestion[], elementIds?: readonly string[]) =>
  elementIds ? removed.filter((q) => elementIds.includes(q.element.id)) : [...removed];
