import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/rows-of';
import { type TestApp, createTestApp } from '../helpers';

/** Every index of `responses` costs each submission an entry (bench/README.md "ingest", decision D78). */
describe('the indexes of responses', () => {
  let t: TestApp;

  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('are only those a query reads: the key, answered time, answer feed, one answer per user and per device', async () => {
    const rows = rowsOf<{ indexname: string }>(await t.db.execute(sql`select indexname from pg_indexes where tablename = 'responses' order by 1`));
    expect(rows.map((r) => r.indexname)).toEqual([
      'responses_form_answered_idx', 'responses_form_device_idx', 'responses_form_stored_idx', 'responses_form_user_idx', 'responses_pkey',
    ]);
  });

  it('hold no entry for an anonymous response in the one-answer-per-user index, which the user look-up still reads', async () => {
    const [definition] = rowsOf<{ indexdef: string }>(await t.db.execute(sql`select indexdef from pg_indexes where indexname = 'responses_form_user_idx'`));
    expect(definition?.indexdef).toMatch(/WHERE \(user_id IS NOT NULL\)/);
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain select 1 from responses where form_id = 1 and user_id = 2`));
    });
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('responses_form_user_idx');
  });
});
