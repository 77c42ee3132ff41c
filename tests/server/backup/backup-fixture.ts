import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { expect } from 'vitest';
import { api } from '#core/api';
import { rowCounts } from '#server/backup/catalogue';
import { type Installation, openPglite, openPostgres } from '#server/backup/sql-clients';
import { type DatabaseTarget, connectDatabase } from '#server/db/connect';
import { type FileStorage, newStorageKey } from '#server/files/file-storage';
import { createForm, data, sampleDesign, signIn } from '../helpers';
import { appOver } from '../observability/ops-fixture';

const pgBin = process.env.PG_BIN;

/** An installation with data in every usual place: a form with answers, a user's session, two stored files. */
export async function seedInstallation(target: Exclude<DatabaseTarget, { kind: 'memory' }>, storage: FileStorage, fileStore = 'local disk'): Promise<Installation> {
  const t = await appOver(await connectDatabase(target), { fileStorage: storage });
  try {
    const cookie = await signIn(t);
    const form = await createForm(t, cookie, sampleDesign());
    for (const name of ['Lan', 'Minh', 'Hoa']) {
      const res = await t.request({ method: 'POST', url: api.saveResponse, payload: { responseId: randomUUID(), formId: form.id, answers: { q1: name } } });
      expect(data<{ duplicate: boolean }>(res).duplicate).toBe(false);
    }
    for (const extension of ['png', 'pdf']) await storage.put(newStorageKey(extension), Readable.from(randomBytes(50_000)));
    await storage.appendPart(randomUUID(), 0, Buffer.from('an upload cut short: not part of a backup'));
  } finally {
    await t.close();
  }
  return { database: target, files: storage, fileStore, ...(pgBin ? { pgBin } : {}) };
}


export async function countsOf(target: Installation['database']) {
  if (target.kind === 'pglite') {
    const pglite = await openPglite(target.dataDir);
    try {
      return await rowCounts(pglite.query);
    } finally {
      await pglite.close();
    }
  }
  const pg = openPostgres(target.url);
  try {
    return await rowCounts(pg.query);
  } finally {
    await pg.close();
  }
}
