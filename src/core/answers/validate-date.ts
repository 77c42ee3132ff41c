import type { FormElement } from '../forms/element.schema';
import type { Message } from '../i18n/message-keys';
import type { AnswerContext } from './answer-context';
import type { AnswerValue } from './answer.schema';

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Local wall time as typed, seconds optional, and optionally an offset ("Z", "+07:00"). */
const dateTimePattern = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d{1,3})?)?(?:Z|[+-](?:0\d|1[0-4]):[0-5]\d)?$/;

/** A real calendar day written YYYY-MM-DD (no 2025-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = datePattern.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day and the "HH:mm" of a date-time answer as the person typed them; null when malformed. */
export function dateTimeParts(text: string): { date: string; time: string } | null {
  const [, date, hour, minute] = dateTimePattern.exec(text) ?? [];
  if (date === undefined || hour === undefined || minute === undefined || !isCalendarDate(date)) return null;
  return { date, time: `${hour}:${minute}` };
}

function dayProblem(element: FormElement, day: string, ctx: AnswerContext): Message | null {
  if (element.minDate !== undefined && day < element.minDate) return { key: 'validation.dateTooEarly', values: { min: element.minDate } };
  if (element.maxDate !== undefined && day > element.maxDate) return { key: 'validation.dateTooLate', values: { max: element.maxDate } };
  if (element.disallowPast && day < ctx.today) return { key: 'validation.dateNotPast' };
  if (element.disallowFuture && day > ctx.today) return { key: 'validation.dateNotFuture' };
  return null;
}

export function dateProblem(element: FormElement, value: AnswerValue, ctx: AnswerContext): Message | null {
  if (typeof value !== 'string' || !isCalendarDate(value)) return { key: 'validation.malformed' };
  return dayProblem(element, value, ctx);
}

/** datetime: the day as for date, and the typed time within timeFrom..timeTo (inclusive). */
export function dateTimeProblem(element: FormElement, value: AnswerValue, ctx: AnswerContext): Message | null {
  const parts = typeof value === 'string' ? dateTimeParts(value) : null;
  if (!parts) return { key: 'validation.malformed' };
  const day = dayProblem(element, parts.date, ctx);
  if (day) return day;
  if (element.timeFrom === undefined && element.timeTo === undefined) return null;
  const from = element.timeFrom ?? '00:00';
  const to = element.timeTo ?? '23:59';
  return parts.time < from || parts.time > to ? { key: 'validation.timeOutOfRange', values: { from, to } } : null;
}
