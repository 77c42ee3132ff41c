import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import { backup } from '#server/backup/backup';
import { storedChecksums } from '#server/backup/manifest';
import { moveToPostgres } from '#server/backup/move-to-postgres';
import { restore } from '#server/backup/restore';
import type { Installation } from '#server/backup/sql-clients';
import { connectDatabase } from '#server/db/connect';
import { localDiskStorage } from '#server/files/local-disk-storage';
import { countsOf, seedInstallation } from './backup-fixture';
import { createForm, data, sampleDesign, signIn } from '../helpers';
import { scratchDatabase } from '../../support/scratch-database';
import { appOver } from '../observability/ops-fixture';

const root = mkdtempSync(join(tmpdir(), 'survey-backup-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const place = (name: string) => join(root, name);
const pgBin = process.env.PG_BIN;

const local = (folder: string) => ({ files: localDiskStorage(place(folder)), fileStore: 'local disk' });
const checksums = storedChecksums;

describe('backup and restore of the embedded database', { timeout: 120_000 }, () => {
  let source: Installation;
  beforeAll(async () => {
    source = await seedInstallation({ kind: 'pglite', dataDir: place('source/pglite') }, localDiskStorage(place('source/files')));
  });

  it('restores into a fresh place with the same rows in every table and the same files', async () => {
    const before = await countsOf(source.database);
    expect(before.responses).toBe(3);
    const { folder, manifest } = await backup(source, place('backups'));
    expect(manifest.tables).toEqual(before);
    expect(manifest.files).toHaveLength(2);

    const target: Installation = { database: { kind: 'pglite', dataDir: place('restored/pglite') }, ...local('restored/files') };
    expect(await restore(target, folder)).toEqual(before);
    expect(await countsOf(target.database)).toEqual(before);
    expect(await checksums(target.files)).toEqual(await checksums(source.files));
    expect(await checksums(target.files)).toHaveLength(2);

    // the restored installation works: the administrator signs in, the answers are there
    const t = await appOver(await connectDatabase(target.database));
    try {
      const cookie = await signIn(t);
      const list = await t.request({ method: 'GET', url: `${api.formAnswers(1)}?page=1&pageSize=10`, cookie });
      expect(data<{ totalData: number }>(list).totalData).toBe(3);
    } finally {
      await t.close();
    }
  });

  it('refuses a damaged backup before writing anything, and a place that is not empty', async () => {
    const { folder, manifest } = await backup(source, place('backups-2'));
    const target: Installation = { database: { kind: 'pglite', dataDir: place('refused/pglite') }, ...local('refused/files') };
    appendFileSync(join(folder, 'files', manifest.files[0]!.path), 'x');
    await expect(restore(target, folder)).rejects.toThrow(/missing or damaged/);
    expect(await checksums(target.files)).toEqual([]);
    await expect(restore({ ...target, database: source.database }, folder)).rejects.toThrow(/missing or damaged/);

    const intact = await backup(source, place('backups-3'));
    await expect(restore({ ...target, database: source.database }, intact.folder)).rejects.toThrow(/already holds a database/);
  });

  it('does not copy the embedded database while another live process has it open', async () => {
    writeFileSync(`${place('source/pglite')}.owner`, `${process.ppid}\n`);
    try {
      await expect(backup(source, place('backups-4'))).rejects.toThrow(/in use by process/);
    } finally {
      rmSync(`${place('source/pglite')}.owner`, { force: true });
    }
  });
});

const server = process.env.DATABASE_URL;

describe.skipIf(!server)('on PostgreSQL (DATABASE_URL)', { timeout: 120_000 }, () => {
  const dropped: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of dropped) await drop();
  });
  const freshUrl = async () => {
    const fresh = await scratchDatabase(server ?? '', 'survey_test');
    dropped.push(() => fresh.drop());
    return fresh.url;
  };

  it('pg_dump backup restores into an empty database with the same rows and files', async () => {
    const source = await seedInstallation({ kind: 'postgres', url: await freshUrl() }, localDiskStorage(place('pg-source/files')));
    const before = await countsOf(source.database);
    const { folder, manifest } = await backup(source, place('pg-backups'));
    expect(manifest.engine).toBe('postgres');
    expect(manifest.tables).toEqual(before);

    const target: Installation = { database: { kind: 'postgres', url: await freshUrl() }, ...local('pg-restored/files'), ...(pgBin ? { pgBin } : {}) };
    expect(await restore(target, folder)).toEqual(before);
    expect(await checksums(target.files)).toEqual(await checksums(source.files));
    await expect(restore(target, folder)).rejects.toThrow(/already holds tables|not empty/);
  });

  it('moves an embedded installation into PostgreSQL: every row, ids continuing after the copied ones', async () => {
    const source = await seedInstallation({ kind: 'pglite', dataDir: place('move/pglite') }, localDiskStorage(place('move/files')));
    const before = await countsOf(source.database);
    const url = await freshUrl();
    expect(await moveToPostgres(place('move/pglite'), url)).toEqual(before);

    const t = await appOver(await connectDatabase({ kind: 'postgres', url }));
    try {
      const cookie = await signIn(t);
      const list = await t.request({ method: 'GET', url: `${api.formAnswers(1)}?page=1&pageSize=10`, cookie });
      expect(data<{ totalData: number }>(list).totalData).toBe(3);
      const next = await createForm(t, cookie, sampleDesign());
      expect(next.id).toBe(2);
    } finally {
      await t.close();
    }
    await expect(moveToPostgres(place('move/pglite'), url)).rejects.toThrow(/already holds tables/);
  });
});
