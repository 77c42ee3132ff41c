import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import type { FastifyRequest } from 'fastify';
import postgres from 'postgres';
import { spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXPORT_ID_HEADER, type ExportProgress, api } from '#core/api';
import { type Db, HEAVY_READ_CONNECTIONS } from '#server/db/connect';
import { rowsOf } from '#server/db/rows-of';
import { type PageDb, withExportReads } from '#server/exports/export-connection';
import { responseBatches } from '#server/exports/response-batches';
import { answerRows } from '#server/responses/answer-rows';
import { insertResponses } from '#server/responses/insert-responses';
import { answerFilterSql } from '#server/statistics/answer-filter';
import type { ReadsFor } from '#server/http/read-routing';
import { type ExportFixture, seedBulkResponses, seedExportForm } from './exports-fixture';
import { type TestApp, createTestApp, data } from '../helpers';

interface Session { jit: string; pid: number }
const session = async (db: PageDb): Promise<Session> =>
  rowsOf<Session>(await db.execute(sql`select current_setting('jit') as jit, pg_backend_pid() as pid from pg_sleep(0.2)`))[0] ?? { jit: '', pid: 0 };

/** `work`, or a failure naming what hung: a connection never given back leaves the pool's next statement waiting for ever. */
async function within<T>(seconds: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`${what} still waits after ${seconds} s`)), seconds * 1000); });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The last number the sequence `probe` gave, read by another process while this one's thread
 * waits (as a batch's formatting holds it): once it reaches `awaited`, or after 10 s.
 */
function numbersMadeSoFar(probe: string, awaited: number): number {
  const script = `import postgres from 'postgres';
    const db = postgres(process.env.DATABASE_URL, { max: 1 });
    let last = 0;
    for (const until = Date.now() + 10_000; Date.now() < until; await new Promise((r) => setTimeout(r, 20))) {
      last = Number((await db\`select last_value from ${probe}\`)[0].last_value);
      if (last >= ${awaited}) break;
    }
    console.log(last);
    await db.end();`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { ...process.env } });
  if (run.status !== 0) throw new Error(run.stderr);
  return Number(run.stdout.trim());
}

/** An export whose writer fails while a page it read ahead is still being read; tells whether that read had ended when the export did. */
async function failWithReadAhead(db: Db, read: (own: PageDb) => Promise<unknown>): Promise<boolean> {
  let readEnded = false;
  const failing = withExportReads(db, (reads) => {
    void reads(async (own) => {
      await read(own);
      readEnded = true;
    });
    return Promise.reject(new Error('the writer failed'));
  });
  await expect(failing).rejects.toThrow('the writer failed');
  return readEnded;
}

describe('an export that ends with a page still being read', () => {
  it('ends only once that read has (on PGlite too): it holds no connection once it is told over', async () => {
    const slowRead = () => new Promise((resolve) => { setTimeout(resolve, 50); });
    expect(await failWithReadAhead({} as Db, slowRead)).toBe(true);
  });
});

