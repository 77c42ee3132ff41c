import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStorage, newStorageKey } from '#server/files/file-storage';
import { localDiskStorage } from '#server/files/local-disk-storage';
import { type LocalS3, startLocalS3 } from './s3-fixture';

let s3: LocalS3;
const folder = mkdtempSync(join(tmpdir(), 'survey-storage-'));
beforeAll(async () => { s3 = await startLocalS3(); });
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

async function read(storage: FileStorage, key: string): Promise<Buffer | null> {
  const stored = await storage.open(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function keys(storage: FileStorage): Promise<string[]> {
  const found: string[] = [];
  for await (const key of storage.list()) found.push(key);
  return found;
}

// The same contract on local disk (the embedded default) and on an S3-compatible store on loopback.
describe.each([
  ['local disk', () => Promise.resolve(localDiskStorage(join(folder, randomUUID())))],
  ['S3-compatible object store', () => s3.bucket(`contract-${randomBytes(4).toString('hex')}`)],
])('file storage on %s', (_name, fresh) => {
  let storage: FileStorage;
  beforeAll(async () => { storage = await fresh(); });

  it('stores a stream, reports its size, serves the same bytes, lists it, and removes it', async () => {
    const content = randomBytes(6 * 1024 * 1024 + 123);
    const key = newStorageKey('pdf');
    expect(await storage.put(key, Readable.from([content.subarray(0, 1000), content.subarray(1000)]))).toBe(content.length);
    expect((await storage.open(key))?.size).toBe(content.length);
    expect((await read(storage, key))?.equals(content)).toBe(true);
    expect(await keys(storage)).toEqual([key]);
    await storage.remove(key);
    await storage.remove(key);
    expect(await storage.open(key)).toBeNull();
    expect(await keys(storage)).toEqual([]);
  });

  it('keeps nothing when the stream fails midway', async () => {
    const key = newStorageKey('png');
    let reads = 0;
    const broken = new Readable({
      read() {
        if (reads++ === 0) this.push(randomBytes(1000));
        else this.destroy(new Error('the client went away'));
      },
    });
    await expect(storage.put(key, broken)).rejects.toThrow();
    expect(await storage.open(key)).toBeNull();
  });

  it('gathers a resumable upload chunk by chunk, drops a write cut short, and moves it under its key', async () => {
    const content = randomBytes(2_500_000);
    const uploadId = randomUUID();
    expect(await storage.appendPart(uploadId, 0, content.subarray(0, 1_000_000))).toBe(1_000_000);
    // a chunk written but never recorded (the process died): the same offset is written again
    expect(await storage.appendPart(uploadId, 1_000_000, randomBytes(700_000))).toBe(1_700_000);
    expect(await storage.appendPart(uploadId, 1_000_000, content.subarray(1_000_000, 2_000_000))).toBe(2_000_000);
    // a chunk past what is held is not written: the caller resends from the length it is told
    expect(await storage.appendPart(uploadId, 2_400_000, randomBytes(10))).toBe(2_000_000);
    expect(await storage.appendPart(uploadId, 2_000_000, content.subarray(2_000_000))).toBe(content.length);
    expect((await storage.readPartHead(uploadId, 16)).equals(content.subarray(0, 16))).toBe(true);
    // unfinished uploads are not stored files
    expect(await keys(storage)).toEqual([]);
    const key = newStorageKey('pdf');
    await storage.finishPart(uploadId, key);
    expect((await read(storage, key))?.equals(content)).toBe(true);
    expect(await keys(storage)).toEqual([key]);
    expect(await storage.readPartHead(uploadId, 16).catch(() => Buffer.alloc(0))).toHaveLength(0);
  });

  it('removes an unfinished upload', async () => {
    const uploadId = randomUUID();
    await storage.appendPart(uploadId, 0, randomBytes(1000));
    await storage.removePart(uploadId);
    await storage.removePart(uploadId);
    expect(await storage.appendPart(uploadId, 1000, randomBytes(10))).toBe(0);
  });
});
