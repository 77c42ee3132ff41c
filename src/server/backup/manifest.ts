import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';

export const MANIFEST = 'manifest.json';

const entrySchema = z.object({ path: z.string(), bytes: z.number().int(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });
export type FileEntry = z.infer<typeof entrySchema>;

/** Written last: a backup folder without it is incomplete. */
export const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  database: entrySchema,
  files: z.array(entrySchema),
  tables: z.record(z.string(), z.number().int()),
});
export type Manifest = z.infer<typeof manifestSchema>;

export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

export async function describeFile(folder: string, path: string): Promise<FileEntry> {
  const full = join(folder, path);
  return { path, bytes: (await stat(full)).size, sha256: await sha256File(full) };
}

/** Files under the folder, as paths relative to it with '/'; unfinished uploads (parts, *.part) are left out. */
export async function storedFiles(folder: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(dir: string) {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!(dir === folder && entry.name === 'parts')) await walk(path);
      } else if (entry.isFile() && !entry.name.endsWith('.part')) {
        found.push(relative(folder, path).split(sep).join('/'));
      }
    }
  }
  await walk(folder);
  return found.sort();
}

/** Copies every stored file and returns each one's size and checksum (taken from the copy). */
export async function copyFiles(from: string, to: string, only?: readonly string[]): Promise<FileEntry[]> {
  const entries: FileEntry[] = [];
  for (const path of only ?? await storedFiles(from)) {
    const target = join(to, path);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(join(from, path), target);
    entries.push(await describeFile(to, path));
  }
  return entries;
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
    if (!actual || actual.sha256 !== entry.sha256 || actual.bytes !== entry.bytes) {
      throw new Error(`${join(folder, entry.path)} is missing or damaged (its checksum differs from the manifest).`);
    }
  }
  return manifest;
}
