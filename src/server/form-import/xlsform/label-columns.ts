import type { SheetRow } from './read-sheet';

export type LabelLanguage = 'vi' | 'en' | 'other';

/** The language a column suffix names: "Vietnamese (vi)", "vi", "Tiếng Việt" → vi; "English (en)", "en" → en. */
export function languageOf(suffix: string): LabelLanguage {
  const text = suffix.trim().toLowerCase();
  if (/\(vi\)|^vi$|vietnam|tiếng việt/.test(text)) return 'vi';
  if (/\(en\)|^en$|english/.test(text)) return 'en';
  return 'other';
}

/** Which column of a kind (label, hint, ...) gives the form's text, in order of preference, and which languages are left out. */
export interface TextColumns {
  /** columns tried in turn for a row's text */
  order: string[];
  /** the English column carried as the design's English text (`translations.en`), when the form's text is another one */
  english: string | null;
  /** language columns whose text is not carried (the design holds Vietnamese and English only) */
  dropped: { column: string; language: LabelLanguage }[];
}

/**
 * The Vietnamese column first, then the plain one, then the settings' default language, then any
 * other: the form's text is Vietnamese when the source has it. A row whose preferred cell is empty
 * takes the next column's text rather than none.
 */
export function textColumns(headers: readonly string[], kind: string, defaultLanguage: string): TextColumns {
  const plain = headers.includes(kind) ? [kind] : [];
  const languages = headers.filter((h) => h.startsWith(`${kind}::`)).map((column) => ({ column, suffix: column.slice(kind.length + 2) }));
  const rank = ({ suffix }: { suffix: string }) => {
    if (languageOf(suffix) === 'vi') return 0;
    if (defaultLanguage !== '' && suffix.toLowerCase() === defaultLanguage.toLowerCase()) return 1;
    return 2;
  };
  const sorted = [...languages].sort((a, b) => rank(a) - rank(b));
  const vietnamese = sorted.filter((l) => rank(l) === 0);
  const preferred = vietnamese.length > 0 ? vietnamese : sorted.slice(0, plain.length > 0 ? 0 : 1);
  const order = [...preferred.map((l) => l.column), ...plain, ...sorted.filter((l) => !preferred.includes(l)).map((l) => l.column)];
  const used = new Set([...preferred.map((l) => l.column), ...plain]);
  const english = languages.find((l) => !used.has(l.column) && languageOf(l.suffix) === 'en')?.column ?? null;
  const dropped = languages.filter((l) => !used.has(l.column) && l.column !== english).map((l) => ({ column: l.column, language: languageOf(l.suffix) }));
  return { order, english, dropped };
}

/** The row's English text, '' when the source has none (or English is already the form's text). */
export function englishText(row: SheetRow, columns: TextColumns): string {
  return columns.english ? row.get(columns.english) : '';
}

/** The row's text in the first column of `columns.order` that has some. */
export function rowText(row: SheetRow, columns: TextColumns): string {
  for (const column of columns.order) {
    const text = row.get(column);
    if (text !== '') return text;
  }
  return '';
}
