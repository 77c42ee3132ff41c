import { displayOnlyKinds } from '../forms/element.schema';
import type { FormDesign } from '../forms/form.schema';
import { allElements } from '../forms/form.schema';
import type { Message } from '../i18n/message-keys';
import { evaluateLogic } from '../logic/engine';
import type { Answers } from './answer.schema';
import { isEmptyAnswer } from './answer.schema';
import { validateElementAnswer } from './validate-element';

export interface FieldProblem extends Message {
  field: string;
}

export interface AnswerCheck {
  problems: FieldProblem[];
  /** The answers to store: known, visible, answerable elements only, empty ones dropped. */
  accepted: Answers;
  forbidden: boolean;
}

/** The one validation of a submission, run by the page before sending and by the server on receipt. */
export function checkAnswers(design: FormDesign, answers: Answers): AnswerCheck {
  const logic = evaluateLogic(design.logic, answers);
  const problems: FieldProblem[] = [];
  const accepted: Answers = {};
  for (const element of allElements(design)) {
    if (displayOnlyKinds.includes(element.kind) || logic.hidden.has(element.id)) continue;
    const value = answers[element.id];
    const problem = validateElementAnswer(element, value);
    if (problem) problems.push({ field: element.id, ...problem });
    else if (value !== undefined && !isEmptyAnswer(value)) accepted[element.id] = value;
  }
  const forbidden = logic.forbiddenBy.length > 0;
  if (forbidden) problems.push({ field: '', key: 'validation.submissionForbidden' });
  return { problems, accepted, forbidden };
}
