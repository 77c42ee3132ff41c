import { describe, expect, it } from 'vitest';
import { type ResponseRow, exportResponse } from '#server/exports/response-batches';

const row = (answers: string | null): ResponseRow => ({
  id: 'r1', at: '2026-03-01 05:30:00+00', answeredAt: new Date(0), receivedAt: new Date(0), formVersion: 1,
  verifiedEmail: null, verifiedPhone: null, name: null, username: null, answers,
});

describe('a response\'s answers as the export reads them', () => {
  it('finds each element\'s answer by its id, and nothing for an id the response did not answer, inherited names included', () => {
    const { answers } = exportResponse(row('{"q1": "Ý kiến", "q2": ["o1", "o2"], "__proto__": 3}'));
    expect(answers.get('q1')).toBe('Ý kiến');
    expect(answers.get('q2')).toEqual(['o1', 'o2']);
    expect(answers.get('__proto__')).toBe(3);
    for (const missing of ['q3', 'constructor', 'toString', 'hasOwnProperty']) expect(answers.get(missing)).toBeUndefined();
    expect(exportResponse(row(null)).answers.get('q1')).toBeUndefined();
  });
});
