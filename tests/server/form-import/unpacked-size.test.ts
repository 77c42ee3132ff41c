import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { convertImport } from '#server/form-import/convert-import';
import { assertUnpackedSize } from '#server/form-import/xlsform/unpacked-size';
import { householdSurvey } from './xlsform-fixtures';

/** A one-entry ZIP whose headers claim `declared` bytes unpacked, whatever the data inflates to. */
function zipOf(name: string, content: Buffer, declared: number): Buffer {
  const data = deflateRawSync(content);
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt32LE(0, 42);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(local.length + fileName.length + data.length, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

const refusal = (bytes: Buffer) => convertImport({ fileName: 'x.xlsx', bytes }).then(() => null, (error: unknown) => error);

describe('a workbook that unpacks to too much', () => {
  it('is refused before it is loaded, even when its headers claim a small size', async () => {
    const bomb = zipOf('xl/sharedStrings.xml', Buffer.alloc(60 * 1024 * 1024, 0x41), 100);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(await refusal(bomb)).toMatchObject({ status: 400, detail: { key: 'error.importUnpackedTooLarge' } });
  });

  it('lets a real XLSForm through, and counts its parts against the limit', async () => {
    const bytes = await householdSurvey();
    expect(() => assertUnpackedSize(bytes)).not.toThrow();
    expect(() => assertUnpackedSize(bytes, 1000)).toThrow(expect.objectContaining({ detail: { key: 'error.importUnpackedTooLarge' } }));
  });

  it('refuses a ZIP whose directory points nowhere', async () => {
    const broken = zipOf('a.xml', Buffer.from('<a/>'), 4);
    broken.writeUInt32LE(999_999, broken.length - 6);
    expect(await refusal(broken)).toMatchObject({ status: 400, detail: { key: 'error.importUnreadable' } });
  });
});
