import type { Texts } from '#app/shared/i18n/catalogue';

/**
 * A seeded entry keeps its name in the reader's language until someone renames it; a renamed or new one shows
 * its own name. `english`: the English texts of catalogue-names-messages (en = the name the server seeds).
 */
export function catalogueNameKey(kind: 'group' | 'perm', code: string, name: string, english: Texts): string | null {
  const key = `security.catalogue.${kind}.${code}`;
  return english[key] === name ? key : null;
}
