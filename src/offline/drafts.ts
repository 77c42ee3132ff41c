import type { AnswerDraft } from './contract';
import { db } from './db';
import { keepAside } from './quarantine';
import { parseDraftRow } from './rows';

/** Autosave target, called on every change: a single put, no read. */
export async function saveDraft(draft: AnswerDraft): Promise<void> {
  await db.drafts.put({ ...draft });
}

/**
 * The saved draft of a form, or null. A draft that cannot be read is moved to the quarantine
 * table (not deleted) so that the next autosave cannot overwrite those answers.
 */
export async function loadDraft(formId: number): Promise<AnswerDraft | null> {
  const row = await db.drafts.get(formId);
  if (row === undefined) return null;
  const draft = parseDraftRow(row);
  if (draft) return draft;
  await db.transaction('rw', db.drafts, db.quarantine, async () => {
    await keepAside('drafts', String(formId), row, 'unreadable draft');
    await db.drafts.delete(formId);
  });
  return null;
}

export async function deleteDraft(formId: number): Promise<void> {
  await db.drafts.delete(formId);
}
