import type { FormElement } from '#core/forms';

const later = (a: string | undefined, b: string | undefined) => (a === undefined ? b : b === undefined ? a : a > b ? a : b);
const earlier = (a: string | undefined, b: string | undefined) => (a === undefined ? b : b === undefined ? a : a < b ? a : b);

/** The first and last day a date/datetime element accepts ('YYYY-MM-DD'), from minDate/maxDate and past/future. */
export function dateBounds(element: FormElement, today: string): { min?: string; max?: string } {
  const min = later(element.minDate, element.disallowPast ? today : undefined);
  const max = earlier(element.maxDate, element.disallowFuture ? today : undefined);
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

export interface DateParts { year: number; month: number; day: number; hour?: number; minute?: number }

/** Reads a stored answer: 'YYYY-MM-DD' for date, 'YYYY-MM-DDTHH:mm' (local wall time) for datetime. */
export function answerDateParts(value: unknown, withTime: boolean): DateParts | null {
  if (typeof value !== 'string') return null;
  const m = withTime ? dateTimePattern.exec(value) : datePattern.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number?, number?];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return withTime && hour !== undefined && minute !== undefined ? { year, month, day, hour, minute } : { year, month, day };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The answer string for picked parts: no seconds, no zone, as the respondent meant it. */
export function dateAnswer(parts: DateParts, withTime: boolean): string {
  const date = `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
  return withTime ? `${date}T${pad(parts.hour ?? 0)}:${pad(parts.minute ?? 0)}` : date;
}
