import { LINEAR_SCALE_DEFAULT_MAX, LINEAR_SCALE_DEFAULT_MIN, RATING_DEFAULT_ICONS, RATING_MAX_ICONS } from '#core/forms';
import type { FormElement } from '#core/forms';

/** The points of a linear scale, min..max by step (whole numbers, defaults 1..5). */
export function scalePoints(element: FormElement): number[] {
  const min = element.min ?? LINEAR_SCALE_DEFAULT_MIN;
  const max = element.max ?? LINEAR_SCALE_DEFAULT_MAX;
  const step = element.step !== undefined && element.step > 0 ? element.step : 1;
  const points: number[] = [];
  for (let i = 0; min + i * step <= max + 1e-9 && points.length <= 100; i += 1) points.push(Math.round((min + i * step) * 1e9) / 1e9);
  return points;
}

/** How many icons a rating shows: its max, default 5, never more than the limit. */
export function ratingCount(element: FormElement): number {
  const max = element.max ?? RATING_DEFAULT_ICONS;
  return Number.isInteger(max) && max >= 1 ? Math.min(max, RATING_MAX_ICONS) : RATING_DEFAULT_ICONS;
}

/** A number answer that may have been stored as text ("4"). */
export function answerNumber(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
}
