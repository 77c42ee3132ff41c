import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AnswerValue, Answers } from '#core/answers';
import { checkAnswers } from '#core/submission';
import type { ResponseSubmission } from '#core/api';
import type { PublicForm } from '#core/forms';
import { deleteDraft, queueResponse } from '#offline/index';
import { setFormInProgress } from '../pwa/form-activity';
import { createDraftWriter, type DraftState } from './draft-writer';
import { firstPageWithProblem, hasWelcomePage, problemsOnPage, reachablePages, settlePage, stepPage } from './flow-pages';
import { useRestoredDraft } from './use-answer-draft';
import { useFormLogic } from './use-form-logic';
import { stillValid, type Verified } from './verification-api';

export type Phase = 'opening' | 'welcome' | 'answering' | 'saving' | 'saved';

/** What the last page adds to a submission, and whether a missing verification may wait (offline). */
export interface SubmitOptions {
  /** "submit and start another": straight back to an empty form */
  another?: boolean;
  /** the captcha on screen; absent when it could not be loaded (offline): the outbox asks later */
  captchaId?: string;
  /** no connection: the answer is queued unverified and the outbox asks for the code later */
  verificationCanWait?: boolean;
}

export type SubmitOutcome = 'saved' | 'problems' | 'proof' | 'failed';

