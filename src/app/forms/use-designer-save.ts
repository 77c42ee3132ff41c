import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type Dispatch } from 'react';
import { ErrorCode } from '#core/api/envelope';
import type { FormDesign } from '#core/forms/form.schema';
import { ApiError } from '../http/api-error';
import { designProblems } from './designer-problems';
import type { DesignerAction, DesignerState } from './designer-state';
import { createForm, formDetailQuery, formKeys, setFormPublished, updateForm, type SavedForm } from './forms-api';

export type SaveOutcome =
  | { kind: 'saved' }
  | { kind: 'problems'; count: number }
  | { kind: 'conflict' }
  | { kind: 'published' }
  | { kind: 'error'; error: unknown }
  | null;

/** The form just created by this tab and what to tell the author on the edit page that opens next. */
let carried: { id: number; outcome: SaveOutcome } | null = null;

/** Save (create, then update against baseVersion), conflict choices, publish and disable. */
export function useDesignerSave(state: DesignerState, dispatch: Dispatch<DesignerAction>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<SaveOutcome>(() => {
    const message = state.formId !== null && carried?.id === state.formId ? carried.outcome : null;
    carried = null;
    return message;
  });
  const [busy, setBusy] = useState(false);

  const afterSave = (saved: SavedForm, sent: FormDesign) => {
    dispatch({ type: 'saved', formId: saved.id, version: saved.version, shortUrl: saved.shortUrl, status: saved.status, sent });
    void queryClient.invalidateQueries({ queryKey: formKeys.list() });
  };

  /** Set when this page created a form: once the work is done, the page moves to its edit address. */
  const created = useRef<number | null>(null);
  const create = async (design: FormDesign) => {
    const saved = await createForm(design);
    afterSave(saved, design);
    created.current = saved.id;
    return saved.id;
  };

  /** Returns the form id once the current design is on the server, or null. */
  const persist = async (): Promise<number | null> => {
    const design = state.design;
    const problems = designProblems(design);
    if (problems.length > 0) {
      dispatch({ type: 'showProblems' });
      setOutcome({ kind: 'problems', count: problems.length });
      return null;
    }
    if (state.formId === null) return create(design);
    if (!state.dirty) return state.formId;
    const saved = await updateForm(state.formId, state.baseVersion ?? 0, design);
    afterSave(saved, design);
    return saved.id;
  };

  const run = async (work: () => Promise<SaveOutcome>) => {
    setBusy(true);
    setOutcome(null);
    let result: SaveOutcome;
    try {
      result = await work();
    } catch (error) {
      const conflict = error instanceof ApiError && (error.code === ErrorCode.VersionConflict || error.status === 409);
      result = conflict ? { kind: 'conflict' } : { kind: 'error', error };
    }
    setBusy(false);
    setOutcome(result);
    const id = created.current;
    created.current = null;
    if (id !== null) {
      carried = { id, outcome: result };
      await queryClient.invalidateQueries({ queryKey: formKeys.detail(id) });
      await navigate({ to: '/forms/$id/edit', params: { id }, replace: true });
    }
  };

  const save = () => run(async () => ((await persist()) === null ? outcomeOrKeep() : { kind: 'saved' }));
  const outcomeOrKeep = (): SaveOutcome => ({ kind: 'problems', count: designProblems(state.design).length });

  const publish = (published: boolean) =>
    run(async () => {
      const id = await persist();
      if (id === null) return outcomeOrKeep();
      await setFormPublished(id, published);
      const fresh = await queryClient.fetchQuery({ ...formDetailQuery(id), staleTime: 0 });
      dispatch({ type: 'saved', formId: id, version: fresh.version, shortUrl: fresh.shortUrl, status: fresh.status, sent: state.design });
      void queryClient.invalidateQueries({ queryKey: formKeys.list() });
      return { kind: 'published' };
    });

  /** Conflict: take the server's version, dropping local changes (the author chose it). */
  const reloadTheirs = () =>
    run(async () => {
      if (state.formId === null) return null;
      const fresh = await queryClient.fetchQuery({ ...formDetailQuery(state.formId), staleTime: 0 });
      dispatch({ type: 'loaded', form: fresh });
      return null;
    });

  /** Conflict: keep both, by saving the local design as a new form. */
  const saveAsCopy = () => run(async () => ((await create(state.design)) ? { kind: 'saved' } : null));

  const keepEditing = () => setOutcome(null);

  return { outcome, busy, save, setPublished: publish, reloadTheirs, saveAsCopy, keepEditing };
}

/** What the designer page uses to save; DesignerSaveStatus shows its outcome and conflict choices. */
export type DesignerSaver = ReturnType<typeof useDesignerSave>;
