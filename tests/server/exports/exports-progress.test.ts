import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXPORT_ID_HEADER, type ExportProgress, api } from '#core/api';
import { buildApp } from '#server/app';
import { TEST_CAPTCHA_DIFFICULTY } from '../../support/captcha';
import { type ExportFixture, seedBulkResponses, seedExportForm } from './exports-fixture';
import { type TestApp, createTestApp, createUser, data, signIn } from '../helpers';

let t: TestApp;
let f: ExportFixture;
let origin: string;
const BULK = 12_000;

beforeAll(async () => {
  t = await createTestApp();
  f = await seedExportForm(t, 3);
  await seedBulkResponses(t, f.form.id, BULK);
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  // fetch's keep-alive sockets would hold the server's close
  t.app.server.closeAllConnections();
  await t.close();
});

const total = BULK + 3;
const progressOf = (exportId: string, cookie = f.owner) => t.request({ method: 'GET', url: api.exportProgress(exportId), cookie });

/** Starts an answers export as the browser does, naming it with `exportId`. */
const startExport = (exportId: string, signal?: AbortSignal) => fetch(`${origin}${api.exportAnswers(f.form.id)}`, {
  method: 'POST', signal: signal ?? null,
  headers: { ...t.headers({ cookie: f.owner }), 'content-type': 'application/json', [EXPORT_ID_HEADER]: exportId },
  body: JSON.stringify({ format: 'csv' }),
});

async function readProgress(exportId: string): Promise<ExportProgress> {
  const res = await progressOf(exportId);
  expect(res.statusCode).toBe(200);
  return data<ExportProgress>(res);
}

describe('export progress and cancel', () => {
  it('tells the rows written out of the total while it streams, and that it is done at the end', async () => {
    const exportId = randomUUID();
    const res = await startExport(exportId);
    expect(res.status).toBe(200);
    const first = await readProgress(exportId);
    expect(first.total).toBe(total);
    expect(first.rows).toBeLessThan(total);
    const rows = Papa.parse<string[]>((await res.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data.slice(1);
    expect(rows).toHaveLength(total);
    // 49 pages of 250 (EXPORT_BATCH), each read while the one before is written: none lost, none twice (the response id is the last column)
    expect(new Set(rows.map((row) => row.at(-1))).size).toBe(total);
    await vi.waitFor(async () => { expect(await readProgress(exportId)).toEqual({ rows: total, total, state: 'done' }); });
  }, 120_000);

  it('stops reading rows once the download is cancelled, and says it was cancelled', async () => {
    const exportId = randomUUID();
    const abort = new AbortController();
    const res = await startExport(exportId, abort.signal);
    const reader = res.body?.getReader();
    await reader?.read();
    await vi.waitFor(async () => { expect((await readProgress(exportId)).rows).toBeGreaterThan(0); });
    abort.abort();
    await vi.waitFor(async () => { expect((await readProgress(exportId)).state).toBe('cancelled'); }, { timeout: 10_000 });
    const settled = await readProgress(exportId);
    expect(settled.rows).toBeLessThan(total);
    // the export's loop has ended: a later look finds the same count
    await t.request({ method: 'GET', url: api.exportInfoResponse(f.form.id), cookie: f.owner });
    expect(await readProgress(exportId)).toEqual(settled);
  });

  it('shows an export to the user who started it only, and refuses an id that is no UUID', async () => {
    const exportId = randomUUID();
    const abort = new AbortController();
    await startExport(exportId, abort.signal);
    await createUser(t, { username: 'ketoan', password: 'Pass-word1' });
    const other = await signIn(t, 'ketoan', 'Pass-word1');
    expect((await progressOf(exportId, other)).statusCode).toBe(404);
    expect((await progressOf(randomUUID())).statusCode).toBe(404);
    expect((await progressOf('not-a-uuid')).statusCode).toBe(400);
    abort.abort();
    await vi.waitFor(async () => { expect((await readProgress(exportId)).state).toBe('cancelled'); }, { timeout: 10_000 });
  });

  it('is told by any server process on the same database, not only the one that streams it', async () => {
    const secondProcess = await buildApp({ db: t.db, settings: { captchaDifficulty: TEST_CAPTCHA_DIFFICULTY } });
    try {
      const exportId = randomUUID();
      const res = await startExport(exportId);
      const elsewhere = () => secondProcess.inject({ method: 'GET', url: api.exportProgress(exportId), headers: t.headers({ cookie: f.owner }) });
      const running = await elsewhere();
      expect(running.statusCode).toBe(200);
      expect(data<ExportProgress>(running)).toMatchObject({ total, state: 'running' });
      await res.arrayBuffer();
      await vi.waitFor(async () => { expect(data<ExportProgress>(await elsewhere())).toEqual({ rows: total, total, state: 'done' }); });
    } finally {
      await secondProcess.close();
    }
  }, 120_000);
});
