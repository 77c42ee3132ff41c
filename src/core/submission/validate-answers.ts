import { displayOnlyKinds, type FormElement } from '../forms/element.schema';
import type { FormDesign } from '../forms/form.schema';
import { allElements } from '../forms/form.schema';
import type { FieldProblem, Message } from '../i18n/message-keys';
import { evaluateLogic, type LogicState } from '../logic/engine';
import type { AnswerValue, Answers } from '../answers/answer.schema';
import { isEmptyAnswer } from '../answers/answer.schema';
import { type AnswerContext, type CheckOptions, answerContext } from '../answers/answer-context';
import { validateElementAnswer } from '../answers/validate-element';

export type { CheckOptions } from '../answers/answer-context';

export interface AnswerCheck {
  problems: FieldProblem[];
  /** The answers to store: known, visible, answerable elements only, empty ones dropped. */
  accepted: Answers;
  forbidden: boolean;
}

/** The elements that take an answer (display-only ones do not). */
export function answerableElements(design: FormDesign): FormElement[] {
  return allElements(design).filter((e) => !displayOnlyKinds.includes(e.kind));
}

/** Only answers the design can take steer the logic, so re-checking `accepted` gives the same result. */
export function knownAnswers(answerable: readonly FormElement[], answers: Answers): Answers {
  const known: Answers = {};
  for (const element of answerable) {
    const answer = answers[element.id];
    if (answer !== undefined) known[element.id] = answer;
  }
  return known;
}

/** Each visible element's answer judged by `verdict`, in the design's order, after the logic's state. */
export function judgeAnswers(
  answerable: readonly FormElement[],
  answers: Answers,
  logic: LogicState,
  verdict: (element: FormElement, value: AnswerValue | undefined) => Message | null,
): AnswerCheck {
  const problems: FieldProblem[] = [];
  const accepted: Answers = {};
  for (const element of answerable) {
    if (logic.hidden.has(element.id)) continue;
    const value = answers[element.id];
    const problem = verdict(element, value);
    if (problem) problems.push({ field: element.id, ...problem });
    else if (value !== undefined && !isEmptyAnswer(value)) accepted[element.id] = value;
  }
  const forbidden = logic.forbiddenBy.length > 0;
  if (forbidden) problems.push({ field: '', key: 'validation.submissionForbidden' });
  return { problems, accepted, forbidden };
}

/**
 * The one validation of a submission, run by the page before sending (at: now, requireUploaded:
 * false) and by the server on receipt (at: the submission's submittedAt, requireUploaded: true).
 * The page, which checks again after every change, uses createAnswerChecker (the same result).
 */
export function checkAnswers(design: FormDesign, answers: Answers, options: CheckOptions = {}): AnswerCheck {
  const ctx: AnswerContext = answerContext(options);
  const answerable = answerableElements(design);
  const logic = evaluateLogic(design.logic, knownAnswers(answerable, answers));
  return judgeAnswers(answerable, answers, logic, (element, value) => validateElementAnswer(element, value, ctx));
}
