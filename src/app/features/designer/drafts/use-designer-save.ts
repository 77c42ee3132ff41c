import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type Dispatch } from 'react';
import { deleteDesignDraft, readDesignDraft, requestDesignDraftSync, type DesignDraft, type DesignSentEvent } from '#offline/index';
import { designProblems } from '../state/problems';
import { emptyDesign, type DesignerAction, type DesignerState } from '../state/state';
import { sendDesignDraftNow } from './design-sync';
import { markCells } from './cell-diff-client';
import { markDesignCells } from './design-sync-cells';
import { createForm, formDetailQuery, formKeys, setFormPublished, type LoadedForm } from '../forms-api';
import { useDesignDraft } from './use-design-draft';
import { useDesignDraftConflict } from './use-design-draft-conflict';
import { refusal, type SaveOutcome } from './use-design-draft-outcome';
import { useDesignDraftSent } from './use-design-draft-sent';
import { useT } from '#app/shared/i18n/use-t';
import { designerOfflineMessages } from './designer-offline-messages';

export type { SaveOutcome };

/** The form just created by this tab and what to tell the author on the edit page that opens next. */
let carried: { id: number; outcome: SaveOutcome } | null = null;

/**
 * Save: the design is kept in the device's draft first, then sent (create, or update against
 * baseVersion). No connection → it stays there as pending and goes when the connection returns;
 * a version conflict → merged, or the author chooses. Also publish/disable and the draft choices.
 */
