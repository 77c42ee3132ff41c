import type { FormElement } from '../forms/element.schema';
import type { Message } from '../i18n/message-keys';
import type { AnswerValue } from './answer.schema';
import { isEmptyAnswer } from './answer.schema';
import { parseDecimal } from './parse-number';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Vietnamese mobile and landline numbers, with 0 or +84 in front. */
const phonePattern = /^(?:\+84|0)(?:[35789]\d{8}|2\d{9})$/;
const nationalIdPattern = /^(?:\d{9}|\d{12})$/;

function numberProblem(element: FormElement, value: AnswerValue): Message | null {
  const n = parseDecimal(value);
  if (n === null) return { key: 'validation.notANumber' };
  if (element.kind === 'number' && !Number.isInteger(n)) return { key: 'validation.notAnInteger' };
  const { min, max, step } = element;
  if (min !== undefined && max !== undefined && (n < min || n > max)) return { key: 'validation.range', values: { min, max } };
  if (min !== undefined && n < min) return { key: 'validation.enterLargerNumber', values: { min } };
  if (max !== undefined && n > max) return { key: 'validation.enterSmallerNumber', values: { max } };
  if (step !== undefined) {
    const base = min ?? 0;
    const units = (n - base) / step;
    if (Math.abs(units - Math.round(units)) > 1e-9) return { key: 'validation.invalid' };
  }
  return null;
}

function textProblem(element: FormElement, value: AnswerValue): Message | null {
  if (typeof value !== 'string') return { key: 'validation.malformed' };
  const length = [...value].length;
  if (element.minLength !== undefined && length < element.minLength) return { key: 'validation.tooShort', values: { min: element.minLength } };
  if (element.maxLength !== undefined && length > element.maxLength) return { key: 'validation.tooLong', values: { max: element.maxLength } };
  return null;
}

function choiceProblem(element: FormElement, value: AnswerValue): Message | null {
  const ids = new Set((element.options ?? []).map((o) => o.id));
  const chosen = Array.isArray(value) ? value : [value];
  const multiple = element.kind === 'checkbox';
  if (!multiple && Array.isArray(value)) return { key: 'validation.malformed' };
  for (const item of chosen) {
    if (typeof item !== 'string') return { key: 'validation.malformed' };
    if (!ids.has(item) && !(element.otherOption && item.startsWith('other:') && item.length > 6)) {
      return { key: 'validation.unknownOption' };
    }
  }
  return null;
}

function patternProblem(pattern: RegExp, value: AnswerValue): Message | null {
  return typeof value === 'string' && pattern.test(value.trim()) ? null : { key: 'validation.malformed' };
}

/** Validates one answer against its element; null when acceptable. */
export function validateElementAnswer(element: FormElement, value: AnswerValue | undefined): Message | null {
  if (isEmptyAnswer(value) || value === undefined) return element.required ? { key: 'validation.required' } : null;
  switch (element.kind) {
    case 'number':
    case 'decimal':
    case 'linearScale':
    case 'rating':
      return numberProblem(element, value);
    case 'text':
      return textProblem(element, value);
    case 'radio':
    case 'dropdown':
    case 'checkbox':
      return choiceProblem(element, value);
    case 'email':
      return patternProblem(emailPattern, value);
    case 'phone':
      return patternProblem(phonePattern, typeof value === 'string' ? value.replace(/[\s.-]/g, '') : value);
    case 'nationalId':
      return patternProblem(nationalIdPattern, value);
    case 'boolean':
      return typeof value === 'boolean' ? null : { key: 'validation.malformed' };
    case 'date':
    case 'datetime':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? null : { key: 'validation.malformed' };
    default:
      return null;
  }
}
