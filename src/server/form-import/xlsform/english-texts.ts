/**
 * `translations.en` of an imported object from the source's English column (bilingual forms): only
 * the texts the source gives, nothing when it gives none (the Vietnamese text then shows).
 */
export function englishOf<T extends Record<string, string | undefined>>(texts: T): { translations?: { en: Partial<T> } } {
  const given = Object.entries(texts).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return given.length > 0 ? { translations: { en: Object.fromEntries(given) as Partial<T> } } : {};
}
