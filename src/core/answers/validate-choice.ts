import type { FormElement } from '../forms/element.schema';
import type { Message } from '../i18n/message-keys';
import type { AnswerValue } from './answer.schema';
import { isOtherChoice, otherChoiceText } from './choice-encoding';

/** One chosen item: a known option id, or `other:<text>` when the element offers "other". */
function itemProblem(element: FormElement, ids: ReadonlySet<string>, item: unknown): Message | null {
  if (typeof item !== 'string') return { key: 'validation.malformed' };
  if (ids.has(item)) return null;
  if (!element.otherOption || !isOtherChoice(item)) return { key: 'validation.unknownOption' };
  return otherChoiceText(item).trim() === '' ? { key: 'validation.otherRequired' } : null;
}

const optionIds = (element: FormElement) => new Set((element.options ?? []).map((o) => o.id));

/** radio, dropdown: exactly one item. */
export function singleChoiceProblem(element: FormElement, value: AnswerValue): Message | null {
  if (typeof value !== 'string') return { key: 'validation.malformed' };
  return itemProblem(element, optionIds(element), value);
}

/** checkbox: distinct items, at most one "other", between minChoices and maxChoices of them. */
export function multipleChoiceProblem(element: FormElement, value: AnswerValue): Message | null {
  if (!Array.isArray(value)) return { key: 'validation.malformed' };
  const ids = optionIds(element);
  for (const item of value) {
    const problem = itemProblem(element, ids, item);
    if (problem) return problem;
  }
  const items = value as string[];
  const others = items.filter((item) => !ids.has(item)).length;
  if (new Set(items).size !== items.length || others > 1) return { key: 'validation.malformed' };
  if (element.minChoices !== undefined && items.length < element.minChoices) return { key: 'validation.tooFewChoices', values: { min: element.minChoices } };
  if (element.maxChoices !== undefined && items.length > element.maxChoices) return { key: 'validation.tooManyChoices', values: { max: element.maxChoices } };
  return null;
}

export function booleanProblem(value: AnswerValue): Message | null {
  return typeof value === 'boolean' ? null : { key: 'validation.malformed' };
}
