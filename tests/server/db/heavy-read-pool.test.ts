import { sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/rows-of';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadsFor } from '#server/http/read-routing';
import { sampleAnswer, storedCount, submitTo } from '../answering-helpers';
import { type TestApp, createForm, createTestApp, signIn } from '../helpers';

/** The test apps' pool on PostgreSQL (tests/server/helpers.ts). */
const POOL = 20;

// PGlite has its own background lane (pglite-lanes.test.ts); this is PostgreSQL without a replica
describe.skipIf(!process.env.DATABASE_URL)('heavy reads on PostgreSQL without a replica', () => {
  let t: TestApp;
  let formId: number;

  beforeAll(async () => {
    t = await createTestApp();
    formId = (await createForm(t, await signIn(t))).id;
  });
  afterAll(async () => { await t?.close(); });

  it('never take the connections submissions need: an answer is stored while more heavy statements than the whole pool run', async () => {
    // what statistics and exports read through (read-routing.ts), here given statements that take their time
    const { readsFor } = t.app as unknown as { readsFor: ReadsFor };
    const reads = await readsFor({ cookies: {} } as unknown as FastifyRequest);
    const heavy = Array.from({ length: POOL }, () => reads.execute(sql`select pg_sleep(0.5)`));
    const firstHeavyDone = Promise.race(heavy).then(() => 'a heavy read');
    const submitted = submitTo(t, sampleAnswer(formId)).then((res) => (res.statusCode === 200 ? 'the submission' : `a ${res.statusCode}`));
    expect(await Promise.race([submitted, firstHeavyDone])).toBe('the submission');
    expect(await storedCount(t, formId)).toBe(1);
    await Promise.all(heavy);
  });

  it('keep to one core each and compile nothing: no parallel workers and no JIT for a heavy read, as configured for the rest', async () => {
    const { readsFor } = t.app as unknown as { readsFor: ReadsFor };
    const reads = await readsFor({ cookies: {} } as unknown as FastifyRequest);
    const setting = async (on: typeof reads, name: 'max_parallel_workers_per_gather' | 'jit') =>
      (rowsOf<Record<string, string>>(await on.execute(sql.raw(`show ${name}`)))[0]?.[name]);
    expect(await setting(reads, 'max_parallel_workers_per_gather')).toBe('0');
    expect(await setting(t.db, 'max_parallel_workers_per_gather')).not.toBe('0');
    expect(await setting(reads, 'jit')).toBe('off');
    expect(await setting(t.db, 'jit')).toBe('on');
  });
});
