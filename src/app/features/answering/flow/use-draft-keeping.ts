import { useEffect, useMemo, useRef, type Dispatch } from 'react';
import type { Answers, AnswerValue } from '#core/answers';
import type { PublicForm } from '#core/forms';
import { deleteDraft } from '#offline/index';
import { takeFirstViewWith } from '#app/shell/first-paint/hand-over';
import { setFormInProgress } from '#app/shell/pwa/form-activity';
import { stillValid } from '#app/shared/verification/verification-api';
import type { AnsweringAction, AnsweringState } from './answering-state';
import { createDraftWriter, type DraftState } from './draft-writer';
import { firstViewAnswersKept, firstViewOnScreen, forgetFirstViewAnswers, givenAnswers, takeFirstViewAnswers, takeTypedBeforeLive } from './first-view-answers';
import { hasWelcomePage } from './pages';
import { useRestoredDraft } from './use-answer-draft';

/** The form's logic, told the restored answers at once and each answer typed after. */
interface LogicFeed {
  load: (answers: Answers) => void;
  setAnswer: (elementId: string, value: AnswerValue | undefined) => void;
}

/**
 * The answering page takes over what was typed into the server's first view (D86): once with the
 * draft, then whatever was typed while the page got ready, until the first view is gone.
 */
function takeFirstViewLater(form: PublicForm, dispatch: Dispatch<AnsweringAction>, logic: LogicFeed): void {
  takeFirstViewWith(() => {
    const changes = takeFirstViewAnswers(form);
    const changed = Object.keys(changes).length > 0;
    // nothing new: the draft is still written once more after the view goes, so the keeper's copy can go with it
    if (changed || firstViewAnswersKept(form.id)) dispatch({ type: 'typedBeforeLive', answers: changes });
    for (const [elementId, value] of Object.entries(changes)) logic.setAnswer(elementId, value);
    if (changed) setFormInProgress(true);
    return !changed;
  });
}

/**
 * The draft of one form on this device: restored once with what was typed into the first view
 * (then the logic loads the answers), written after every change the state counts in
 * `draftVersion`, and left alone while another tab owns it. Without `keep` (a preview) nothing is
 * read from or written to the device.
 */
export function useDraftKeeping(form: PublicForm, state: AnsweringState, dispatch: Dispatch<AnsweringAction>, logic: LogicFeed, keep = true) {
  /** false while another tab has this form open: no draft is written or deleted here */
  const ownsDraft = useRef(true);
  const drafts = useMemo(() => {
    const writer = createDraftWriter(form, (ok) => {
      dispatch({ type: 'draftWritten', ok });
      if (ok && keep && !firstViewOnScreen()) forgetFirstViewAnswers(form.id);
    });
    return {
      save: (draft: DraftState) => {
        if (keep && ownsDraft.current) writer.save(draft);
      },
      /** nothing may re-create the draft after the outbox write removes it, nor after a reset */
      cancel: () => writer.cancel(),
      remove: () => {
        if (!keep || !ownsDraft.current) return Promise.resolve();
        forgetFirstViewAnswers(form.id);
        return deleteDraft(form.id).catch(() => undefined);
      },
      get owned() {
        return keep && ownsDraft.current;
      },
    };
  }, [form, dispatch, keep]);

  useRestoredDraft(form, (draft, owned) => {
    ownsDraft.current = owned;
    const typed = keep ? givenAnswers(takeTypedBeforeLive(form)) : {};
    const typedBeforeLive = Object.keys(typed).length > 0;
    const answers = { ...draft?.answers, ...typed };
    dispatch({
      type: 'restored',
      answers: draft?.answers ?? {},
      typed,
      // the person is answering the first view's page (the first): the page stays there
      page: typedBeforeLive ? 0 : draft?.page ?? 0,
      verification: stillValid(draft?.verification),
      owned,
      showWelcome: draft === null && !typedBeforeLive && hasWelcomePage(form.design),
    });
    if (Object.keys(answers).length > 0) setFormInProgress(true);
    logic.load(answers);
    if (keep) takeFirstViewLater(form, dispatch, logic);
  }, keep);

  useEffect(() => () => takeFirstViewWith(null), []);

  const written = useRef(state.draftVersion);
  useEffect(() => {
    if (state.draftVersion === written.current) return;
    written.current = state.draftVersion;
    drafts.save({ answers: state.answers, page: state.page, verification: state.verification });
  }, [state, drafts]);

  return drafts;
}
