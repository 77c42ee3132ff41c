import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { rowCounts } from './catalogue';
import { DATABASE_FILE } from './backup';
import { restoreFiles, storageIsEmpty, verifyBackup } from './manifest';
import { libpqEnvironment, pgTool, runTool } from './pg-tools';
import { type Installation, assertEmptyPostgres, openPglite, openPostgres } from './sql-clients';

async function isEmptyFolder(path: string): Promise<boolean> {
  try {
    return (await readdir(path)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

async function restorePglite(dataDir: string, dump: string): Promise<Record<string, number>> {
  if (!(await isEmptyFolder(dataDir))) {
    throw new Error(`${dataDir} already holds a database: move it aside (or point DATA_DIR elsewhere) before restoring.`);
  }
  const pglite = await openPglite(dataDir, { loadDataDir: new Blob([await readFile(dump)]) });
  try {
    return await rowCounts(pglite.query);
  } finally {
    await pglite.close();
  }
}

async function restorePostgres(url: string, dump: string, pgBin: string | undefined): Promise<Record<string, number>> {
  const pg = openPostgres(url);
  try {
    await assertEmptyPostgres(pg.query, url);
    await runTool(pgTool('pg_restore', pgBin), ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction',
      `--dbname=${libpqEnvironment(url).PGDATABASE ?? ''}`, dump], libpqEnvironment(url));
    return await rowCounts(pg.query);
  } finally {
    await pg.close();
  }
}

function differences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const tables = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...tables].filter((t) => expected[t] !== actual[t]).map((t) => `${t}: ${expected[t] ?? 'none'} in the backup, ${actual[t] ?? 'none'} restored`);
}

/**
 * Restores a backup folder into an empty place: the checksums are checked before anything is
 * written, the database engine must be the backup's (use move-to-postgres to change engines),
 * and the row counts of every table must come out as the manifest says.
 */
export async function restore(target: Installation, folder: string): Promise<Record<string, number>> {
  const manifest = await verifyBackup(folder);
  const { database } = target;
  if (manifest.engine !== database.kind) {
    throw new Error(`This backup is of ${manifest.engine === 'pglite' ? 'the embedded database' : 'PostgreSQL'}: restore it with${manifest.engine === 'pglite' ? 'out' : ''} DATABASE_URL set.`);
  }
  if (!(await storageIsEmpty(target.files))) throw new Error(`The file store (${target.fileStore}) is not empty: restore the files only into an empty folder or bucket.`);
  const dump = join(folder, DATABASE_FILE[manifest.engine]);
  const counts = database.kind === 'pglite'
    ? await restorePglite(database.dataDir, dump)
    : await restorePostgres(database.url, dump, target.pgBin);
  const wrong = differences(manifest.tables, counts);
  if (wrong.length > 0) throw new Error(`The restored database differs from the backup:\n  ${wrong.join('\n  ')}`);
  await restoreFiles(join(folder, 'files'), manifest.files, target.files);
  return counts;
}
