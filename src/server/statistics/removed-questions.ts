import { and, desc, eq, lt, notInArray } from 'drizzle-orm';
import { type FormDesign, type FormElement, allElements, displayOnlyKinds, formDesignSchema } from '#core/forms';
import type { Db } from '#server/db/connect';
import { answers, formVersions } from '#server/db/schema/index';

/** A question no longer in the form whose answers are still stored, as it read in the last version that had it. */
export interface RemovedQuestion {
  element: FormElement;
  lastVersion: number;
}

const VERSION_PAGE = 20;

/** Element ids that hold stored answers of the form but are not in `design`. */
async function orphanIds(db: Db, formId: number, design: FormDesign): Promise<string[]> {
  const present = allElements(design).map((e) => e.id);
  const rows = await db.selectDistinct({ id: answers.elementId }).from(answers)
    .where(and(eq(answers.formId, formId), present.length > 0 ? notInArray(answers.elementId, present) : undefined))
    .orderBy(answers.elementId);
  return rows.map((r) => r.id);
}

/**
 * The questions deleted from the form that still have answers, each as it was in the newest saved
 * version holding it (form_versions keeps every design), ordered by that version then design order.
 * Versions are read newest first, a page at a time, until every such question is found.
 */
export async function removedQuestions(db: Db, formId: number, design: FormDesign): Promise<RemovedQuestion[]> {
  const wanted = new Set(await orphanIds(db, formId, design));
  const found: RemovedQuestion[] = [];
  let before: number | null = null;
  while (wanted.size > 0) {
    const page = await db.select({ version: formVersions.version, design: formVersions.design }).from(formVersions)
      .where(and(eq(formVersions.formId, formId), before === null ? undefined : lt(formVersions.version, before)))
      .orderBy(desc(formVersions.version)).limit(VERSION_PAGE);
    for (const row of page) {
      const parsed = formDesignSchema.safeParse(row.design);
      const elements = parsed.success ? allElements(parsed.data) : [];
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
