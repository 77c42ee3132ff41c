import type { DesignDraft } from './design-drafts-contract';
import { changeDesignDraft, findDesignDrafts } from './design-drafts';
import { draftLockName, holdLock, isLockHeld, type HeldLock } from './design-drafts-locks';

export interface ClaimedDesignDraft {
  /** the tab's editor id: a new one when the stored id turned out to be another open tab's */
  editorId: string;
  /** the draft key this tab now owns and autosaves to */
  key: string;
  /** the draft found for this tab (its own, or an orphan adopted), or null for a fresh start */
  draft: DesignDraft | null;
  adopted: boolean;
  /** held while the tab edits; release it when the designer closes */
  lock: HeldLock;
}

export interface ClaimOptions {
  editorId: string;
  formId: number | null;
  /** a new random id (for a new key, or for this tab when its id belongs to another open tab) */
  newId: () => string;
}

/**
 * What a designer tab opening a form takes: its own draft of this form if it has one; else the
 * newest orphaned draft of the form (its tab is gone: its lock is free), adopted by this tab; else
 * a fresh key. A tab duplicated by the browser copies sessionStorage and with it the editor id:
 * when this tab's own draft is locked by another open tab, this tab becomes a new editor.
 */
export async function claimDesignDraft({ editorId, formId, newId }: ClaimOptions): Promise<ClaimedDesignDraft> {
  let editor = editorId;
  const drafts = await findDesignDrafts(formId);
  const own = drafts.find((d) => d.editorId === editor);
  if (own) {
    const lock = await holdLock(draftLockName(own.key), true);
    if (lock) return { editorId: editor, key: own.key, draft: own, adopted: false, lock };
    editor = newId();
  }
  for (const orphan of drafts) {
    if (orphan.key === own?.key || (await isLockHeld(draftLockName(orphan.key)))) continue;
    const lock = await holdLock(draftLockName(orphan.key), true);
    if (!lock) continue;
    const adopted = await changeDesignDraft(orphan.key, (d) => ({ ...d, editorId: editor }));
    if (!adopted) {
      lock.release(); // sent and deleted meanwhile
      continue;
    }
    return { editorId: editor, key: orphan.key, draft: adopted, adopted: true, lock };
  }
  const key = newId();
  const lock = (await holdLock(draftLockName(key), true)) ?? { release: () => undefined };
  return { editorId: editor, key, draft: null, adopted: false, lock };
}
