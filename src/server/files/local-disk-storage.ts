import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type FileStorage, isStorageKey } from './file-storage';

/**
 * Files under one folder, spread over subfolders named by the key's first two characters so no
 * folder grows huge. A file is written under a temporary name and renamed when complete: a reader
 * never sees half a file, and a failed write leaves nothing.
 */
export function localDiskStorage(folder: string): FileStorage {
  const root = resolve(folder);
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    return join(root, key.slice(0, 2), key);
  };

  return {
    async put(key, content) {
      const target = pathOf(key);
      const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      try {
        await mkdir(join(root, key.slice(0, 2)), { recursive: true });
        await pipeline(content, counter, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
        return size;
      } catch (error) {
        content.destroy();
        await rm(partial, { force: true });
        throw error;
      }
    },

    async open(key) {
      if (!isStorageKey(key)) return null;
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { stream: createReadStream(path), size: info.size };
      } catch {
        return null;
      }
    },

    async remove(key) {
      if (!isStorageKey(key)) return;
      await rm(pathOf(key), { force: true });
    },
  };
}
