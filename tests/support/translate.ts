import { createIntl } from 'react-intl';
import { bilingualTexts, type Messages } from '#app/shared/i18n/catalogue';
import type { Translate } from '#app/shared/i18n/message-types';
import { translator } from '#app/shared/i18n/use-t';
import type { Language } from '#core/constants';

/** The `t` a component gets from useT(...catalogues), in one language: for the pure helpers that take one. */
export function translateIn<const Ms extends readonly Messages[]>(language: Language, ...catalogues: Ms): Translate<Ms> {
  const texts = Object.fromEntries(catalogues.flatMap((messages) => Object.entries(bilingualTexts(messages)).map(([id, text]) => [id, text[language]])));
  return translator<Ms>(texts, createIntl({ locale: language }));
}
