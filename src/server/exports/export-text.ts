import type { Language } from '#core/constants';
import type { MessageKey, MessageValues } from '#core/i18n';
import { translate } from '#core/i18n';
import { formatWallClock, readWallClock, vietnamWallClock, type DateStyle } from '#core/time';
import type { DateCell } from './export-types';

export const label = (language: Language, key: MessageKey, values?: MessageValues) => translate(language, { key, values });

/** A wall-clock text (core's readWallClock) as a date cell; null when the text is no such date. */
function wallClockCell(text: string, precision?: DateCell['precision']): DateCell | null {
  const w = readWallClock(text);
  if (!w) return null;
  return { wallClock: new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)), precision: precision ?? (w.hasTime ? 'minute' : 'day') };
}

/** A moment as a Vietnam wall-clock date cell, to the second. */
export const vietnamTime = (at: Date): DateCell | null => wallClockCell(vietnamWallClock(at), 'second');

/** A date or date-time answer as typed ("YYYY-MM-DD", "YYYY-MM-DDTHH:mm"): a date cell; anything else unchanged. */
export const dateCell = (text: string): DateCell | string => wallClockCell(text) ?? text;

const textStyles: Record<DateCell['precision'], DateStyle> = { day: 'date', minute: 'dateTime', second: 'dateTimeSeconds' };

/**
 * How a date cell reads as text (CSV), in the Vietnamese numeric form whatever the export's language,
 * as the XLSX cells show it: "dd/MM/yyyy", "dd/MM/yyyy HH:mm", "dd/MM/yyyy HH:mm:ss" (docs/dates.md).
 */
export const dateText = ({ wallClock, precision }: DateCell): string => formatWallClock(wallClock.toISOString(), 'vi', textStyles[precision]);

/** The XLSX number format showing a date cell as dateText writes it. */
export const dateFormats: Record<DateCell['precision'], string> = {
  day: 'dd/mm/yyyy', minute: 'dd/mm/yyyy hh:mm', second: 'dd/mm/yyyy hh:mm:ss',
};

export const joinLabels = (labels: readonly string[]) => labels.join('; ');
