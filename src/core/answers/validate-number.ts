import type { FormElement } from '../forms/element.schema';
import { LINEAR_SCALE_DEFAULT_MAX, LINEAR_SCALE_DEFAULT_MIN, RATING_DEFAULT_ICONS } from '../forms/design-limits';
import type { Message } from '../i18n/message-keys';
import type { AnswerValue } from './answer.schema';
import { parseDecimal } from './parse-number';

/** Digits after the decimal point as typed ("1.50" has 2); a number uses its shortest form. */
function placesOf(value: string | number): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const exponent = /e([+-]\d+)$/i.exec(text);
  if (exponent) {
    const [mantissa = ''] = text.split(/e/i);
    return Math.max(0, placesOf(mantissa) - Number(exponent[1]));
  }
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** Whether n sits on the grid base + k·step, allowing for binary fractions (0.1 + 0.2). */
export function onStep(n: number, base: number, step: number): boolean {
  const units = (n - base) / step;
  return Math.abs(units - Math.round(units)) <= 1e-9 * Math.max(1, Math.abs(units));
}

export function rangeProblem(n: number, min: number | undefined, max: number | undefined): Message | null {
  if (min !== undefined && max !== undefined && (n < min || n > max)) return { key: 'validation.range', values: { min, max } };
  if (min !== undefined && n < min) return { key: 'validation.enterLargerNumber', values: { min } };
  if (max !== undefined && n > max) return { key: 'validation.enterSmallerNumber', values: { max } };
  return null;
}

/** number (whole), decimal: range, step, decimal places. */
export function numberProblem(element: FormElement, value: AnswerValue): Message | null {
  if (typeof value !== 'string' && typeof value !== 'number') return { key: 'validation.malformed' };
  const n = parseDecimal(value);
  if (n === null) return { key: 'validation.notANumber' };
  if (element.kind === 'number' && !Number.isInteger(n)) return { key: 'validation.notAnInteger' };
  if (element.kind === 'decimal' && element.decimalPlaces !== undefined && placesOf(value) > element.decimalPlaces) {
    return { key: 'validation.decimalPlaces', values: { places: element.decimalPlaces } };
  }
  const { min, max, step } = element;
  const range = rangeProblem(n, min, max);
  if (range) return range;
  if (step !== undefined && !onStep(n, min ?? 0, step)) return { key: 'validation.stepMismatch', values: { step } };
  return null;
}

/** linearScale: a whole number from min to max (default 1..5) on its step; rating: 1..max icons (default 5). */
export function scaleProblem(element: FormElement, value: AnswerValue): Message | null {
  if (typeof value !== 'string' && typeof value !== 'number') return { key: 'validation.malformed' };
  const n = parseDecimal(value);
  if (n === null) return { key: 'validation.notANumber' };
  if (!Number.isInteger(n)) return { key: 'validation.notAnInteger' };
  if (element.kind === 'rating') return rangeProblem(n, 1, element.max ?? RATING_DEFAULT_ICONS);
  const min = element.min ?? LINEAR_SCALE_DEFAULT_MIN;
  const range = rangeProblem(n, min, element.max ?? LINEAR_SCALE_DEFAULT_MAX);
  if (range) return range;
  if (element.step !== undefined && !onStep(n, min, element.step)) return { key: 'validation.stepMismatch', values: { step: element.step } };
  return null;
}
