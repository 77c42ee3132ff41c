import type { Language } from '#core/constants';

/** A feature's strings, each in both languages: a key cannot exist in one catalogue only. */
export type Bilingual = Readonly<Record<string, { readonly vi: string; readonly en: string }>>;

/** One language's texts of a catalogue, by message id. */
export type Texts = Readonly<Record<string, string>>;

/**
 * A catalogue as code holds it: opaque, read only through `useT` (use-t.ts). Outside the browser build it
 * carries its bilingual texts; in the build, scripts/vite-messages.ts turns each `*-messages.ts` module into
 * lazy loaders of one language each, so that a page downloads only its language of the catalogues it shows.
 */
export interface Messages<T extends Bilingual = Bilingual> {
  /** Never set: carries the catalogue's ids and texts to the typecheck only. */
  readonly '~texts'?: T;
}

/** What a `Messages` is at run time: either form, never both. */
export type MessagesAtRunTime =
  | { readonly texts: Bilingual; readonly load?: undefined }
  | { readonly texts?: undefined; readonly load: Readonly<Record<Language, () => Promise<{ default: Texts }>>> };

export function bilingual<const T extends Bilingual>(texts: T): Messages<T> {
  const messages: MessagesAtRunTime = { texts };
  return messages as Messages<T>;
}

/** The form scripts/vite-messages.ts gives a catalogue in the browser build. */
export function lazyMessages(load: Record<Language, () => Promise<{ default: Texts }>>): Messages {
  const messages: MessagesAtRunTime = { load };
  return messages as Messages;
}

export function atRunTime(messages: Messages): MessagesAtRunTime {
  return messages as MessagesAtRunTime;
}

/** A catalogue's bilingual texts, for the checks run outside the browser (scripts/check-i18n.ts, tests). */
export function bilingualTexts<T extends Bilingual>(messages: Messages<T>): T {
  const { texts } = atRunTime(messages);
  if (!texts) throw new Error('bilingualTexts reads the source catalogues; the browser build has only lazy ones');
  return texts as T;
}
