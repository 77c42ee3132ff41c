import { describe, expect, it } from 'vitest';
import type { FormElement } from '#core/forms';
import { QuestionInputType, ROW_HEADER_KEY } from '#core/tables';
import { formatWallClock } from '#core/time';
import { answerLines } from '#app/features/statistics/answer-text';
import { averageCompletion } from '#app/features/statistics/completion';
import { fileNameFrom } from '#app/shared/http/download-file';

const words = { yes: 'Có', no: 'Không', other: 'Khác' };
const element = (e: Partial<FormElement> & Pick<FormElement, 'kind'>): FormElement => ({ id: 'q', title: 'Q', required: false, ...e });

describe('the file name of a download', () => {
  it('prefers the UTF-8 name, so Vietnamese names survive', () => {
    expect(fileNameFrom(`attachment; filename="ket-qua.csv"; filename*=UTF-8''k%E1%BA%BFt%20qu%E1%BA%A3.csv`, 'x')).toBe('kết quả.csv');
  });
  it('takes the plain name, else the fallback', () => {
    expect(fileNameFrom('attachment; filename="answers-12.xlsx"', 'x')).toBe('answers-12.xlsx');
    expect(fileNameFrom(null, 'fallback.csv')).toBe('fallback.csv');
    expect(fileNameFrom(`attachment; filename*=UTF-8''%E0%A4%A`, 'fallback.csv')).toBe('fallback.csv');
  });
});

describe('completion', () => {
  it('averages each question’s answered share, ignoring questions nobody saw', () => {
    // 3/4 and 1/2 → 0.625; the third question counts no response
    expect(averageCompletion([{ answered: 3, skipped: 1 }, { answered: 1, skipped: 1 }, { answered: 0, skipped: 0 }])).toBe(0.625);
    expect(averageCompletion([])).toBeNull();
  });
});

describe('an answer in words', () => {
  const options = [{ id: 'a', label: 'Hà Nội' }, { id: 'b', label: 'Huế' }];
  it('says option labels, never ids, and the text of "other"', () => {
    expect(answerLines(element({ kind: 'radio', options }), 'b', words)).toEqual(['Huế']);
    expect(answerLines(element({ kind: 'checkbox', options }), ['a', 'other:Cần Thơ'], words)).toEqual(['Hà Nội; Khác: Cần Thơ']);
  });
  it('uses the author’s yes/no labels, else the reader’s language', () => {
    expect(answerLines(element({ kind: 'boolean', trueLabel: 'Đồng ý' }), true, words)).toEqual(['Đồng ý']);
    expect(answerLines(element({ kind: 'boolean' }), false, words)).toEqual(['Không']);
  });
  it('gives a grid one line per row with its column labels', () => {
    const grid = element({ kind: 'radioGrid', rows: [{ id: 'r1', label: 'Thái độ' }], columns: [{ id: 'c1', label: 'Tốt' }] });
    expect(answerLines(grid, { r1: 'c1' }, words)).toEqual(['Thái độ: Tốt']);
  });
  it('names an address commune first with the names the answer row brings, keeping a code it cannot name', () => {
    const places = { 'vn-2025-03:01': 'Thành phố Hà Nội', 'vn-2025-03:00004': 'Phường Ba Đình', 'vn-2025-07:01': 'Hà Nội' };
    expect(answerLines(element({ kind: 'address' }), { province: '01', commune: '00004' }, { ...words, places })).toEqual(['Phường Ba Đình, Thành phố Hà Nội']);
    expect(answerLines(element({ kind: 'address' }), { province: '01', commune: '00004', list: 'vn-2025-07' }, { ...words, places })).toEqual(['00004, Hà Nội']);
    expect(answerLines(element({ kind: 'address' }), { province: '99' }, { ...words, places })).toEqual(['99']);
  });
  it('writes date answers in the one date format, not as typed (docs/dates.md)', () => {
    const date = (text: string, withTime: boolean) => formatWallClock(text, 'vi', withTime ? 'dateTime' : 'date');
    expect(answerLines(element({ kind: 'date' }), '2026-11-26', { ...words, date })).toEqual(['26/11/2026']);
    expect(answerLines(element({ kind: 'datetime' }), '2026-11-26T00:05', { ...words, date })).toEqual(['26/11/2026 00:05']);
    expect(answerLines(element({ kind: 'text' }), '2026-11-26', { ...words, date })).toEqual(['2026-11-26']);
    const cells = [
      { key: ROW_HEADER_KEY, type: QuestionInputType.Input, rowIndex: 1, columnIndex: 0, text: 'Lần 1', value: 'r1', children: [] },
      { key: 'when', type: QuestionInputType.Datetime, rowIndex: 0, columnIndex: 1, title: 'Ngày giờ', children: [] },
    ];
    expect(answerLines(element({ kind: 'table', cells }), { 'r1:when': '2026-11-26T08:30' }, { ...words, date })).toEqual(['Lần 1 · Ngày giờ: 26/11/2026 08:30']);
  });
  it('has nothing to say for no answer', () => {
    expect(answerLines(element({ kind: 'text' }), undefined, words)).toEqual([]);
  });
});
