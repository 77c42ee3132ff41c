import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Answers } from '#core/answers';
import type { Db } from '#server/db/connect';
import { forms } from '#server/db/schema/index';
import { answerRows } from '#server/responses/answer-rows';
import { insertResponses } from '#server/responses/insert-responses';
import { bootstrap } from '#server/system/bootstrap';
import { postgresEngine } from '../ingest/targets';
import { benchDesign } from './seed';

/**
 * Do concurrent submissions queue on the statistics' hot rows? `BENCH_CLIENTS` connections
 * (default 50) each store single responses with the submission's real statement for
 * `BENCH_SECONDS` (default 10): first all to ONE form (every statement adds to the same response,
 * answered and choice counts of today), then each client to its own form (no row shared). Equal
 * rates mean the shared counts do not serialise the writers. PostgreSQL only (DATABASE_URL).
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const answers: Answers = { radio: 'o1', checkbox: ['o2', 'o3'], rating: 4, number: 17, dropdown: 'd3' };

async function newForm(db: Db, companyId: number, ownerId: number): Promise<number> {
  const [form] = await db.insert(forms).values({ companyId, ownerId, title: 'Hot buckets', status: 1, shortUrl: randomBytes(4).toString('hex'), design: benchDesign }).returning();
  return form!.id;
}

async function phase(db: Db, companyId: number, formOf: (client: number) => number) {
  const latencies: number[] = [];
  const deadline = Date.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, async (_, client) => {
    while (Date.now() < deadline) {
      const id = randomUUID();
      const formId = formOf(client);
      const at = performance.now();
      await insertResponses(db, [{ id, form_id: formId, company_id: companyId, form_version: 1, user_id: null, device_id: null, content_hash: id, submitted_at: null }],
        answerRows(id, formId, answers, benchDesign));
      latencies.push(performance.now() - at);
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return { rate: latencies.length / seconds, p50: sorted[Math.floor(sorted.length / 2)] ?? 0, p99: sorted[Math.floor(sorted.length * 0.99)] ?? 0 };
}

if (!process.env.DATABASE_URL) throw new Error('set DATABASE_URL to a PostgreSQL server where the role may CREATE DATABASE');
const engine = await postgresEngine(process.env.DATABASE_URL);
try {
  const db = engine.database.db;
  const { companyId } = await bootstrap(db, { adminPassword: 'Bench-Pass1' });
  const [owner] = await db.query.users.findMany({ limit: 1 });
  const shared = await newForm(db, companyId, owner!.id);
  const own: number[] = [];
  for (let i = 0; i < CLIENTS; i++) own.push(await newForm(db, companyId, owner!.id));
  await phase(db, companyId, () => shared); // warm-up
  const rows = [
    ['one form (shared counts)', await phase(db, companyId, () => shared)],
    ['a form per client (no shared row)', await phase(db, companyId, (client) => own[client]!)],
    ['one form again', await phase(db, companyId, () => shared)],
  ] as const;
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(sql`statistics_buckets`);
  console.log(`\n${CLIENTS} connections, ${SECONDS} s per phase, pool of 20 (connect.ts max), ${n} bucket rows at the end:\n`);
  console.log('| phase | statements/s | p50 ms | p99 ms |\n| --- | ---: | ---: | ---: |');
  for (const [name, r] of rows) console.log(`| ${name} | ${r.rate.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`);
} finally {
  await engine.dispose();
}
