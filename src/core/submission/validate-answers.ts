import { displayOnlyKinds } from '../forms/element.schema';
import type { FormDesign } from '../forms/form.schema';
import { allElements } from '../forms/form.schema';
import type { FieldProblem } from '../i18n/message-keys';
import { evaluateLogic } from '../logic/engine';
import type { Answers } from '../answers/answer.schema';
import { isEmptyAnswer } from '../answers/answer.schema';
import { type CheckOptions, answerContext } from '../answers/answer-context';
import { validateElementAnswer } from '../answers/validate-element';

export type { CheckOptions } from '../answers/answer-context';

export interface AnswerCheck {
  problems: FieldProblem[];
  /** The answers to store: known, visible, answerable elements only, empty ones dropped. */
  accepted: Answers;
  forbidden: boolean;
}

/**
 * The one validation of a submission, run by the page before sending (at: now, requireUploaded:
 * false) and by the server on receipt (at: the submission's submittedAt, requireUploaded: true).
 */
export function checkAnswers(design: FormDesign, answers: Answers, options: CheckOptions = {}): AnswerCheck {
  const ctx = answerContext(options);
  const answerable = allElements(design).filter((e) => !displayOnlyKinds.includes(e.kind));
  // only answers the design can take steer the logic, so re-checking `accepted` gives the same result
  const known: Answers = {};
  for (const element of answerable) {
    const answer = answers[element.id];
    if (answer !== undefined) known[element.id] = answer;
  }
  const logic = evaluateLogic(design.logic, known);
  const problems: FieldProblem[] = [];
  const accepted: Answers = {};
  for (const element of answerable) {
    if (logic.hidden.has(element.id)) continue;
    const value = answers[element.id];
    const problem = validateElementAnswer(element, value, ctx);
    if (problem) problems.push({ field: element.id, ...problem });
    else if (value !== undefined && !isEmptyAnswer(value)) accepted[element.id] = value;
  }
  const forbidden = logic.forbiddenBy.length > 0;
  if (forbidden) problems.push({ field: '', key: 'validation.submissionForbidden' });
  return { problems, accepted, forbidden };
}
