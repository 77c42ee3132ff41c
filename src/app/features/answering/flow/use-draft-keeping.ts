import { useEffect, useMemo, useRef, type Dispatch } from 'react';
import type { Answers } from '#core/answers';
import type { PublicForm } from '#core/forms';
import { deleteDraft } from '#offline/index';
import { setFormInProgress } from '#app/shell/pwa/form-activity';
import { stillValid } from '#app/shared/verification/verification-api';
import type { AnsweringAction, AnsweringState } from './answering-state';
import { createDraftWriter, type DraftState } from './draft-writer';
import { hasWelcomePage } from './pages';
import { useRestoredDraft } from './use-answer-draft';

/**
 * The draft of one form on this device: restored once (then `onRestored` with its answers), written
 * after every change the state counts in `draftVersion`, and left alone while another tab owns it.
 * Without `keep` (a preview) nothing is read from or written to the device.
 */
export function useDraftKeeping(form: PublicForm, state: AnsweringState, dispatch: Dispatch<AnsweringAction>, onRestored: (answers: Answers) => void, keep = true) {
  /** false while another tab has this form open: no draft is written or deleted here */
  const ownsDraft = useRef(true);
  const drafts = useMemo(() => {
    const writer = createDraftWriter(form, (ok) => dispatch({ type: 'draftWritten', ok }));
    return {
      save: (draft: DraftState) => {
        if (keep && ownsDraft.current) writer.save(draft);
      },
      /** nothing may re-create the draft after the outbox write removes it, nor after a reset */
      cancel: () => writer.cancel(),
      remove: () => (keep && ownsDraft.current ? deleteDraft(form.id).catch(() => undefined) : Promise.resolve()),
      get owned() {
        return keep && ownsDraft.current;
      },
    };
  }, [form, dispatch, keep]);

  useRestoredDraft(form, (draft, owned) => {
    ownsDraft.current = owned;
    const answers = draft?.answers ?? {};
    dispatch({
      type: 'restored',
      answers,
      page: draft?.page ?? 0,
      verification: stillValid(draft?.verification),
      owned,
      showWelcome: draft === null && hasWelcomePage(form.design),
    });
    if (Object.keys(answers).length > 0) setFormInProgress(true);
    onRestored(answers);
  }, keep);

  const written = useRef(state.draftVersion);
  useEffect(() => {
    if (state.draftVersion === written.current) return;
    written.current = state.draftVersion;
    drafts.save({ answers: state.answers, page: state.page, verification: state.verification });
  }, [state, drafts]);

  return drafts;
}
