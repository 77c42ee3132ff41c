import { useEffect, useRef, useState, type Dispatch } from 'react';
import { sameValue } from '#core/forms';
import type { FormDesign } from '#core/forms';
import {
  claimDesignDraft, deleteDesignDraft, recordDesignConflict, requestDesignDraftSync, saveDesignDraftEdit, type ClaimedDesignDraft, type DesignDraft, warnInBackground,
} from '#offline/index';
import { emptyDesign, type DesignerAction, type DesignerState } from '../state/state';
import { setDesignDraftStored, setDraftOpenHere } from './use-design-draft-stored';

const EDITOR_ID_KEY = 'survey.designer.editorId';
export const AUTOSAVE_DELAY_MS = 300;

/** This tab's editor id: sessionStorage survives a reload of the tab, and no other tab shares it. */
function tabEditorId(): string {
  try {
    const known = sessionStorage.getItem(EDITOR_ID_KEY);
    if (known) return known;
  } catch {
    // storage refused (privacy mode): a fresh id; this tab's draft is then adopted as an orphan
  }
  return crypto.randomUUID();
}

function keepEditorId(id: string): void {
  try {
    sessionStorage.setItem(EDITOR_ID_KEY, id);
  } catch {
    // see tabEditorId
  }
}

/** The draft this designer owns: its key, and the server's design its edit started from. */
export interface DraftSession {
  key: string;
  editorId: string;
  baseDesign: FormDesign | null;
}

const isBlankNewForm = (state: DesignerState) => state.formId === null && sameValue(state.design, emptyDesign());
const keepsDraft = (state: DesignerState) => state.dirty && state.access !== 'viewer' && !isBlankNewForm(state);

/**
 * The designer's draft on the device: claims this tab's draft (or an orphan) when the designer
 * opens and restores it, autosaves every change after AUTOSAVE_DELAY_MS, and holds the draft's
 * Web Lock while open. `onConflict` gets a draft whose server version moved meanwhile.
 */
export function useDesignDraft(state: DesignerState, dispatch: Dispatch<DesignerAction>, onConflict: (draft: DesignDraft) => void) {
  const latest = useRef(state);
  const session = useRef<DraftSession | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** an edit waits for its autosave */
  const unwritten = useRef(false);
  const conflictHandler = useRef(onConflict);
  const [claimed, setClaimed] = useState(false);
  const [restored, setRestored] = useState<{ at: string } | null>(null);
  useEffect(() => {
    latest.current = state;
    conflictHandler.current = onConflict;
  });

  const write = async (pending: boolean): Promise<string | null> => {
    clearTimeout(timer.current);
    unwritten.current = false;
    const own = session.current;
    if (!own) return null;
    const current = latest.current;
    await saveDesignDraftEdit(
      { key: own.key, formId: current.formId, editorId: own.editorId, baseVersion: current.baseVersion, baseDesign: own.baseDesign, design: current.design },
      pending,
    );
    if (latest.current.design === current.design) setDesignDraftStored(true);
    return own.key;
  };
  const writeRef = useRef(write);
  useEffect(() => {
    writeRef.current = write;
  });

  useEffect(() => {
    let cancelled = false;
    let claim: ClaimedDesignDraft | null = null;
    const opening = latest.current;
    const restore = async (draft: DesignDraft) => {
      const isNew = opening.formId === null;
      const nothingNew = isNew
        ? sameValue(draft.design, emptyDesign())
        : draft.state !== 'conflict' && draft.baseVersion === opening.baseVersion && sameValue(draft.design, opening.design);
      if (nothingNew) {
        await deleteDesignDraft(draft.key);
        return;
      }
      if (session.current) session.current.baseDesign = draft.baseDesign;
      dispatch({ type: 'restoreDraft', design: draft.design, baseVersion: draft.baseVersion });
      setRestored({ at: draft.updatedAt });
      const serverMoved = !isNew && draft.state !== 'conflict' && opening.baseVersion !== null && draft.baseVersion !== null && opening.baseVersion > draft.baseVersion;
      const conflicted = serverMoved ? await recordDesignConflict(draft.key, opening.design, opening.baseVersion ?? 0) : draft.state === 'conflict' ? draft : null;
      if (conflicted) conflictHandler.current(conflicted);
      else if (draft.state === 'pending') void requestDesignDraftSync();
    };
    claimDesignDraft({ editorId: tabEditorId(), formId: opening.formId, newId: () => crypto.randomUUID() })
      .then(async (result) => {
        if (cancelled) {
          result.lock.release();
          return;
        }
        claim = result;
        keepEditorId(result.editorId);
        setDraftOpenHere(result.key, true);
        session.current = { key: result.key, editorId: result.editorId, baseDesign: opening.formId === null ? null : opening.design };
        if (result.draft) await restore(result.draft);
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the effect's cleanup sets it while this awaits; the narrowing cannot see that
        if (!cancelled) setClaimed(true);
      })
      .catch((error: unknown) => warnInBackground('[forms] design draft not opened', error));
    return () => {
      cancelled = true;
      const unsaved = unwritten.current && keepsDraft(latest.current);
      const finished = unsaved ? writeRef.current(false) : Promise.resolve(null);
      session.current = null;
      setDesignDraftStored(true);
      const held = claim;
      if (!held) return;
      setDraftOpenHere(held.key, false);
      void finished.catch(() => null).finally(() => held.lock.release());
    };
  }, [dispatch]);

  const wantDraft = claimed && keepsDraft(state);
  useEffect(() => {
    if (!wantDraft) {
      unwritten.current = false;
      setDesignDraftStored(true);
      return undefined;
    }
    setDesignDraftStored(false);
    unwritten.current = true;
    timer.current = setTimeout(() => {
      writeRef.current(false).catch((error: unknown) => warnInBackground('[forms] design draft not kept', error));
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [wantDraft, state.design]);

  useEffect(() => {
    // a tab being hidden may be closed next without notice: keep what is typed now
    const onHide = () => {
      if (unwritten.current && keepsDraft(latest.current)) void writeRef.current(false).catch(() => null);
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, []);

  return {
    claimed,
    restored,
    dismissRestored: () => setRestored(null),
    /** the key of the draft this designer owns, null until claimed */
    currentKey: (): string | null => session.current?.key ?? null,
    /** the server's design the draft is now based on (after a save, a merge, a reload) */
    rebase: (key: string, design: FormDesign) => {
      if (session.current?.key === key) session.current.baseDesign = design;
    },
    /** writes the design on screen now; `pending`: the author asked for it to be sent */
    storeNow: (pending: boolean) => write(pending),
  };
}

export type DesignDraftHandle = ReturnType<typeof useDesignDraft>;
