import { sql } from 'drizzle-orm';
import type { AnswerFilters } from '#core/api';
import { vietnamDate } from '#core/time';
import type { Db } from '#server/db/connect';
import { chartByDate } from '#server/statistics/chart-by-date';
import { groupByQuestion } from '#server/statistics/group-by-question';
import { type Engine, onEveryEngine } from '../ingest/targets';
import { benchDesign, countIntoBuckets, seedBench } from './seed';

const RESPONSES = Number(process.env.BENCH_RESPONSES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(run: () => Promise<unknown>): Promise<number> {
  await run(); // warm-up: caches, JIT
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return median(times);
}

interface Row { engine: string; statistics: string; call: string; ms: number }

async function measure(engine: Engine): Promise<Row[]> {
  const db: Db = engine.database.db;
  /** where the statistics routes read (src/server/http/read-routing.ts): on PostgreSQL its own pool, one core a statement */
  const reads: Db = engine.database.heavyReads?.db ?? db;
  const seedStart = performance.now();
  const formId = await seedBench(db, RESPONSES);
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(sql`answers`);
  console.log(`${engine.name}: ${RESPONSES} responses, ${n} answers seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const countStart = performance.now();
  await countIntoBuckets(db);
  const [{ b } = { b: 0 }] = await db.select({ b: sql<number>`count(*)::int`.mapWith(Number) }).from(sql`statistics_buckets`);
  console.log(`  ${b} bucket rows counted (migration 0010's backfill) in ${((performance.now() - countStart) / 1000).toFixed(1)} s`);
  const days30 = { from: vietnamDate(new Date(Date.now() - 29 * 24 * 3600 * 1000)), where: [] };
  const recent: AnswerFilters = { ...days30, where: [{ elementId: 'radio', op: 'eq', value: 'o1' }] };
  const calls: [string, () => Promise<unknown>][] = [
    ['group-by-question, no filter (buckets)', () => groupByQuestion(reads, formId, benchDesign, { where: [] })],
    ['group-by-question, 30 days (buckets)', () => groupByQuestion(reads, formId, benchDesign, days30)],
    ['group-by-question, no filter, full recount', () => groupByQuestion(reads, formId, benchDesign, { where: [] }, undefined, undefined, 'recount')],
    ['group-by-question, 30 days + radio = o1 (recount)', () => groupByQuestion(reads, formId, benchDesign, recent)],
    ['chart-by-date, 30 days (buckets)', () => chartByDate(reads, sql`${formId}`, 30)],
  ];
  const rows: Row[] = [];
  for (const statistics of ['none (as loaded)', 'after ANALYZE']) {
    if (statistics === 'after ANALYZE') await db.execute(sql`analyze responses, answers, statistics_buckets`);
    for (const [call, run] of calls) {
      rows.push({ engine: engine.name, statistics, call, ms: await timed(run) });
      console.log(`  ${statistics.padEnd(18)} ${call.padEnd(52)} ${rows.at(-1)!.ms.toFixed(0)} ms`);
    }
  }
  return rows;
}

const rows: Row[] = await onEveryEngine(measure);

console.log(`\nMedian of ${RUNS} runs after one warm-up, ${RESPONSES} responses x 10 answers:\n`);
console.log('| engine | planner statistics | call | ms |\n| --- | --- | --- | ---: |');
for (const row of rows) console.log(`| ${row.engine} | ${row.statistics} | ${row.call} | ${row.ms.toFixed(0)} |`);
if (!process.env.DATABASE_URL) console.log('\n(PostgreSQL skipped: set DATABASE_URL to a server where the role may CREATE DATABASE)');
