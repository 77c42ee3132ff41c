import { describe, expect, it } from 'vitest';
import type { FormElement } from '#core/forms';
import { checkChosenFiles, fileSizeParts } from '../../src/app/answering/attachment-choice';

const element = (options: Partial<FormElement> = {}): FormElement => ({ id: 'f1', kind: 'attachment', title: 'Files', ...options }) as FormElement;
const file = (name: string, size = 1000, type = 'application/pdf') => ({ name, size, type });
const reasons = (check: ReturnType<typeof checkChosenFiles>) => check.refused.map((r) => `${r.name}:${r.message.key}`);

describe('checking chosen files before they are kept', () => {
  it('refuses a type the element does not accept, by extension or by type', () => {
    const check = checkChosenFiles(element({ acceptTypes: ['.pdf', 'image/*'] }), [], [file('a.pdf'), file('b.png', 10, 'image/png'), file('c.exe', 10, 'application/x-msdownload')]);
    expect(check.accepted.map((f) => f.name)).toEqual(['a.pdf', 'b.png']);
    expect(reasons(check)).toEqual(['c.exe:validation.fileType']);
  });

  it('refuses a file over the size limit, with the limit in the message', () => {
    const check = checkChosenFiles(element({ maxFileSizeMb: 1 }), [], [file('big.pdf', 1024 * 1024 + 1), file('ok.pdf', 1024 * 1024)]);
    expect(check.accepted.map((f) => f.name)).toEqual(['ok.pdf']);
    expect(check.refused[0]?.message).toEqual({ key: 'validation.fileTooLarge', values: { max: 1 } });
  });

  it('keeps no more than maxFiles, counting those already attached', () => {
    const current = [{ key: 'k', name: 'old.pdf', size: 1, type: 'application/pdf' }];
    const check = checkChosenFiles(element({ maxFiles: 2 }), current, [file('a.pdf'), file('b.pdf')]);
    expect(check.accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(reasons(check)).toEqual(['b.pdf:validation.tooManyFiles']);
  });

  it('shows sizes in bytes, KB or MB', () => {
    expect(fileSizeParts(500)).toEqual({ value: 500, unit: 'byte' });
    expect(fileSizeParts(2048)).toEqual({ value: 2, unit: 'kilobyte' });
    expect(fileSizeParts(3.45 * 1024 * 1024)).toEqual({ value: 3.5, unit: 'megabyte' });
  });
});
