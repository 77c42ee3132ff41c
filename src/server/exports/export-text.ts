import type { Language } from '#core/constants';
import type { MessageKey, MessageValues } from '#core/i18n';
import { translate } from '#core/i18n';
import { VIETNAM_UTC_OFFSET_HOURS, formatWallClock, readWallClock, type DateStyle } from '#core/time';
import type { DateCell } from './export-types';

export const label = (language: Language, key: MessageKey, values?: MessageValues) => translate(language, values === undefined ? { key } : { key, values });

/** A wall-clock text (core's readWallClock) as a date cell; null when the text is no such date. */
function wallClockCell(text: string): DateCell | null {
  const w = readWallClock(text);
  if (!w) return null;
  return { wallClock: new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)), precision: w.hasTime ? 'minute' : 'day' };
}

const VIETNAM_OFFSET_MS = VIETNAM_UTC_OFFSET_HOURS * 3_600_000;

/**
 * A moment as a Vietnam wall-clock date cell, to the second: the moment moved by Vietnam's offset,
 * milliseconds dropped (what reading core's vietnamWallClock text back gives, without the text:
 * two of these per exported row).
 */
export function vietnamTime(at: Date): DateCell | null {
  const wallClock = new Date(Math.floor((at.getTime() + VIETNAM_OFFSET_MS) / 1000) * 1000);
  const year = wallClock.getUTCFullYear();
  return Number.isNaN(year) || year < 0 || year > 9999 ? null : { wallClock, precision: 'second' };
}

/** Date answers repeat (days of a survey): each distinct text is read once; cells are never changed after. */
const readDates = new Map<string, DateCell | string>();
const READ_DATES_KEPT = 20_000;

/** A date or date-time answer as typed ("YYYY-MM-DD", "YYYY-MM-DDTHH:mm"): a date cell; anything else unchanged. */
export function dateCell(text: string): DateCell | string {
  const known = readDates.get(text);
  if (known !== undefined) return known;
  const cell = wallClockCell(text) ?? text;
  if (readDates.size >= READ_DATES_KEPT) readDates.clear();
  readDates.set(text, cell);
  return cell;
}

const textStyles: Record<DateCell['precision'], DateStyle> = { day: 'date', minute: 'dateTime', second: 'dateTimeSeconds' };

/** The text of each date cell dateCell shares, written once per cell, not once per row it is in. */
const dateTexts = new WeakMap<DateCell, string>();

/**
 * How a date cell reads as text (CSV), in the Vietnamese numeric form whatever the export's language,
 * as the XLSX cells show it: "dd/MM/yyyy", "dd/MM/yyyy HH:mm", "dd/MM/yyyy HH:mm:ss" (docs/dates.md).
 */
export function dateText(cell: DateCell): string {
  const known = dateTexts.get(cell);
  if (known !== undefined) return known;
  const text = formatWallClock(cell.wallClock.toISOString(), 'vi', textStyles[cell.precision]);
  dateTexts.set(cell, text);
  return text;
}

/** The XLSX number format showing a date cell as dateText writes it. */
export const dateFormats: Record<DateCell['precision'], string> = {
  day: 'dd/mm/yyyy', minute: 'dd/mm/yyyy hh:mm', second: 'dd/mm/yyyy hh:mm:ss',
};

export const joinLabels = (labels: readonly string[]) => labels.join('; ');
