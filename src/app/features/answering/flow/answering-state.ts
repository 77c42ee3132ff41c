import type { AnswerValue, Answers } from '#core/answers';
import type { FormSettings } from '#core/forms';
import type { Verified } from '#app/shared/verification/verification-api';

export type Phase = 'opening' | 'welcome' | 'answering' | 'saving' | 'saved';

export type MissingProof = 'verification' | 'captcha';

/**
 * One person answering one form, as a pure state machine (the side effects live in useAnswering):
 * opening → welcome? → answering ⇄ saving → saved, or answering again for "submit another".
 */
export interface AnsweringState {
  phase: Phase;
  answers: Answers;
  /** questions left once: their problems show from then on */
  touched: ReadonlySet<string>;
  /** "Next" or "Submit" was pressed: every problem of the page shows */
  attempted: boolean;
  /** the page asked for; the shown one is settled against the pages logic lets through */
  page: number;
  verification: Verified | null;
  captchaAnswer: string;
  proofMissing: MissingProof | null;
  /** the answers came back from a draft kept on this device */
  restored: boolean;
  saveError: unknown;
  /** a new empty form each time: the answer components start afresh */
  round: number;
  savedInRow: number;
  draftFailed: boolean;
  /** another tab has this form open: this one neither writes nor deletes the draft */
  draftElsewhere: boolean;
  /** grows with every change the draft must keep (answers, page, verification) */
  draftVersion: number;
}

export type AnsweringAction =
  /** answers: the draft's; typed: those typed into the server's first view, newer, which the device does not hold yet */
  | { type: 'restored'; answers: Answers; typed: Answers; page: number; verification: Verified | null; owned: boolean; showWelcome: boolean }
  /** typed into the first view while the page was getting ready (undefined: emptied); none: only the draft must be written */
  | { type: 'typedBeforeLive'; answers: Record<string, AnswerValue | undefined> }
  | { type: 'start' }
  | { type: 'change'; elementId: string; value: AnswerValue | undefined }
  | { type: 'blur'; elementId: string }
  | { type: 'goTo'; page: number }
  | { type: 'pageRefused' }
  | { type: 'verified'; verification: Verified | null }
  | { type: 'captchaTyped'; answer: string }
  | { type: 'submitRefused'; page: number | null }
  | { type: 'proofRefused'; proof: MissingProof }
  | { type: 'saving' }
  | { type: 'saveFailed'; error: unknown }
  | { type: 'saved'; another: boolean }
  | { type: 'reset' }
  | { type: 'draftWritten'; ok: boolean };

export const initialAnsweringState: AnsweringState = {
  phase: 'opening',
  answers: {},
  touched: new Set(),
  attempted: false,
  page: 0,
  verification: null,
  captchaAnswer: '',
  proofMissing: null,
  restored: false,
  saveError: null,
  round: 0,
  savedInRow: 0,
  draftFailed: false,
  draftElsewhere: false,
  draftVersion: 0,
};

function withAnswer(answers: Answers, elementId: string, value: AnswerValue | undefined): Answers {
  if (value !== undefined) return { ...answers, [elementId]: value };
  const { [elementId]: _cleared, ...next } = answers;
  return next;
}

/** An empty form again ("submit another", "clear and start over"): what the device knows stays. */
function fresh(state: AnsweringState): AnsweringState {
  return {
    ...initialAnsweringState,
    phase: 'answering',
    round: state.round + 1,
    draftFailed: state.draftFailed,
    draftElsewhere: state.draftElsewhere,
    draftVersion: state.draftVersion,
  };
}

export function answeringReducer(state: AnsweringState, action: AnsweringAction): AnsweringState {
  switch (action.type) {
    case 'restored': {
      // "your unfinished answers were restored" speaks of the draft's only: what was just typed is no news
      const restored = Object.keys(action.answers).length > 0;
      const typed = Object.keys(action.typed).length > 0;
      return {
        ...state,
        answers: typed ? { ...action.answers, ...action.typed } : action.answers,
        page: action.page,
        verification: action.verification,
        restored,
        draftElsewhere: !action.owned,
        // a restored draft goes straight back to the questions
        phase: action.showWelcome ? 'welcome' : 'answering',
        draftVersion: state.draftVersion + (typed ? 1 : 0),
      };
    }
    case 'typedBeforeLive': {
      const changes = Object.entries(action.answers);
      return {
        ...state,
        answers: changes.reduce((answers, [elementId, value]) => withAnswer(answers, elementId, value), state.answers),
        // the answer components read their value when they mount: they start again with these
        round: state.round + (changes.length > 0 ? 1 : 0),
        draftVersion: state.draftVersion + 1,
      };
    }
    case 'start':
      return { ...state, phase: 'answering' };
    case 'change':
      return { ...state, answers: withAnswer(state.answers, action.elementId, action.value), draftVersion: state.draftVersion + 1 };
    case 'blur':
      return state.touched.has(action.elementId) ? state : { ...state, touched: new Set(state.touched).add(action.elementId) };
    case 'goTo':
      return { ...state, page: action.page, attempted: false, draftVersion: state.draftVersion + 1 };
    case 'pageRefused':
      return { ...state, attempted: true };
    case 'verified':
      return {
        ...state,
        verification: action.verification,
        proofMissing: action.verification ? null : state.proofMissing,
        draftVersion: state.draftVersion + 1,
      };
    case 'captchaTyped':
      return { ...state, captchaAnswer: action.answer, proofMissing: action.answer.trim() ? null : state.proofMissing };
    case 'submitRefused':
      return { ...state, attempted: true, page: action.page ?? state.page };
    case 'proofRefused':
      return { ...state, attempted: true, proofMissing: action.proof };
    case 'saving':
      return { ...state, attempted: true, phase: 'saving', saveError: null };
    case 'saveFailed':
      return { ...state, phase: 'answering', saveError: action.error };
    case 'saved':
      return action.another ? { ...fresh(state), savedInRow: 1 } : { ...state, restored: false, phase: 'saved' };
    case 'reset':
      return fresh(state);
    case 'draftWritten':
      return state.draftFailed === !action.ok ? state : { ...state, draftFailed: !action.ok };
  }
}

/** What the last page adds to a submission, and whether a missing verification may wait (offline). */
export interface SubmitOptions {
  /** "submit and start another": straight back to an empty form */
  another?: boolean;
  /** the captcha on screen; absent when it could not be loaded (offline): the outbox asks later */
  captchaId?: string | undefined;
  /** no connection: the answer is queued unverified and the outbox asks for the code later */
  verificationCanWait?: boolean;
}

/**
 * Why a submission cannot go yet, as the action that shows it: problems (on `wrongPage` when that is
 * not the page shown), or a missing proof. Null when it can go.
 */
export function submitRefusal(state: AnsweringState, settings: Pick<FormSettings, 'verification' | 'requireCaptcha'>, options: SubmitOptions,
  problems: { any: boolean; wrongPage: number | null; shownPage: number }): AnsweringAction | null {
  if (problems.any) return { type: 'submitRefused', page: problems.wrongPage !== problems.shownPage ? problems.wrongPage : null };
  if (settings.verification !== 'none' && !state.verification && !options.verificationCanWait) return { type: 'proofRefused', proof: 'verification' };
  if (settings.requireCaptcha && options.captchaId && !state.captchaAnswer.trim()) return { type: 'proofRefused', proof: 'captcha' };
  return null;
}
