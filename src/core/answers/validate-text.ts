import type { FormElement } from '../forms/element.schema';
import type { Message } from '../i18n/message-keys';
import type { AnswerValue } from './answer.schema';
import { textLength } from '../text';

const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** Vietnamese mobile (0 + 9 digits from 3/5/7/8/9) and landline (02 + 9 digits) numbers, with 0 or +84 in front. */
const phonePattern = /^(?:\+84|0)(?:[35789]\d{8}|2\d{9})$/;
/** Old identity card (9 digits) or citizen identity card (12 digits). */
const nationalIdPattern = /^(?:\d{9}|\d{12})$/;

function lengthProblem(element: FormElement, text: string): Message | null {
  const length = textLength(text);
  if (element.minLength !== undefined && length < element.minLength) return { key: 'validation.tooShort', values: { min: element.minLength } };
  if (element.maxLength !== undefined && length > element.maxLength) return { key: 'validation.tooLong', values: { max: element.maxLength } };
  return null;
}

export function textProblem(element: FormElement, value: AnswerValue): Message | null {
  if (typeof value !== 'string') return { key: 'validation.malformed' };
  return lengthProblem(element, value);
}

export function emailProblem(element: FormElement, value: AnswerValue): Message | null {
  if (typeof value !== 'string') return { key: 'validation.malformed' };
  if (!emailPattern.test(value.trim())) return { key: 'validation.email' };
  return lengthProblem(element, value.trim());
}

/** Spaces, dots, dashes and brackets people type between digit groups are ignored. */
export function phoneProblem(value: AnswerValue): Message | null {
  if (typeof value !== 'string') return { key: 'validation.malformed' };
  return phonePattern.test(value.replace(/[\s.()-]/g, '')) ? null : { key: 'validation.phone' };
}

export function nationalIdProblem(value: AnswerValue): Message | null {
  if (typeof value !== 'string') return { key: 'validation.malformed' };
  return nationalIdPattern.test(value.trim()) ? null : { key: 'validation.nationalId' };
}
