// The one check of a submission: the form's logic, then each visible element's answer.
export { checkAnswers, type AnswerCheck, type CheckOptions } from './validate-answers';
export { createAnswerChecker } from './answer-checker';
