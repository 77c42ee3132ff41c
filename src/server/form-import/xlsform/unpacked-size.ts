import { inflateRawSync } from 'node:zlib';
import { importRefused } from '../import-refused';

/** What the parts of an XLSForm workbook may add up to once unpacked: forms are small, ZIP bombs are not. */
export const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

function endOfCentralDirectory(bytes: Buffer): number {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === EOCD) return at;
  }
  throw importRefused('error.importUnreadable');
}

/** The bytes one entry unpacks to, inflated for real (a declared size can lie), never beyond `budget`. */
function unpackedSize(bytes: Buffer, central: number, budget: number): number {
  const method = bytes.readUInt16LE(central + 10);
  const compressed = bytes.readUInt32LE(central + 20);
  const local = bytes.readUInt32LE(central + 42);
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL) throw importRefused('error.importUnreadable');
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  if (start + compressed > bytes.length) throw importRefused('error.importUnreadable');
  if (method === STORED) return compressed;
  if (method !== DEFLATED) throw importRefused('error.importUnreadable');
  try {
    return inflateRawSync(bytes.subarray(start, start + compressed), { maxOutputLength: budget + 1 }).length;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') return budget + 1;
    throw importRefused('error.importUnreadable');
  }
}

/**
 * Refuses (400) a workbook whose parts unpack to more than `limit` bytes before the spreadsheet
 * reader loads it whole into memory, and a ZIP that is not well formed (or needs ZIP64, which a
 * form never does).
 */
export function assertUnpackedSize(bytes: Buffer, limit = MAX_UNPACKED_BYTES): void {
  const eocd = endOfCentralDirectory(bytes);
  const entries = bytes.readUInt16LE(eocd + 10);
  let central = bytes.readUInt32LE(eocd + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (central + 46 > bytes.length || bytes.readUInt32LE(central) !== CENTRAL) throw importRefused('error.importUnreadable');
    total += unpackedSize(bytes, central, limit - total);
    if (total > limit) throw importRefused('error.importUnpackedTooLarge');
    central += 46 + bytes.readUInt16LE(central + 28) + bytes.readUInt16LE(central + 30) + bytes.readUInt16LE(central + 32);
  }
}
