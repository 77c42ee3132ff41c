import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { AnswerValue } from '#core/answers';
import { createAnswerChecker } from '#core/submission';
import type { ResponseSubmission } from '#core/api';
import type { PublicForm } from '#core/forms';
import { queueResponse } from '#offline/index';
import { setFormInProgress } from '#app/shell/pwa/form-activity';
import type { Verified } from '#app/shared/verification/verification-api';
import { answeringReducer, initialAnsweringState, submitRefusal, type SubmitOptions } from './answering-state';
import { firstPageWithProblem, problemsOnPage, reachablePages, settlePage, stepPage } from './pages';
import { useDraftKeeping } from './use-draft-keeping';
import { useFormLogic } from './use-form-logic';

export type SubmitOutcome = 'saved' | 'problems' | 'proof' | 'failed';

const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

export interface AnsweringOptions {
  /**
   * The author's preview: the same flow with nothing kept or sent. No draft on the device, no
   * outbox write, no verification or captcha (they need a published form); submit only ends the flow.
   */
  preview?: boolean;
}

/**
 * The answering session of one form: the state machine of answering-state.ts, with what it does
 * outside itself (logic worker, draft on the device, outbox write, focus) around it.
 */
export function useAnswering(form: PublicForm, { preview = false }: AnsweringOptions = {}) {
  const logic = useFormLogic(form.design.logic);
  const { load, setAnswer } = logic;
  const [state, dispatch] = useReducer(answeringReducer, initialAnsweringState);
  const drafts = useDraftKeeping(form, state, dispatch, logic, !preview);
  const submitting = useRef(false);
  /** a preview holds nothing a page update or sign-out could lose */
  const markInProgress = useCallback((inProgress: boolean) => {
    if (!preview) setFormInProgress(inProgress);
  }, [preview]);

  useEffect(() => () => markInProgress(false), [markInProgress]);

  const change = useCallback((elementId: string, value: AnswerValue | undefined) => {
    dispatch({ type: 'change', elementId, value });
    markInProgress(true);
    setAnswer(elementId, value);
  }, [setAnswer, markInProgress]);

  const blur = useCallback((elementId: string) => dispatch({ type: 'blur', elementId }), []);

  // the whole form's check on every render, but only what changed is judged again (issue 15)
  const checkAnswers = useMemo(() => createAnswerChecker(form.design), [form.design]);
  const check = checkAnswers(state.answers, { at: new Date() });
  const pages = reachablePages(form.design, logic.hidden);
  const current = settlePage(pages, state.page);
  const isLastPage = stepPage(pages, current, 1) === null;
  const pageProblems = problemsOnPage(check.problems, form.design, current, logic.hidden);

  const goTo = (page: number) => {
    dispatch({ type: 'goTo', page });
    focusLater('form-page-title');
  };

  /** "Next" checks only the visible questions of this page; false when one needs fixing. */
  const next = (): boolean => {
    if (pageProblems.length > 0) {
      dispatch({ type: 'pageRefused' });
      return false;
    }
    const target = stepPage(pages, current, 1);
    if (target !== null) goTo(target);
    return true;
  };

  const back = () => {
    const target = stepPage(pages, current, -1);
    if (target !== null) goTo(target);
  };

  const start = () => {
    dispatch({ type: 'start' });
    focusLater('form-title');
  };

  const setVerification = (verification: Verified | null) => dispatch({ type: 'verified', verification });
  const setCaptchaAnswer = (answer: string) => dispatch({ type: 'captchaTyped', answer });

  /** "Submit another answer", or "clear and start over" on restored answers: a fresh, empty form. */
  const reset = () => {
    drafts.cancel();
    dispatch({ type: 'reset' });
    load({});
    focusLater('form-title');
  };

  const clearRestored = () => {
    reset();
    markInProgress(false);
    void drafts.remove();
  };

  /** Validates with core, then writes to the outbox (not in a preview); "saved" is said only after the durable write. */
  const submit = async (options: SubmitOptions = {}): Promise<SubmitOutcome> => {
    if (submitting.current) return 'failed';
    const { settings } = form.design;
    const proofs: SubmitOptions = preview ? { verificationCanWait: true } : options;
    const refusal = submitRefusal(state, settings, proofs, {
      any: check.problems.length > 0,
      wrongPage: check.problems.length > 0 ? firstPageWithProblem(check.problems, form.design, pages, logic.hidden) : null,
      shownPage: current,
    });
    if (refusal) {
      dispatch(refusal);
      return refusal.type === 'submitRefused' ? 'problems' : 'proof';
    }
    if (preview) return finished(options.another === true);
    const { verification } = state;
    const captcha = state.captchaAnswer.trim();
    submitting.current = true;
    drafts.cancel(); // nothing may re-create the draft after the outbox write removes it
    dispatch({ type: 'saving' });
    const submission: ResponseSubmission = {
      responseId: crypto.randomUUID(),
      formId: form.id,
      formVersion: form.version,
      answers: check.accepted,
      submittedAt: new Date().toISOString(),
      ...(settings.requireCaptcha && options.captchaId && captcha ? { captchaId: options.captchaId, captchaAnswer: captcha } : {}),
      ...(verification ? { verificationToken: verification.token } : {}),
    };
    try {
      await queueResponse(submission, form.design.title, { keepDraft: !drafts.owned });
    } catch (error) {
      dispatch({ type: 'saveFailed', error });
      drafts.save({ answers: state.answers, page: state.page, verification });
      return 'failed';
    } finally {
      submitting.current = false;
    }
    await drafts.remove();
    return finished(options.another === true);
  };

  /** After the outbox write (or at the end of a preview): the thank-you page, or straight to an empty form. */
  const finished = (another: boolean): SubmitOutcome => {
    markInProgress(false);
    dispatch({ type: 'saved', another });
    if (another) {
      drafts.cancel();
      load({});
      focusLater('form-title');
    }
    return 'saved';
  };

  return {
    answers: state.answers, touched: state.touched, attempted: state.attempted, phase: state.phase, restored: state.restored,
    saveError: state.saveError, draftFailed: state.draftFailed, draftElsewhere: state.draftElsewhere, round: state.round, check, logic,
    pages, page: current, isLastPage, pageProblems, verification: state.verification, captchaAnswer: state.captchaAnswer,
    proofMissing: state.proofMissing, savedInRow: state.savedInRow,
    change, blur, next, back, start, submit, reset, clearRestored, setVerification, setCaptchaAnswer,
  };
}

export type AnsweringSession = ReturnType<typeof useAnswering>;
