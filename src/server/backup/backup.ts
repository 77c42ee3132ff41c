import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { rowCounts } from './catalogue';
import { type Manifest, backupFiles, describeFile, writeManifest } from './manifest';
import { libpqEnvironment, pgTool, runTool } from './pg-tools';
import { type Installation, openPglite, openPostgres } from './sql-clients';

export const DATABASE_FILE = { pglite: 'database.pglite.tar.gz', postgres: 'database.pgdump' } as const;

/** The embedded database is copied closed (PGlite cannot share its folder): the server must be stopped. */
async function dumpPglite(dataDir: string, folder: string): Promise<Record<string, number>> {
  const pglite = await openPglite(dataDir);
  try {
    const tables = await rowCounts(pglite.query);
    const dump = await pglite.client.dumpDataDir('gzip');
    await writeFile(join(folder, DATABASE_FILE.pglite), Buffer.from(await dump.arrayBuffer()));
    return tables;
  } finally {
    await pglite.close();
  }
}

/**
 * pg_dump of a running PostgreSQL: the rows are counted in a transaction whose snapshot pg_dump
 * then uses, so the counts in the manifest are exactly what the dump holds.
 */
async function dumpPostgres(url: string, folder: string, pgBin: string | undefined): Promise<Record<string, number>> {
  const pg = openPostgres(url);
  try {
    const reserved = await pg.sql.reserve();
    try {
      await reserved.unsafe('begin isolation level repeatable read read only');
      const [snapshot] = await reserved.unsafe<{ id: string }[]>('select pg_export_snapshot() as id');
      const tables = await rowCounts(async <T>(text: string) => (await reserved.unsafe(text)) as unknown as T[]);
      await runTool(pgTool('pg_dump', pgBin), ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot?.id ?? ''}`,
        `--file=${join(folder, DATABASE_FILE.postgres)}`], libpqEnvironment(url));
      await reserved.unsafe('commit');
      return tables;
    } finally {
      reserved.release();
    }
  } finally {
    await pg.close();
  }
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');

/**
 * One folder: the database dump, the uploaded files under files/ (read from local disk or from the
 * object store alike), and manifest.json with every
 * file's checksum and the row count of every table (written last). Files are copied after the
 * database: they are never changed once stored, so every file a row names is in the backup.
 */
export async function backup(source: Installation, parentFolder: string, now = new Date()): Promise<{ folder: string; manifest: Manifest }> {
  const folder = join(parentFolder, `survey-backup-${stamp(now)}`);
  await mkdir(parentFolder, { recursive: true });
  await mkdir(folder);
  const { database } = source;
  const tables = database.kind === 'pglite'
    ? await dumpPglite(database.dataDir, folder)
    : await dumpPostgres(database.url, folder, source.pgBin);
  const files = await backupFiles(source.files, join(folder, 'files'));
  const manifest: Manifest = {
    format: 1,
    createdAt: now.toISOString(),
    engine: database.kind,
    fileStore: source.fileStore,
    database: await describeFile(folder, DATABASE_FILE[database.kind]),
    files,
    tables,
  };
  await writeManifest(folder, manifest);
  return { folder, manifest };
}
