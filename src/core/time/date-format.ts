import type { Language } from '../constants';
import { vietnamWallClock } from './vietnam-time';

/**
 * The one way dates and times read, in the UI and in exports' text (docs/dates.md):
 * - vi: "26/11/2026", "26/11/2026 14:05", "14:05", "26/11"
 * - en: "26 Nov 2026", "26 Nov 2026, 14:05", "14:05", "26 Nov"
 * Always the 24-hour clock, seconds only in the `…Seconds` styles (audit trails, lock-out times).
 */
export type DateStyle = 'date' | 'dateTime' | 'dateTimeSeconds' | 'time' | 'timeSeconds' | 'dayMonth';

const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const wallClockPattern = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/** A wall-clock text read into its numbers; `hasTime` tells whether it gave hours and minutes. */
export interface WallClock { year: number; month: number; day: number; hour: number; minute: number; second: number; hasTime: boolean }

/**
 * "YYYY-MM-DD", "YYYY-MM-DDTHH:mm[:ss]…" (or with a space) read as a wall clock, no zone;
 * null when the text is no such date or names a day the calendar has not (31 February).
 */
export function readWallClock(text: string): WallClock | null {
  const m = wallClockPattern.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part: string | undefined) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (Number.isNaN(check.getTime()) || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second, hasTime: m[4] !== undefined };
}

const two = (n: number) => String(n).padStart(2, '0');

/** A wall clock already read into its numbers, in a DateStyle (what formatWallClock does after reading the text). */
export function formatWallClockParts(w: WallClock, language: Language, style: DateStyle): string {
  const time = `${two(w.hour)}:${two(w.minute)}`;
  const timeSeconds = `${time}:${two(w.second)}`;
  if (style === 'time') return time;
  if (style === 'timeSeconds') return timeSeconds;
  const english = language === 'en';
  const dayMonth = english ? `${w.day} ${englishMonths[w.month - 1] ?? w.month}` : `${two(w.day)}/${two(w.month)}`;
  if (style === 'dayMonth') return dayMonth;
  const date = english ? `${dayMonth} ${w.year}` : `${dayMonth}/${w.year}`;
  if (style === 'date') return date;
  const separator = english ? ', ' : ' ';
  return `${date}${separator}${style === 'dateTimeSeconds' ? timeSeconds : time}`;
}

/**
 * A wall-clock text as written in answers and statistics days ("YYYY-MM-DD", "YYYY-MM-DDTHH:mm[:ss]"),
 * read as it stands (no time zone). Text that is no such date comes back unchanged.
 */
export function formatWallClock(text: string, language: Language, style: DateStyle = 'date'): string {
  const wallClock = readWallClock(text);
  return wallClock ? formatWallClockParts(wallClock, language, style) : text;
}

/**
 * A moment (a Date or an ISO-8601 instant from the API) on Vietnam's clock, wherever the device is.
 * An unreadable value comes back as given.
 */
export function formatMoment(at: Date | string, language: Language, style: DateStyle = 'dateTime'): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return String(at);
  return formatWallClock(vietnamWallClock(date), language, style);
}
