import { createHash, randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/connect';
import { answerRows } from '#server/responses/answer-rows';
import { insertResponses } from '#server/responses/insert-responses';
import type { PageReads } from '#server/exports/export-connection';
import { exportResponse, responseBatches } from '#server/exports/response-batches';
import { answerFilterSql } from '#server/statistics/answer-filter';
import { type ExportFixture, seedExportForm } from './exports-fixture';
import { type TestApp, createTestApp } from '../helpers';

let t: TestApp;
let f: ExportFixture;
const tied: string[] = Array.from({ length: 5 }, () => randomUUID());
/** each page statement sent as it is (on PostgreSQL, withExportReads adds the JIT setting) */
const direct = (db: Db): PageReads => (statement) => statement(db);

beforeAll(async () => {
  t = await createTestApp();
  f = await seedExportForm(t, 23);
  // five responses answered at the same instant, and two with no device time (received_at has microseconds)
  const sameTime = '2026-03-01T05:30:00.000Z';
  const rows = [...tied.map((id) => ({ id, at: sameTime })), { id: randomUUID(), at: null }, { id: randomUUID(), at: null }];
  await insertResponses(t.db, rows.map((r) => ({
    id: r.id, form_id: f.form.id, company_id: t.companyId, form_version: 1, user_id: null, device_id: null,
    content_hash: createHash('sha256').update(r.id).digest('hex'), submitted_at: r.at,
  })), rows.flatMap((r) => answerRows(r.id, f.form.id, { note2: r.id }, f.form.design)));
});
afterAll(async () => { await t.close(); });

describe('keyset pages', () => {
  it('visit every response exactly once, in answered-time then id order, whatever the page size', async () => {
    const all: { id: string; at: number }[] = [];
    for await (const batch of responseBatches(direct(t.db), answerFilterSql(f.form.id, { where: [] }), ['note2'], 4)) {
      expect(batch.length).toBeLessThanOrEqual(4);
      all.push(...batch.map(exportResponse).map((r) => ({ id: r.id, at: (r.submittedAt ?? r.receivedAt).getTime() })));
    }
    expect(all).toHaveLength(23 + 7);
    expect(new Set(all.map((r) => r.id)).size).toBe(30);
    const sorted = [...all].sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : 1));
    expect(all.map((r) => r.id)).toEqual(sorted.map((r) => r.id));
    const tiedOrder = all.filter((r) => tied.includes(r.id)).map((r) => r.id);
    expect(tiedOrder).toEqual([...tied].sort());
  });
});

/** The same database as `db`, telling every statement it sends (transactions' included) to `statements`. */
function recording(db: Db, statements: string[]): Db {
  const client = (db as unknown as { $client: PGlite | Sql }).$client;
  const logger = { logQuery: (query: string) => { statements.push(query.trim().replace(/\s+/g, ' ')); } };
  return (client instanceof PGlite ? drizzlePglite(client, { logger }) : drizzlePostgres(client, { logger })) as unknown as Db;
}

describe('the page statement', () => {
  it('is the one statement a page sends (one round trip: no transaction of its own)', async () => {
    const statements: string[] = [];
    let pages = 0;
    for await (const batch of responseBatches(direct(recording(t.db, statements)), answerFilterSql(f.form.id, { where: [] }), ['note2'], 10)) pages += batch.length > 0 ? 1 : 0;
    expect(pages).toBe(3);
    // three full pages and the empty one after the last full page, and nothing else
    expect(statements).toHaveLength(4);
    for (const statement of statements) expect(statement).toMatch(/^select .* from "responses"/i);
  });
});

interface Sent { query: string; params: unknown[] }

/** EXPLAIN of a statement as sent, with bitmap and sequential scans off: the plan an index scan of the answers gets. */
async function indexPlan(db: Db, { query, params }: Sent): Promise<string> {
  const client = (db as unknown as { $client: PGlite | Sql }).$client;
  const settings = 'set local enable_bitmapscan = off; set local enable_seqscan = off';
  if (client instanceof PGlite) {
    return client.transaction(async (tx) => {
      await tx.exec(settings);
      return (await tx.query<{ 'QUERY PLAN': string }>(`explain ${query}`, params)).rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }
  return client.begin(async (tx) => {
    await tx.unsafe(settings);
    const rows = await tx.unsafe<{ 'QUERY PLAN': string }[]>(`explain ${query}`, params as never[]);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('a page\'s answers', () => {
  it('are found by the response id alone, one index descent a response, never one per question (PostgreSQL 15 descends once per id of an IN list)', async () => {
    const sent: Sent[] = [];
    const client = (t.db as unknown as { $client: PGlite | Sql }).$client;
    const logger = { logQuery: (query: string, params: unknown[]) => { sent.push({ query, params }); } };
    const db = (client instanceof PGlite ? drizzlePglite(client, { logger }) : drizzlePostgres(client, { logger })) as unknown as Db;
    for await (const batch of responseBatches(direct(db), answerFilterSql(f.form.id, { where: [] }), ['note2', 'q1', 'q2'], 50)) expect(batch.length).toBeGreaterThan(0);
    const page = sent.find((s) => /^select .* from "responses"/is.test(s.query.trim()));
    if (!page) throw new Error('no page statement');
    const plan = await indexPlan(t.db, page);
    const answerConditions = plan.split('\n').filter((line) => /Index Cond: .*response_id/.test(line));
    expect(answerConditions.length).toBeGreaterThan(0);
    for (const line of answerConditions) expect(line).not.toMatch(/element_id/);
  });
});
