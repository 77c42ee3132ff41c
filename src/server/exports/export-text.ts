import type { Language } from '#core/constants';
import type { MessageKey, MessageValues } from '#core/i18n';
import { translate } from '#core/i18n';
import { vietnamWallClock } from '#core/time';

export const label = (language: Language, key: MessageKey, values?: MessageValues) => translate(language, { key, values });

/** A moment as Vietnam wall time, "dd/mm/yyyy HH:mm:ss". */
export function vietnamTime(at: Date): string {
  const iso = vietnamWallClock(at);
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 19)}`;
}

/** "YYYY-MM-DD" or "YYYY-MM-DDTHH:mm…" as typed, shown "dd/mm/yyyy" or "dd/mm/yyyy HH:mm"; anything else unchanged. */
export function readableDate(text: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}))?/.exec(text);
  if (!match) return text;
  const day = `${match[3]}/${match[2]}/${match[1]}`;
  return match[4] ? `${day} ${match[4]}` : day;
}

export const joinLabels = (labels: readonly string[]) => labels.join('; ');