/** The answering session of one form: answers, draft, logic, pages, proofs, submission. */
export function useAnswering(form: PublicForm) {
  const logic = useFormLogic(form.design.logic);
  const [answers, setAnswers] = useState<Answers>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [phase, setPhase] = useState<Phase>('opening');
  const [page, setPage] = useState(0);
  const [verification, setVerificationState] = useState<Verified | null>(null);
  const [captchaAnswer, setCaptchaAnswerState] = useState('');
  const [proofMissing, setProofMissing] = useState<'verification' | 'captcha' | null>(null);
  const [restored, setRestored] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);
  const [round, setRound] = useState(0);
  const [savedInRow, setSavedInRow] = useState(0);
  const [draftFailed, setDraftFailed] = useState(false);
  const { load } = logic;
  const [draftElsewhere, setDraftElsewhere] = useState(false);
  /** false while another tab has this form open: no draft is written or deleted here */
  const ownsDraft = useRef(true);
  const drafts = useMemo(() => {
    const writer = createDraftWriter(form, (ok) => setDraftFailed(!ok));
    return {
      save: (state: DraftState) => {
        if (ownsDraft.current) writer.save(state);
      },
      cancel: () => writer.cancel(),
    };
  }, [form]);
  /** set by a change the person made; the effect below then writes the draft once */
  const unsaved = useRef(false);
  const submitting = useRef(false);

  useRestoredDraft(form, (draft, owned) => {
    ownsDraft.current = owned;
    setDraftElsewhere(!owned);
    const initial = draft?.answers ?? {};
    const wasRestored = Object.keys(initial).length > 0;
    setAnswers(initial);
    setPage(draft?.page ?? 0);
    setVerificationState(stillValid(draft?.verification));
    setRestored(wasRestored);
    if (wasRestored) setFormInProgress(true);
    load(initial);
    // a restored draft goes straight back to the questions
    setPhase(draft === null && hasWelcomePage(form.design) ? 'welcome' : 'answering');
  });

  useEffect(() => () => setFormInProgress(false), []);

  useEffect(() => {
    if (!unsaved.current) return;
    unsaved.current = false;
    drafts.save({ answers, page, verification });
  }, [answers, page, verification, drafts]);

  const change = useCallback((elementId: string, value: AnswerValue | undefined) => {
    unsaved.current = true;
    setAnswers((before) => {
      const next = { ...before };
      if (value === undefined) delete next[elementId];
      else next[elementId] = value;
      return next;
    });
    setFormInProgress(true);
    logic.setAnswer(elementId, value);
  }, [logic]);

  const blur = useCallback((elementId: string) => {
    setTouched((before) => (before.has(elementId) ? before : new Set(before).add(elementId)));
  }, []);

  const check = checkAnswers(form.design, answers, { at: new Date() });
  const pages = reachablePages(form.design, logic.hidden);
  const current = settlePage(pages, page);
  const isLastPage = stepPage(pages, current, 1) === null;
  const pageProblems = problemsOnPage(check.problems, form.design, current, logic.hidden);

  const goTo = (target: number) => {
    unsaved.current = true;
    setPage(target);
    setAttempted(false);
    requestAnimationFrame(() => document.getElementById('form-page-title')?.focus());
  };

  /** "Next" checks only the visible questions of this page; false when one needs fixing. */
  const next = (): boolean => {
    if (pageProblems.length > 0) {
      setAttempted(true);
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
    setPhase('answering');
    requestAnimationFrame(() => document.getElementById('form-title')?.focus());
  };

  const setVerification = (value: Verified | null) => {
    unsaved.current = true;
    setVerificationState(value);
    if (value) setProofMissing(null);
  };

  const setCaptchaAnswer = (value: string) => {
    setCaptchaAnswerState(value);
    if (value.trim()) setProofMissing(null);
  };

  /** Validates with core, then writes to the outbox; "saved" is said only after the durable write. */
  const submit = async (options: SubmitOptions = {}): Promise<SubmitOutcome> => {
    if (submitting.current) return 'failed';
    setAttempted(true);
    if (check.problems.length > 0) {
      const wrongPage = firstPageWithProblem(check.problems, form.design, pages, logic.hidden);
      if (wrongPage !== null && wrongPage !== current) setPage(wrongPage);
      return 'problems';
    }
    const { settings } = form.design;
    if (settings.verification !== 'none' && !verification && !options.verificationCanWait) {
      setProofMissing('verification');
      return 'proof';
    }
    const captcha = captchaAnswer.trim();
    if (settings.requireCaptcha && options.captchaId && !captcha) {
      setProofMissing('captcha');
      return 'proof';
    }
    submitting.current = true;
    drafts.cancel(); // nothing may re-create the draft after the outbox write removes it
    setPhase('saving');
    setSaveError(null);
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
      await queueResponse(submission, form.design.title, { keepDraft: !ownsDraft.current });
    } catch (error) {
      setSaveError(error);
      setPhase('answering');
      drafts.save({ answers, page, verification });
      return 'failed';
    } finally {
      submitting.current = false;
    }
    if (ownsDraft.current) await deleteDraft(form.id).catch(() => undefined);
    setFormInProgress(false);
    setRestored(false);
    if (options.another) {
      reset();
      setSavedInRow((n) => n + 1);
    } else {
      setPhase('saved');
    }
    return 'saved';
  };

  /** "Submit another answer", or "clear and start over" on restored answers: a fresh, empty form. */
  const reset = () => {
    drafts.cancel();
    unsaved.current = false;
    setRestored(false);
    setAnswers({});
    setTouched(new Set());
    setAttempted(false);
    setSaveError(null);
    setPage(0);
    setVerificationState(null);
    setCaptchaAnswerState('');
    setProofMissing(null);
    setSavedInRow(0);
    setRound((n) => n + 1);
    load({});
    setPhase('answering');
    requestAnimationFrame(() => document.getElementById('form-title')?.focus());
  };

  const clearRestored = () => {
    reset();
    setFormInProgress(false);
    if (ownsDraft.current) void deleteDraft(form.id).catch(() => undefined);
  };

  return {
    answers, touched, attempted, phase, restored, saveError, draftFailed, draftElsewhere, round, check, logic,
    pages, page: current, isLastPage, pageProblems, verification, captchaAnswer, proofMissing, savedInRow,
    change, blur, next, back, start, submit, reset, clearRestored, setVerification, setCaptchaAnswer,
  };
}

export type AnsweringSession = ReturnType<typeof useAnswering>;
