import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogues } from '#app/catalogues';
import type { Language } from '#core/constants';

/** The words docs/glossary.md forbids, per language: its last two columns, each word in backticks. */
function forbiddenWords(): Record<Language, { word: string; concept: string }[]> {
  const rows = readFileSync('docs/glossary.md', 'utf8').split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Concept'));
  const out: Record<Language, { word: string; concept: string }[]> = { vi: [], en: [] };
  for (const row of rows) {
    const cells = row.split('|').map((cell) => cell.trim());
    const [concept = '', , , notVi = '', notEn = ''] = cells.slice(1);
    const words = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
    out.vi.push(...words(notVi).map((word) => ({ word, concept })));
    out.en.push(...words(notEn).map((word) => ({ word, concept })));
  }
  return out;
}

const folded = (text: string) => text.normalize('NFC').toLocaleLowerCase('vi');

describe('the catalogues follow docs/glossary.md', () => {
  const forbidden = forbiddenWords();

  it('reads the forbidden words of the glossary (the backup export, the captcha, the short link…)', () => {
    expect(forbidden.vi.map((f) => f.word)).toEqual(expect.arrayContaining(['xuất bản sao lưu', 'mã captcha', 'mã xác nhận', 'đường dẫn ngắn']));
  });

  it.each(['vi', 'en'] as const)('uses no word the glossary replaced (%s)', (language) => {
    const found = Object.entries(catalogues[language]).flatMap(([key, text]) =>
      forbidden[language].filter(({ word }) => folded(text).includes(folded(word))).map(({ word, concept }) => `${key}: "${word}" (say the glossary's word for ${concept})`));
    expect(found).toEqual([]);
  });

  it('calls a server failure what it is: "Lưu lỗi!" only where an answer was not saved', () => {
    for (const language of ['vi', 'en'] as const) {
      const sayingSaveError = Object.entries(catalogues[language]).filter(([, text]) => /Lưu lỗi|Save error/i.test(text)).map(([key]) => key);
      expect(sayingSaveError).toEqual(['error.answerNotSaved']);
    }
  });
});
