import type { ElementKind, FormElement } from '#core/forms';
import { isoDateSchema } from '#core/forms';
import { surveyJsNoteCodes } from './note-codes';
import { numberOption, positiveInteger, type QuestionSource } from './question-source';
import { fitText } from './texts';

/** SurveyJS text `inputType` → this product's kind; the types not listed become plain text with a note. */
const kindByInputType: Readonly<Record<string, ElementKind>> = {
  text: 'text', number: 'decimal', date: 'date', 'datetime-local': 'datetime', datetime: 'datetime', email: 'email', tel: 'phone',
};

function placeholderOf(q: QuestionSource): string | undefined {
  const text = q.source.text('placeholder', 'placeHolder');
  return text?.trim() ? fitText(q.context, q.where, text, 500) : undefined;
}

/** `min` / `max` of a date input, when they are plain dates (not expressions such as "=today()"). */
function dateLimit(q: QuestionSource, key: 'min' | 'max'): string | undefined {
  const value = q.source.text(key);
  if (value === undefined) return undefined;
  if (isoDateSchema.safeParse(value).success) return value;
  q.context.note(q.where, surveyJsNoteCodes.propertyNotMapped, `${key}: ${value}`);
  return undefined;
}

function numericLimits(q: QuestionSource): Pick<FormElement, 'min' | 'max' | 'step'> {
  const step = numberOption(q, 'step');
  return { min: numberOption(q, 'min'), max: numberOption(q, 'max'), step: step !== undefined && step > 0 ? step : undefined };
}

/** The options of one kind made from a text input. */
function inputOptions(q: QuestionSource, kind: ElementKind): Partial<FormElement> {
  if (kind === 'decimal') return numericLimits(q);
  if (kind === 'date') return { minDate: dateLimit(q, 'min'), maxDate: dateLimit(q, 'max') };
  if (kind === 'text' || kind === 'email') return { maxLength: positiveInteger(q.source.number('maxLength')) };
  return {};
}

/** SurveyJS `text` (a single-line input of one `inputType`). */
export function textQuestion(q: QuestionSource): FormElement {
  const inputType = (q.source.text('inputType') ?? 'text').trim().toLowerCase();
  let kind = kindByInputType[inputType];
  if (kind === undefined) {
    q.context.note(q.where, surveyJsNoteCodes.inputTypeAsText, inputType);
    kind = 'text';
  }
  if (kind === 'phone') q.context.note(q.where, surveyJsNoteCodes.phoneVietnamese, inputType);
  return withoutUndefined({ ...q.base, kind, placeholder: placeholderOf(q), ...inputOptions(q, kind) });
}

/** SurveyJS `comment`: multi-line text. */
export function commentQuestion(q: QuestionSource): FormElement {
  return withoutUndefined({
    ...q.base, kind: 'text', multiline: true, placeholder: placeholderOf(q), maxLength: positiveInteger(q.source.number('maxLength')),
  });
}

/** The element without the options left undefined (as a designer-made element has them). */
export function withoutUndefined(element: FormElement): FormElement {
  return Object.fromEntries(Object.entries(element).filter(([, value]) => value !== undefined)) as FormElement;
}
