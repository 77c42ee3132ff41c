import { createReadStream, createWriteStream } from 'node:fs';
import { type FileHandle, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type FileStorage, isStorageKey, isUploadId } from './file-storage';
import { countBytes } from './upload-stream';

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
  const partsFolder = join(root, 'parts');
  const partOf = (uploadId: string) => {
    if (!isUploadId(uploadId)) throw new Error(`not an upload id: ${uploadId}`);
    return join(partsFolder, `${uploadId}.part`);
  };
  const openPart = async (uploadId: string): Promise<FileHandle> => {
    await mkdir(partsFolder, { recursive: true });
    // 'a+' would force every write to the end; 'r+' writes where asked but needs the file to exist
    try {
      return await open(partOf(uploadId), 'r+');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return open(partOf(uploadId), 'w+');
    }
  };

  return {
    async put(key, content) {
      const target = pathOf(key);
      const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
      const counted = countBytes(content);
      try {
        await mkdir(join(root, key.slice(0, 2)), { recursive: true });
        await pipeline(counted.stream, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
        return counted.bytes();
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

    async *list() {
      const folders = await readdir(root, { withFileTypes: true }).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      });
      for (const folder of folders.filter((entry) => entry.isDirectory() && entry.name.length === 2).sort((a, b) => a.name.localeCompare(b.name))) {
        const names = await readdir(join(root, folder.name));
        for (const name of names.sort()) if (isStorageKey(name) && name.startsWith(folder.name)) yield name;
      }
    },

    async appendPart(uploadId, offset, bytes) {
      const handle = await openPart(uploadId);
      try {
        const { size } = await handle.stat();
        if (size < offset) return size;
        await handle.truncate(offset);
        await handle.write(bytes, 0, bytes.length, offset);
        await handle.datasync();
        return offset + bytes.length;
      } finally {
        await handle.close();
      }
    },

    async readPartHead(uploadId, bytes) {
      const handle = await open(partOf(uploadId), 'r');
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    async finishPart(uploadId, key) {
      const target = pathOf(key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      await rename(partOf(uploadId), target);
    },

    async removePart(uploadId) {
      if (!isUploadId(uploadId)) return;
      await rm(partOf(uploadId), { force: true });
    },
  };
}
