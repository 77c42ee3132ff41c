import { sameValue } from '#core/forms';
import type { FormDesign } from '#core/forms';
import { db } from '../db';
import type { DesignDraft, SavedDesign } from './design-drafts-contract';
import { keepAside } from '../quarantine';
import { parseDesignDraftRow } from '../rows';

/**
 * Authors' design drafts (Dexie table `designDrafts`): one row per designer tab and form. Every
 * read goes through the zod parser; a row that cannot be read is moved to `quarantine` (copied,
 * then deleted, in one transaction) so that nothing overwrites it and nothing throws at the author.
 */

async function readAll(): Promise<DesignDraft[]> {
  return db.transaction('rw', db.designDrafts, db.quarantine, async () => {
    const rows = await db.designDrafts.toArray();
    const drafts: DesignDraft[] = [];
    for (const row of rows) {
      const draft = parseDesignDraftRow(row);
      if (draft) drafts.push(draft);
      else await quarantine(row);
    }
    return drafts;
  });
}

async function quarantine(row: { key: unknown }): Promise<void> {
  const key = typeof row.key === 'string' ? row.key : String(row.key);
  await keepAside('designDrafts', key, row, 'unreadable design draft');
  await db.designDrafts.delete(key);
}

/** Every readable draft, newest first. */
export async function listDesignDrafts(): Promise<DesignDraft[]> {
  return (await readAll()).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** The drafts of one form (null: of new forms), newest first. */
export async function findDesignDrafts(formId: number | null): Promise<DesignDraft[]> {
  return (await listDesignDrafts()).filter((draft) => draft.formId === formId);
}

export async function readDesignDraft(key: string): Promise<DesignDraft | null> {
  return db.transaction('rw', db.designDrafts, db.quarantine, async () => {
    const row = await db.designDrafts.get(key);
    if (row === undefined) return null;
    const draft = parseDesignDraftRow(row);
    if (!draft) await quarantine(row);
    return draft;
  });
}

/** Writes a whole draft (tests, imports); the designer autosaves with saveDesignDraftEdit. */
export async function putDesignDraft(draft: DesignDraft): Promise<void> {
  await db.designDrafts.put({ ...draft });
}

export type DesignDraftEdit = Pick<DesignDraft, 'key' | 'formId' | 'editorId' | 'baseVersion' | 'baseDesign' | 'design'>;

/** A conflict's server side and version: kept together, or not at all. */
function keptConflict({ conflictTheirs, conflictVersion }: DesignDraft): Pick<DesignDraft, 'conflictTheirs' | 'conflictVersion'> {
  return conflictTheirs && conflictVersion !== undefined ? { conflictTheirs, conflictVersion } : {};
}

/**
 * Autosave of the designer: writes what the author typed, keeping the draft's state (a pending
 * save stays pending, a conflict stays until settled). `pending`: the author asked to send it.
 */
export async function saveDesignDraftEdit(edit: DesignDraftEdit, pending = false): Promise<void> {
  await db.transaction('rw', db.designDrafts, db.quarantine, async () => {
    const current = await readDesignDraft(edit.key);
    const state = current?.state === 'conflict' ? 'conflict' : pending ? 'pending' : (current?.state ?? 'editing');
    const kept = current?.state === 'conflict' ? keptConflict(current) : {};
    const draft: DesignDraft = { ...edit, ...kept, updatedAt: new Date().toISOString(), state, problem: pending ? null : (current?.problem ?? null) };
    await db.designDrafts.put({ ...draft });
  });
}

/**
 * Reads, changes and writes a draft in one transaction (another tab may write it meanwhile).
 * `change` returns the new draft, or null to delete it; it is not called when the draft is gone.
 */
export async function changeDesignDraft(key: string, change: (draft: DesignDraft) => DesignDraft | null): Promise<DesignDraft | null> {
  return db.transaction('rw', db.designDrafts, db.quarantine, async () => {
    const current = await readDesignDraft(key);
    if (!current) return null;
    const next = change(current);
    if (next) await db.designDrafts.put({ ...next, key });
    else await db.designDrafts.delete(key);
    return next;
  });
}

export async function deleteDesignDraft(key: string): Promise<void> {
  await db.designDrafts.delete(key);
}

/**
 * The server stored `sent`. The draft goes once its design is still what was sent; otherwise
 * (the author typed on meanwhile) it stays, now based on the saved version.
 */
export async function recordDesignSaved(key: string, sent: FormDesign, saved: SavedDesign): Promise<'deleted' | 'kept' | 'gone'> {
  let result: 'deleted' | 'kept' | 'gone' = 'gone';
  await changeDesignDraft(key, (draft) => {
    if (sameValue(draft.design, sent)) {
      result = 'deleted';
      return null;
    }
    result = 'kept';
    return { ...draft, formId: saved.formId, baseVersion: saved.version, baseDesign: saved.design, problem: null };
  });
  return result;
}

/** The server's version moved: keep both sides in the draft until the author settles it. */
export async function recordDesignConflict(key: string, theirs: FormDesign, theirsVersion: number): Promise<DesignDraft | null> {
  return changeDesignDraft(key, (draft) => ({ ...draft, state: 'conflict', conflictTheirs: theirs, conflictVersion: theirsVersion, problem: null }));
}

/**
 * The author settled a conflict: `design` (the merge) is now based on the server's version; the
 * author saves it. The conflict fields go.
 */
export async function settleDesignConflict(key: string, design: FormDesign): Promise<DesignDraft | null> {
  return changeDesignDraft(key, ({ conflictTheirs, conflictVersion, ...draft }) => ({
    ...draft,
    design,
    baseDesign: conflictTheirs ?? draft.baseDesign,
    baseVersion: conflictVersion ?? draft.baseVersion,
    state: 'editing',
    updatedAt: new Date().toISOString(),
  }));
}
