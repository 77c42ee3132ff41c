import { createContext, useContext } from 'react';
import { hasText } from '#core/forms';

/** An object of the design whose texts may also be given in English (`translations.en`). */
export interface Translatable { translations?: { en?: object | undefined } | undefined }

type EnglishTexts<H extends Translatable> = NonNullable<NonNullable<H['translations']>['en']>;
export type EnglishField<H extends Translatable> = keyof EnglishTexts<H> & string;

/** The English `field` of `holder` as the author typed it ('' when not given). */
export function englishOf<H extends Translatable>(holder: H, field: EnglishField<H>): string {
  const english: Record<string, unknown> = { ...holder.translations?.en };
  const text = english[field];
  return typeof text === 'string' ? text : '';
}

/**
 * `holder`'s translations with the English `field` set to `text`; an emptied field is removed (and
 * the translations with it when nothing is left), so a blank stays "not given", never an empty text.
 */
export function withEnglish<H extends Translatable>(holder: H, field: EnglishField<H>, text: string): H['translations'] {
  const { [field]: _cleared, ...without }: Record<string, unknown> = { ...holder.translations?.en };
  const english = hasText(text) ? { ...holder.translations?.en, [field]: text } : without;
  return (Object.keys(english).length === 0 ? undefined : { ...holder.translations, en: english });
}

/** Whether the form being designed is written in English too (settings `languages`): the editors then show the English fields. */
export const FormEnglishContext = createContext(false);

export function useFormEnglish(): boolean {
  return useContext(FormEnglishContext);
}
