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

interface WallClockParts { year: string; month: string; day: string; hour: string; minute: string; second: string }

function wallClockParts(text: string): WallClockParts | null {
  const m = wallClockPattern.exec(text);
  if (!m) return null;
  const [, year = '', month = '', day = '', hour = '00', minute = '00', second = '00'] = m;
  const monthIndex = Number(month) - 1;
  if (monthIndex < 0 || monthIndex > 11 || Number(day) < 1 || Number(day) > 31) return null;
  return { year, month, day, hour, minute, second };
}

function formatParts(p: WallClockParts, language: Language, style: DateStyle): string {
  const time = `${p.hour}:${p.minute}`;
  const timeSeconds = `${time}:${p.second}`;
  if (style === 'time') return time;
  if (style === 'timeSeconds') return timeSeconds;
  const english = language === 'en';
  const dayMonth = english ? `${Number(p.day)} ${englishMonths[Number(p.month) - 1] ?? p.month}` : `${p.day}/${p.month}`;
  if (style === 'dayMonth') return dayMonth;
  const date = english ? `${dayMonth} ${p.year}` : `${dayMonth}/${p.year}`;
  if (style === 'date') return date;
  const separator = english ? ', ' : ' ';
  return `${date}${separator}${style === 'dateTimeSeconds' ? timeSeconds : time}`;
}

/**
 * A wall-clock text as written in answers and statistics days ("YYYY-MM-DD", "YYYY-MM-DDTHH:mm[:ss]"),
 * read as it stands (no time zone). Text that is no such date comes back unchanged.
 */
export function formatWallClock(text: string, language: Language, style: DateStyle = 'date'): string {
  const parts = wallClockParts(text);
  return parts ? formatParts(parts, language, style) : text;
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
