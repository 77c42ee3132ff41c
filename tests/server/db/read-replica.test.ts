import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import { type Database, connectDatabase } from '#server/db/connect';
import { WRITE_MARK_COOKIE } from '#server/http/read-routing';
import { rowsOf } from '#server/db/rows-of';
import { type TestApp, createForm, data, signIn } from '../helpers';
import { type ScratchDatabase, scratchDatabase } from '../../support/scratch-database';
import { appOver } from '../observability/ops-fixture';

const primaryServer = process.env.DATABASE_URL;
const replicaServer = process.env.DATABASE_READ_URL;

/** The same database name on the replica's server (a replica holds every database of its primary). */
function onReplica(url: string): string {
  const replica = new URL(replicaServer ?? '');
  replica.pathname = new URL(url).pathname;
  return replica.toString();
}

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Only with a primary and its streaming replica (CI's replica block sets both variables).
describe.skipIf(!primaryServer || !replicaServer)('reads from a streaming replica (DATABASE_READ_URL)', { timeout: 120_000 }, () => {
  let fresh: ScratchDatabase;
  let database: Database;
  let t: TestApp;
  let replicaAdmin: postgres.Sql;
  let admin: string;
  let formId: number;

  const replicaCaughtUp = async () => {
    const [primary] = rowsOf<{ lsn: string }>(await database.db.execute(sql`select pg_current_wal_lsn()::text as lsn`));
    const [replayed] = await replicaAdmin<{ done: boolean }[]>`select pg_last_wal_replay_lsn() >= ${primary?.lsn ?? ''}::pg_lsn as done`;
    return replayed?.done === true;
  };
  const markOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === WRITE_MARK_COOKIE)?.value;
  const answersSeen = async (mark?: string) => data<{ totalData: number }>(await t.request({
    method: 'GET', url: `${api.formAnswers(formId)}?page=1&pageSize=10`, cookie: mark ? `${admin}; ${WRITE_MARK_COOKIE}=${mark}` : admin,
  })).totalData;

  beforeAll(async () => {
    fresh = await scratchDatabase(primaryServer ?? '', 'survey_test');
    const replicaUrl = onReplica(fresh.url);
    replicaAdmin = postgres(new URL('/postgres', replicaServer).toString(), { max: 1, onnotice: () => {} });
    await until('the new database on the replica', async () =>
      (await replicaAdmin`select 1 from pg_database where datname = ${new URL(fresh.url).pathname.slice(1)}`).length === 1);
    database = await connectDatabase({ kind: 'postgres', url: fresh.url, readUrl: replicaUrl, max: 4 });
    t = await appOver(database, { heavyReads: database.heavyReads });
    admin = await signIn(t);
    formId = (await createForm(t, admin)).id;
    await until('the replica to replay the set-up', replicaCaughtUp);
  });
  afterAll(async () => {
    await replicaAdmin?.unsafe('select pg_wal_replay_resume()').catch(() => undefined);
    await replicaAdmin?.end();
    await t?.close();
    await fresh?.drop();
  });

  it('lists answers from the replica, and from the primary for a person whose last write the replica has not replayed', async () => {
    // a write the replica has long replayed: reads stay on the replica
    const published = await t.request({ method: 'POST', url: api.formPublish(formId), cookie: admin });
    const oldMark = markOf(published);
    expect(oldMark).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
    await until('the replica to replay the publication', replicaCaughtUp);

    await replicaAdmin`select pg_wal_replay_pause()`;
    // a citizen answers (no mark: anonymous people cannot read answers anyway)
    const citizen = await t.request({ method: 'POST', url: api.saveResponse, payload: { responseId: randomUUID(), formId, answers: { q1: 'Lan' } } });
    expect(citizen.statusCode).toBe(200);
    expect(markOf(citizen)).toBeUndefined();
    // the paused replica does not have it: reads without a mark, or with the old one, come from the replica
    expect(await answersSeen()).toBe(0);
    expect(await answersSeen(oldMark)).toBe(0);

    // the administrator answers too: they read their own write at once, from the primary
    const own = await t.request({ method: 'POST', url: api.saveResponse, cookie: admin, payload: { responseId: randomUUID(), formId, answers: { q1: 'Minh' } } });
    const mark = markOf(own);
    expect(mark).toBeDefined();
    expect(await answersSeen(mark)).toBe(2);
    const stats = await t.request({ method: 'POST', url: api.answersGroupByQuestion, cookie: `${admin}; ${WRITE_MARK_COOKIE}=${mark}`, payload: { formId } });
    expect(data<{ total: number }>(stats)).toMatchObject({ total: 2 });
    // a statistics POST only reads: it leaves the mark alone
    expect(markOf(stats)).toBeUndefined();
    const exportInfo = await t.request({ method: 'GET', url: `/api/v1/form/${formId}/export-info-response`, cookie: `${admin}; ${WRITE_MARK_COOKIE}=${mark}` });
    expect(data<{ responses: number }>(exportInfo).responses).toBe(2);

    // once the replica has replayed that far, the same person reads it there
    await replicaAdmin`select pg_wal_replay_resume()`;
    await until('the replica to catch up', replicaCaughtUp);
    await replicaAdmin`select pg_wal_replay_pause()`;
    expect(await t.request({ method: 'POST', url: api.saveResponse, payload: { responseId: randomUUID(), formId, answers: { q1: 'Hoa' } } })).toMatchObject({ statusCode: 200 });
    expect(await answersSeen(mark)).toBe(2);
    expect(await answersSeen()).toBe(2);
    await replicaAdmin`select pg_wal_replay_resume()`;
  });
});