export function useDesignerSave(state: DesignerState, dispatch: Dispatch<DesignerAction>) {
  const t = useT(designerOfflineMessages);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<SaveOutcome>(() => {
    const message = state.formId !== null && carried?.id === state.formId ? carried.outcome : null;
    carried = null;
    return message;
  });
  const [offlineCopyFrom] = useState(() =>
    state.formId === null ? null : (queryClient.getQueryData<LoadedForm>(formKeys.detail(state.formId))?.offlineCopyFrom ?? null));
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const created = useRef<number | null>(null);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });

  const onConflictFound = useRef<(found: DesignDraft) => void>(() => undefined);
  const draft = useDesignDraft(state, dispatch, (found) => onConflictFound.current(found));
  const conflict = useDesignDraftConflict(dispatch, draft.rebase, () => setOutcome({ kind: 'resolved' }));
  const takeConflict = async (found: DesignDraft): Promise<NonNullable<SaveOutcome>> =>
    ((await conflict.take(found)) === 'merged' ? { kind: 'merged' } : { kind: 'conflict' });
  useEffect(() => {
    onConflictFound.current = (found) => void takeConflict(found).then(setOutcome);
  });

  const moveToCreated = (result: SaveOutcome) => {
    const id = created.current;
    created.current = null;
    if (id === null) return;
    carried = { id, outcome: result };
    void navigate({ to: '/forms/$id/edit', params: { id }, replace: true });
  };
  const reported = (event: DesignSentEvent) => {
    const result: SaveOutcome = event.outcome.kind === 'saved' ? { kind: 'sentLater' }
      : event.outcome.kind === 'refused' ? { kind: 'error', error: refusal(event.outcome.code, event.outcome.message) } : null;
    if (result) setOutcome(result);
    moveToCreated(result);
  };
  useDesignDraftSent(state, dispatch, draft, {
    isBusy: () => busyRef.current,
    onCreated: (id) => (created.current = id),
    onReported: reported,
    onConflict: (found) => void takeConflict(found).then(setOutcome),
  });

  const run = async (work: () => Promise<SaveOutcome>) => {
    busyRef.current = true;
    setBusy(true);
    setOutcome(null);
    let result: SaveOutcome;
    try {
      result = await work();
    } catch (error) {
      result = { kind: 'error', error };
    }
    busyRef.current = false;
    setBusy(false);
    setOutcome(result);
    moveToCreated(result);
  };

  /** The form's id once the design on screen is on the server; else what the author is told. */
  const persist = async (): Promise<number | NonNullable<SaveOutcome>> => {
    const current = latest.current;
    const problems = designProblems(current.design);
    if (problems.length > 0) {
      dispatch({ type: 'showProblems' });
      return { kind: 'problems', count: problems.length };
    }
    if (conflict.open) {
      conflict.reopen();
      return { kind: 'conflict' };
    }
    if (current.formId !== null && !current.dirty) return current.formId;
    const key = await draft.storeNow(true);
    if (key === null) throw new Error('the design draft is not open yet');
    if (!navigator.onLine) {
      void requestDesignDraftSync(); // waits for the connection in the app's sync
      return { kind: 'storedOffline' };
    }
    const sent = await sendDesignDraftNow(key);
    const stored = sent ? null : await readDesignDraft(key);
    if (stored?.state === 'conflict') return takeConflict(stored);
    if (!sent) return { kind: 'storedOffline' };
    switch (sent.outcome.kind) {
      case 'saved':
        return sent.outcome.saved.formId;
      case 'conflict': {
        const found = await readDesignDraft(key);
        return found ? takeConflict(found) : { kind: 'conflict' };
      }
      case 'unreachable':
        return { kind: 'storedOffline' };
      case 'refused':
        return { kind: 'error', error: refusal(sent.outcome.code, sent.outcome.message) };
    }
  };

  const save = () => run(async () => {
    const result = await persist();
    return typeof result === 'number' ? { kind: 'saved' } : result;
  });

  const setPublished = (published: boolean) => run(async () => {
    const result = await persist();
    if (typeof result !== 'number') return result.kind === 'storedOffline' ? { kind: 'publishOffline' } : result;
    await setFormPublished(result, published);
    const fresh = await queryClient.fetchQuery({ ...formDetailQuery(result), staleTime: 0 });
    if (fresh.offlineCopyFrom) return { kind: 'publishOffline' };
    dispatch({ type: 'saved', formId: result, version: fresh.version, shortUrl: fresh.shortUrl, status: fresh.status, sent: latest.current.design, design: fresh.design });
    void queryClient.invalidateQueries({ queryKey: formKeys.list() });
    return { kind: 'published' };
  });

  /** The restored draft is not wanted: back to the form as the server (or its offline copy) has it. */
  const discardDraft = () => run(async () => {
    const own = draft.currentKey();
    if (own) await deleteDesignDraft(own);
    draft.dismissRestored();
    conflict.drop();
    const formId = latest.current.formId;
    if (formId === null) {
      dispatch({ type: 'restoreDraft', design: emptyDesign(), baseVersion: null });
      return { kind: 'discarded' };
    }
    const form = await queryClient.fetchQuery({ ...formDetailQuery(formId), staleTime: 0 });
    if (own) draft.rebase(own, form.design);
    dispatch({ type: 'loaded', form });
    return { kind: 'discarded' };
  });

  /** Conflict: keep both, by saving my design as a new form (the original keeps the server's version). */
  const saveMineAsCopy = () => run(async () => {
    const mine = conflict.open?.mine;
    if (!mine) return null;
    const suffix = t('designerOffline.copySuffix');
    const form = await createForm(await markDesignCells({ ...mine, title: `${mine.title.slice(0, 480)} ${suffix}`.trim() }, markCells));
    await conflict.forget();
    void queryClient.invalidateQueries({ queryKey: formKeys.list() });
    created.current = form.id;
    return { kind: 'copied' };
  });

  return {
    outcome, busy, save, setPublished, discardDraft, saveMineAsCopy, conflict, offlineCopyFrom,
    restored: draft.restored,
    dismissRestored: draft.dismissRestored,
  };
}

/** What the designer page uses to save; DesignerSaveStatus shows its outcome, notices and conflict choices. */
export type DesignerSaver = ReturnType<typeof useDesignerSave>;
