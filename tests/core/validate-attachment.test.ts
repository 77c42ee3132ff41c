import { describe, expect, it } from 'vitest';
import type { FileRef } from '#core/answers';
import { fileTypeAccepted } from '#core/answers';
import { check, keyOf } from './answers-fixtures';

const MB = 1024 * 1024;
const pdf: FileRef = { key: 'f/1.pdf', name: 'don-xin.PDF', size: 2 * MB, type: 'application/pdf' };
const photo: FileRef = { localId: 'l1', name: 'anh.jpg', size: MB, type: 'image/jpeg' };

describe('attachment answers', () => {
  it('matches accepted types by extension, family or exact type', () => {
    expect(fileTypeAccepted(['.pdf'], pdf)).toBe(true);
    expect(fileTypeAccepted(['image/*'], photo)).toBe(true);
    expect(fileTypeAccepted(['image/*'], pdf)).toBe(false);
    expect(fileTypeAccepted(['application/pdf'], { name: 'x.bin', type: 'application/pdf; charset=binary' })).toBe(true);
    expect(fileTypeAccepted(['.docx', 'image/png'], photo)).toBe(false);
    expect(fileTypeAccepted(undefined, photo)).toBe(true);
  });

  it('refuses a file of another type, a too large file and too many files', () => {
    expect(keyOf({ kind: 'attachment', acceptTypes: ['.pdf'] }, [pdf, photo])).toBe('validation.fileType');
    expect(check({ kind: 'attachment', maxFileSizeMb: 1.5 }, [pdf])).toEqual({ key: 'validation.fileTooLarge', values: { max: 1.5 } });
    expect(check({ kind: 'attachment', maxFiles: 1 }, [pdf, photo])).toEqual({ key: 'validation.tooManyFiles', values: { max: 1 } });
    expect(keyOf({ kind: 'attachment', maxFiles: 2, maxFileSizeMb: 2 }, [pdf, photo])).toBeNull();
  });

  it('lets the page keep files not uploaded yet, the server wants every key', () => {
    expect(keyOf({ kind: 'attachment' }, [photo], false)).toBeNull();
    expect(keyOf({ kind: 'attachment' }, [photo], true)).toBe('validation.fileNotUploaded');
    expect(keyOf({ kind: 'attachment' }, [pdf], true)).toBeNull();
  });

  it('refuses anything but a list of files', () => {
    expect(keyOf({ kind: 'attachment' }, 'don.pdf')).toBe('validation.malformed');
    expect(keyOf({ kind: 'attachment' }, ['don.pdf'])).toBe('validation.malformed');
    expect(keyOf({ kind: 'attachment' }, [{ name: 'x', size: 1, type: 'a/b' }])).toBe('validation.malformed');
    expect(keyOf({ kind: 'attachment', required: true }, [])).toBe('validation.required');
  });
});
