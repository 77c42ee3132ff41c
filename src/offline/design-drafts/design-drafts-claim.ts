import type { DesignDraft } from './design-drafts-contract';
import { changeDesignDraft, findDesignDrafts } from './design-drafts';
import { draftLockName, draftSyncLockName, holdLock, isLockHeld, waitUntilFree, type HeldLock } from './design-drafts-locks';

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
 * when this tab's own draft is locked by another open tab, this tab becomes a new editor. A tab
 * reloaded while a sender holds its draft (its own sync starting, another tab's retry) waits for
 * that send and then takes what is left of its draft.
 */
export async function claimDesignDraft(options: ClaimOptions): Promise<ClaimedDesignDraft> {
  return claim(options, true);
}

async function claim({ editorId, formId, newId }: ClaimOptions, mayWaitForSend: boolean): Promise<ClaimedDesignDraft> {
  let editor = editorId;
  const drafts = await findDesignDrafts(formId);
  const own = drafts.find((d) => d.editorId === editor);
  if (own) {
    const lock = await holdOwnDraft(own.key);
    if (lock === 'sending' && mayWaitForSend) {
      await waitUntilFree(draftSyncLockName(own.key));
      return claim({ editorId, formId, newId }, false);
    }
    if (lock && lock !== 'sending') return { editorId: editor, key: own.key, draft: own, adopted: false, lock };
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

/**
 * This tab's draft lock; 'sending' when a sender holds it for a send in flight (senders hold the
 * sync lock whenever they hold a draft's lock); null when another open tab owns it.
 */
async function holdOwnDraft(key: string): Promise<HeldLock | 'sending' | null> {
  const lock = await holdLock(draftLockName(key), true);
  if (lock) return lock;
  if (await isLockHeld(draftSyncLockName(key))) return 'sending';
  return holdLock(draftLockName(key), true); // the sender may have let go of both between the two looks
}
