import type { Language } from '#core/constants';
import type { MessageKey, MessageValues } from '#core/i18n';
import { translate } from '#core/i18n';
import { VIETNAM_UTC_OFFSET_HOURS, formatWallClockParts, readWallClock, type DateStyle, type WallClock } from '#core/time';
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

/**
 * The shared cells dateCell made, with their text once dateText has written it (null before): a
 * shared cell's text is made once, not once per row it is in. The response times, a new cell
 * per row, are not kept (a weak map of 200,000 cells per 100,000 rows cost the collector more
 * than formatting them).
 */
const sharedTexts = new Map<DateCell, string | null>();

/** A date or date-time answer as typed ("YYYY-MM-DD", "YYYY-MM-DDTHH:mm"): a date cell; anything else unchanged. */
export function dateCell(text: string): DateCell | string {
  const known = readDates.get(text);
  if (known !== undefined) return known;
  const cell = wallClockCell(text) ?? text;
  if (readDates.size >= READ_DATES_KEPT) { readDates.clear(); sharedTexts.clear(); }
  readDates.set(text, cell);
  if (typeof cell !== 'string') sharedTexts.set(cell, null);
  return cell;
}

const textStyles: Record<DateCell['precision'], DateStyle> = { day: 'date', minute: 'dateTime', second: 'dateTimeSeconds' };

/** A date cell's wall clock read from its UTC fields (no ISO text to print and parse again). */
const wallClockOf = (cell: DateCell): WallClock => {
  const at = cell.wallClock;
  return {
    year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate(),
    hour: at.getUTCHours(), minute: at.getUTCMinutes(), second: at.getUTCSeconds(), hasTime: cell.precision !== 'day',
  };
};

/**
 * How a date cell reads as text (CSV), in the Vietnamese numeric form whatever the export's language,
 * as the XLSX cells show it: "dd/MM/yyyy", "dd/MM/yyyy HH:mm", "dd/MM/yyyy HH:mm:ss" (docs/dates.md).
 * The response times (a new cell per row) are formatted straight from their fields.
 */
export function dateText(cell: DateCell): string {
  const known = sharedTexts.get(cell);
  if (known) return known;
  const text = formatWallClockParts(wallClockOf(cell), 'vi', textStyles[cell.precision]);
  if (known === null) sharedTexts.set(cell, text);
  return text;
}

/** The XLSX number format showing a date cell as dateText writes it. */
export const dateFormats: Record<DateCell['precision'], string> = {
  day: 'dd/mm/yyyy', minute: 'dd/mm/yyyy hh:mm', second: 'dd/mm/yyyy hh:mm:ss',
};

export const joinLabels = (labels: readonly string[]) => labels.join('; ');
