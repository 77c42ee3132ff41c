/** A feature's strings, each in both languages: a key cannot exist in one catalogue only. */
export type Bilingual = Readonly<Record<string, { readonly vi: string; readonly en: string }>>;

export function bilingual<const T extends Bilingual>(messages: T): T {
  return messages;
}
