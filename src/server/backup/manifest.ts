import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import type { FileStorage } from '#server/files/file-storage';

export const MANIFEST = 'manifest.json';

const entrySchema = z.object({ path: z.string(), bytes: z.number().int(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });
export type FileEntry = z.infer<typeof entrySchema>;

/** Written last: a backup folder without it is incomplete. */
export const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  /** where the files were read from: `local disk` or `s3://<bucket>` (for the operator; the files are in the backup either way) */
  fileStore: z.string().optional(),
  database: entrySchema,
  files: z.array(entrySchema),
  tables: z.record(z.string(), z.number().int()),
});
export type Manifest = z.infer<typeof manifestSchema>;

export async function describeFile(folder: string, path: string): Promise<FileEntry> {
  return { path, ...(await sha256Stream(createReadStream(join(folder, path)))) };
}

/** Where a stored file goes in a backup: files/<first two characters>/<key>, as on local disk. */
const backupPathOf = (key: string) => `${key.slice(0, 2)}/${key}`;

async function sha256Stream(stream: Readable): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** Size and checksum of every stored file, read back from the storage (tests and restore compare them). */
export async function storedChecksums(storage: FileStorage): Promise<FileEntry[]> {
  const entries: FileEntry[] = [];
  for await (const key of storage.list()) {
    const stored = await storage.open(key);
    if (stored) entries.push({ path: backupPathOf(key), ...(await sha256Stream(stored.stream)) });
  }
  return entries;
}

/** Copies every stored file (local disk or object store) into `folder`; size and checksum taken from the copy. */
export async function backupFiles(storage: FileStorage, folder: string): Promise<FileEntry[]> {
  const entries: FileEntry[] = [];
  for await (const key of storage.list()) {
    const stored = await storage.open(key);
    if (!stored) continue; // removed since it was listed
    const path = backupPathOf(key);
    await mkdir(dirname(join(folder, path)), { recursive: true });
    await pipeline(stored.stream, createWriteStream(join(folder, path), { flags: 'wx' }));
    entries.push(await describeFile(folder, path));
  }
  return entries;
}

/** Stores the backup's files into the storage, then reads each back: the checksums must match the manifest's. */
export async function restoreFiles(folder: string, entries: readonly FileEntry[], storage: FileStorage): Promise<void> {
  const damaged: string[] = [];
  for (const entry of entries) {
    const key = basename(entry.path);
    await storage.put(key, createReadStream(join(folder, entry.path)));
    const stored = await storage.open(key);
    const copy = stored ? await sha256Stream(stored.stream) : null;
    if (copy?.sha256 !== entry.sha256 || copy.bytes !== entry.bytes) damaged.push(entry.path);
  }
  if (damaged.length > 0) throw new Error(`Files changed while restoring: ${damaged.join(', ')}`);
}

/** True when the storage holds no file yet (a restore writes only into an empty one). */
export async function storageIsEmpty(storage: FileStorage): Promise<boolean> {
  const keys = storage.list()[Symbol.asyncIterator]();
  const first = await keys.next();
  await keys.return?.();
  return first.done === true;
}

export async function writeManifest(folder: string, manifest: Manifest): Promise<void> {
  await writeFile(join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Reads the manifest and checks the database dump and every file against their checksums. */
export async function verifyBackup(folder: string): Promise<Manifest> {
  let raw: string;
  try {
    raw = await readFile(join(folder, MANIFEST), 'utf8');
  } catch {
    throw new Error(`${folder} holds no ${MANIFEST}: not a backup, or an incomplete one.`);
  }
  const manifest = manifestSchema.parse(JSON.parse(raw));
  for (const entry of [manifest.database, ...manifest.files.map((f) => ({ ...f, path: `files/${f.path}` }))]) {
    const actual = await describeFile(folder, entry.path).catch(() => null);
    if (actual?.sha256 !== entry.sha256 || actual.bytes !== entry.bytes) {
      throw new Error(`${join(folder, entry.path)} is missing or damaged (its checksum differs from the manifest).`);
    }
  }
  return manifest;
}
