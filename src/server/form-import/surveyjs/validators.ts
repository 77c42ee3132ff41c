import type { FormElement } from '#core/forms';
import { numericKinds, textLengthKinds } from '#core/forms';
import { surveyJsNoteCodes } from './note-codes';
import { positiveInteger, type QuestionSource } from './question-source';
import { withoutUndefined } from './question-text';
import { SourceObject } from './source-object';

/** The tighter of two limits (a question's own `min` and a validator's `minValue`). */
function tighter(current: number | undefined, next: number | undefined, pick: (a: number, b: number) => number): number | undefined {
  if (next === undefined) return current;
  return current === undefined ? next : pick(current, next);
}

function nonNegativeInteger(value: number | undefined): number | undefined {
  return value !== undefined && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/**
 * One SurveyJS validator applied to the element, or false when it has no counterpart for this
 * kind: numeric (ranges of number kinds; `allowDigits: false` asks for whole numbers), text
 * (lengths of text and email), email (a text becomes an email), answercount (checkbox).
 */
function applyValidator(element: FormElement, validator: SourceObject): FormElement | false {
  const type = validator.text('type') ?? '';
  validator.consume('text', 'notificationType');
  if (type === 'numeric' && numericKinds.includes(element.kind)) {
    const whole = validator.boolean('allowDigits') === false;
    return {
      ...element,
      kind: whole ? 'number' : element.kind,
      min: tighter(element.min, validator.number('minValue'), Math.max),
      max: tighter(element.max, validator.number('maxValue'), Math.min),
    };
  }
  if (type === 'text' && textLengthKinds.includes(element.kind)) {
    if (validator.boolean('allowDigits') === false) return false;
    return {
      ...element,
      minLength: tighter(element.minLength, nonNegativeInteger(validator.number('minLength')), Math.max),
      maxLength: tighter(element.maxLength, positiveInteger(validator.number('maxLength')), Math.min),
    };
  }
  if (type === 'email' && (element.kind === 'text' || element.kind === 'email') && element.multiline !== true) return { ...element, kind: 'email' };
  if (type === 'answercount' && element.kind === 'checkbox') {
    return {
      ...element,
      minChoices: tighter(element.minChoices, positiveInteger(validator.number('minCount')), Math.max),
      maxChoices: tighter(element.maxChoices, positiveInteger(validator.number('maxCount')), Math.min),
    };
  }
  return false;
}

/** The question's `validators`, each applied or listed to the author (regex, expression, and any that does not fit the kind). */
export function applyValidators(q: QuestionSource, element: FormElement): FormElement {
  let result = element;
  for (const item of q.source.array('validators')) {
    const validator = SourceObject.from(item);
    const applied = validator === null ? false : applyValidator(result, validator);
    if (applied === false || validator === null) {
      q.context.note(q.where, surveyJsNoteCodes.validatorNotMapped, JSON.stringify(item));
      continue;
    }
    result = withoutUndefined(applied);
    q.context.finish(validator, q.where);
  }
  return result;
}
