/**
 * How a radio, dropdown or checkbox answer stores the "other" choice: this prefix and the typed
 * text, `other:<text>`. Option ids never contain ':', so it cannot clash with one.
 */
export const OTHER_PREFIX = 'other:';

export function isOtherChoice(item: string): boolean {
  return item.startsWith(OTHER_PREFIX);
}

/** The stored item of an "other" choice with this typed text (empty text stays, so validation can ask for it). */
export function otherChoice(text: string): string {
  return `${OTHER_PREFIX}${text}`;
}

/** The typed text of an `other:<text>` item. */
export function otherChoiceText(item: string): string {
  return item.slice(OTHER_PREFIX.length);
}
