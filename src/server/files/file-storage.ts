import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. Keys are made by the server (random id + extension), never from a
 * person's file name, so an implementation may use them as paths or object names as they are.
 */
export interface FileStorage {
  /** Stores the stream under the key; resolves with the byte count once the file is complete. Nothing stays behind on failure. */
  put(key: string, content: Readable): Promise<number>;
  /** The stored bytes, or null when the key holds nothing. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** The key of every stored file, unfinished uploads left out (backups read it). */
  list(): AsyncIterable<string>;

  // Resumable uploads: bytes gathered under an upload id (a UUID), unseen by open() until finishPart.
  /**
   * Writes the bytes at `offset` of the part and drops anything after them (a write cut short
   * earlier). When the part holds fewer than `offset` bytes (lost in a crash) nothing is written.
   * Resolves with the part's length afterwards, flushed to disk.
   */
  appendPart(uploadId: string, offset: number, bytes: Buffer): Promise<number>;
  /** The first bytes of the part (fewer when it is shorter). */
  readPartHead(uploadId: string, bytes: number): Promise<Buffer>;
  /** Moves the complete part under the key, at once. */
  finishPart(uploadId: string, key: string): Promise<void>;
  /** Removes the part; a missing part is not an error. */
  removePart(uploadId: string): Promise<void>;
}

const storageKeyPattern = /^[a-f0-9]{32}\.[a-z0-9]{1,5}$/;

const uploadIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isUploadId(id: string): boolean {
  return uploadIdPattern.test(id);
}

export function isStorageKey(key: string): boolean {
  return storageKeyPattern.test(key);
}

export function newStorageKey(extension: string): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}
