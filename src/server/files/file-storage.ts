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
}

const storageKeyPattern = /^[a-f0-9]{32}\.[a-z0-9]{1,5}$/;

export function isStorageKey(key: string): boolean {
  return storageKeyPattern.test(key);
}

export function newStorageKey(extension: string): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}
