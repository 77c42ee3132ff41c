// What an answer is (values by element kind, files, the "other" choice) and the check of one
// element's answer.
export * from './answer.schema';
export * from './choice-encoding';
export { parseDecimal } from './parse-number';
export { answerContext, type AnswerContext } from './answer-context';
export { validateElementAnswer } from './validate-element';
export { fileTypeAccepted } from './validate-attachment';
export { addressProblem } from './validate-address';
export { addressPlace, placeKey, type AddressPlace } from './address-place';
