import { formatMoment, formatWallClock, type DateStyle } from '#core/time';
import { useReaderLanguage } from './i18n-provider';

/**
 * Every date the UI shows goes through here (core's formatMoment, docs/dates.md): a moment on Vietnam's
 * clock, "26/11/2026 14:05" / "26 Nov 2026, 14:05" by default, or in another of the styles.
 */
export function useDateFormat(): (at: Date | string, style?: DateStyle) => string {
  const language = useReaderLanguage();
  return (at, style = 'dateTime') => formatMoment(at, language, style);
}

/** Date and time of a moment in the reader's language ("26/11/2026 14:05" / "26 Nov 2026, 14:05"). */
export function useDateTime(): (iso: string) => string {
  const format = useDateFormat();
  return (iso) => format(iso);
}

/** A calendar day or a typed date(-time) answer ("2026-11-26", "2026-11-26T14:05") as it stands, no zone shift. */
export function useWallClockFormat(): (text: string, style?: DateStyle) => string {
  const language = useReaderLanguage();
  return (text, style = 'date') => formatWallClock(text, language, style);
}