// PGlite has no JIT compiler and one connection: there the export reads through the database as it is
describe.skipIf(!process.env.DATABASE_URL)('an export\'s own connection on PostgreSQL', () => {
  let t: TestApp;
  let f: ExportFixture;
  let origin: string;

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedExportForm(t, 3);
    await seedBulkResponses(t, f.form.id, 6_000);
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    t.app.server.closeAllConnections();
    await t?.close();
  });

  it('reads with JIT off on one connection, and gives it back with JIT as other statements have it', async () => {
    const usual = (await session(t.db)).jit;
    const seen = await withExportReads(t.db, async (reads) => [await reads(session), await reads(session)]);
    expect(seen.map((s) => s.jit)).toEqual(['off', 'off']);
    expect(seen[1]?.pid).toBe(seen[0]?.pid);
    expect(usual).not.toBe('off');
  });

  it('reads every row of one statement, streamed: a response stored after the export began is not in it (one snapshot, not one a page)', async () => {
    const late = randomUUID();
    const seen: string[] = [];
    await withExportReads(t.db, async (reads) => {
      for await (const batch of responseBatches(reads, answerFilterSql(f.form.id, { where: [] }), ['note2'], 100)) {
        if (seen.length === 0) {
          await insertResponses(t.db, [{
            id: late, form_id: f.form.id, company_id: t.companyId, form_version: 1, user_id: null, device_id: null,
            content_hash: createHash('sha256').update(late).digest('hex'), submitted_at: '2100-01-01T00:00:00.000Z',
          }], answerRows(late, f.form.id, { note2: 'late' }, f.form.design));
        }
        seen.push(...batch.map((r) => r.id));
      }
    });
    expect(seen.length).toBeGreaterThan(6_000);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).not.toContain(late);
  });

  it('asks for the next batch before handing this one on: PostgreSQL makes it while this one is formatted, the thread held', async () => {
    const pool = postgres(process.env.DATABASE_URL ?? '', { max: 2, onnotice: () => undefined });
    const db = drizzle(pool) as unknown as Db;
    const probe = `export_read_ahead_${randomUUID().replaceAll('-', '')}`;
    await pool.unsafe(`create sequence ${probe}`);
    // each row the statement makes takes a number: a batch of 2 made takes the sequence 2 further
    const numbered = { toSQL: () => ({ sql: `select nextval('${probe}') from generate_series(1, 10)`, params: [] }) };
    const madeWhileHeld: number[] = [];
    try {
      await withExportReads(db, async (reads) => {
        for await (const batch of reads.stream?.(() => numbered, 2) ?? []) {
          // formatting holds the thread: from another process, how far the statement got meanwhile
          if (madeWhileHeld.length < 2) madeWhileHeld.push(numbersMadeSoFar(probe, Number(batch[1]?.[0]) + 2));
        }
      });
    } finally {
      await pool.unsafe(`drop sequence ${probe}`);
      await pool.end();
    }
    expect(madeWhileHeld).toEqual([4, 6]);
  });

  it('gives its connection back, JIT reset, when the export fails with a read still running', async () => {
    const pool = postgres(process.env.DATABASE_URL ?? '', { max: 1, onnotice: () => undefined });
    const db = drizzle(pool) as unknown as Db;
    try {
      const usual = (await session(db)).jit;
      const failing = withExportReads(db, (reads) => {
        void reads((own) => own.execute(sql`select pg_sleep(0.3)`));
        return Promise.reject(new Error('the writer failed'));
      });
      await expect(failing).rejects.toThrow('the writer failed');
      // one connection in all: this statement runs only once the export's connection is back
      expect((await within(10, 'the pool', session(db))).jit).toBe(usual);
    } finally {
      await pool.end();
    }
  });

  it('never holds the pool\'s last connection: a second export at once reads each page in a transaction, JIT off, and other reads still run', async () => {
    const pool = postgres(process.env.DATABASE_URL ?? '', { max: 2, onnotice: () => undefined });
    const db = drizzle(pool) as unknown as Db;
    try {
      const usual = (await session(db)).jit;
      await withExportReads(db, async (first) => {
        const own = await first(session);
        await withExportReads(db, async (second) => {
          const [page, other] = await within(10, 'a read beside two exports', Promise.all([second(session), session(db)]));
          expect(page?.jit).toBe('off');
          expect(page?.pid).not.toBe(own.pid);
          expect(other?.jit).toBe(usual);
        });
        expect((await first(session)).pid).toBe(own.pid);
        // the second export reads a transaction per page: one read ahead still holds a connection
        expect(await failWithReadAhead(db, (page) => page.execute(sql`select pg_sleep(0.3)`))).toBe(true);
      });
    } finally {
      await pool.end();
    }
  });

  it('gives its connection back, JIT reset, when the download is cut: more cut exports than the heavy-read pool holds, then every connection serves as before', async () => {
    const { readsFor } = t.app as unknown as { readsFor: ReadsFor };
    const reads = await readsFor({ cookies: {} } as unknown as FastifyRequest);
    // as the heavy-read pool is configured (off: db/connect.ts), not as the export sets it for itself
    const usual = (await session(reads)).jit;
    const exportIds = Array.from({ length: HEAVY_READ_CONNECTIONS + 1 }, () => randomUUID());
    for (const [i, exportId] of exportIds.entries()) {
      const abort = new AbortController();
      const res = await within(20, `export ${i + 1}`, fetch(`${origin}${api.exportAnswers(f.form.id)}`, {
        method: 'POST', signal: abort.signal,
        headers: { ...t.headers({ cookie: f.owner }), 'content-type': 'application/json', [EXPORT_ID_HEADER]: exportId },
        body: JSON.stringify({ format: 'csv' }),
      }));
      expect(res.status).toBe(200);
      await res.body?.getReader().read();
      abort.abort();
    }
    // an export is told cancelled once its writing has ended, connection given back
    const state = async (exportId: string) => data<ExportProgress>(await t.request({ method: 'GET', url: api.exportProgress(exportId), cookie: f.owner })).state;
    await vi.waitFor(async () => { expect(await Promise.all(exportIds.map(state))).toEqual(exportIds.map(() => 'cancelled')); }, { timeout: 20_000 });
    const sessions = await within(20, 'the heavy-read pool', Promise.all(Array.from({ length: HEAVY_READ_CONNECTIONS }, () => session(reads))));
    expect(new Set(sessions.map((s) => s.pid)).size).toBe(HEAVY_READ_CONNECTIONS);
    expect(sessions.map((s) => s.jit)).toEqual(sessions.map(() => usual));
  }, 60_000);
});
