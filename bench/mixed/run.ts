import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api } from '#core/api';
import { AppServer, freePort } from '../../e2e/support/app-server';
import { LiveApi } from '../../tests/server/live-http';
import { RESPONSES } from '../export/dataset';
import { type HeavyTimes, exportWithStatistics, statisticsCalls } from './heavy-reads';
import { seedMixed } from './seed';
import { type LoadResult, type LoadSpec, requestRate, startExternalLoad } from '../ingest/external-load';

/**
 * Submissions from 50 external connections while an analyst exports every answer as XLSX and asks
 * for statistics, all on one production-mode server process on PostgreSQL (bench/README.md, "mixed").
 */
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('bench:mixed runs on PostgreSQL: set DATABASE_URL to a server where the role may CREATE DATABASE');
  process.exit(1);
}
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RATE = Number(process.env.BENCH_RATE ?? 0);
/** a file for the server's CPU profile over the second phase (.cpuprofile; bench/mixed/profile-summary.ts reads it) */
const PROFILE = process.env.BENCH_CPU_PROFILE ?? '';

const here = import.meta.dirname;
const work = mkdtempSync(join(tmpdir(), 'bench-mixed-'));
const loopDelayFile = join(work, 'loop-delay.jsonl');
const server = new AppServer(await freePort(), {
  processes: 1,
  postgresServer: serverUrl,
  env: {
    NODE_ENV: 'production', SUBMISSIONS_PER_MINUTE: '0', OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    BENCH_LOOP_DELAY_FILE: loopDelayFile, BENCH_CPU_PROFILE: PROFILE, NODE_OPTIONS: `--import ${join(here, 'loop-delay-probe.mjs')}`,
  },
});

/** The server's event-loop delay between two moments: the worst half second's p99, and the longest stall. */
function loopDelay(from: number, to: number): { p99: number; max: number } {
  const samples = readFileSync(loopDelayFile, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { at: number; p99: number; max: number })
    .filter((s) => s.at > from && s.at <= to + 500);
  return { p99: Math.max(0, ...samples.map((s) => s.p99)), max: Math.max(0, ...samples.map((s) => s.max)) };
}

interface Phase { name: string; load: LoadResult; delay: { p99: number; max: number } }

/** Starts, then stops and writes, the server's CPU profile (loop-delay-probe.mjs) when BENCH_CPU_PROFILE names a file. */
const toggleProfile = () => process.kill(Number(readFileSync(`${loopDelayFile}.pid`, 'utf8')), 'SIGUSR2');

/** Submissions for `spec.seconds`, or while `alongside` runs when given. */
async function phase(name: string, spec: LoadSpec, alongside?: () => Promise<void>): Promise<Phase> {
  const from = Date.now();
  if (alongside && PROFILE) {
    rmSync(PROFILE, { force: true });
    toggleProfile();
  }
  const load = startExternalLoad(alongside ? { ...spec, durationSeconds: 3600 } : spec);
  await alongside?.().finally(load.stop);
  if (alongside && PROFILE) {
    toggleProfile();
    while (!existsSync(PROFILE)) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { name, load: await load.result, delay: loopDelay(from, Date.now()) };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

try {
  await server.start();
  const seeding = performance.now();
  const seed = await server.whileStopped(seedMixed);
  console.log(`${RESPONSES} responses × 30 answers seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
  const base = `http://127.0.0.1:${server.port}`;
  const analyst = new LiveApi(base, seed.companyId, seed.cookie);
  for (const call of Object.values(statisticsCalls(analyst, seed.formId))) await call(); // warm-up: caches, JIT

  const spec: LoadSpec = {
    url: `${base}${api.saveResponse}`,
    headers: { 'content-type': 'application/json', 'x-company-id': String(seed.companyId) },
    template: JSON.stringify({ responseId: '__ID__', formId: seed.formId, answers: { q2: 7, q3: 'o1', q1: 'Ý kiến' } }),
    connections: CONNECTIONS, durationSeconds: SECONDS, ...(RATE ? { rate: RATE } : {}),
  };
  await startExternalLoad({ ...spec, durationSeconds: 3 }).result; // warm-up
  let heavy: HeavyTimes | null = null;
  const phases = [
    await phase('submissions alone', spec),
    await phase('while an XLSX export and statistics run', spec, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1000)); // the load at full speed first
      heavy = await exportWithStatistics(analyst, seed.companyId, seed.formId);
    }),
  ];
  const times = heavy as HeavyTimes | null;
  if (!times) throw new Error('the export did not run');

  console.log(`\nPostgreSQL, production mode, ${CONNECTIONS} connections${RATE ? ` at ${RATE} submissions/s` : ' as fast as answered'}, ${SECONDS} s alone; `
    + `the export of ${times.exportRows} responses (${(times.exportBytes / 2 ** 20).toFixed(1)} MB) took ${times.exportSeconds.toFixed(1)} s`
    + ' (the second phase lasts as long as the export)\n');
  console.log('| phase | submissions | failed | per s | p50 | p99 | max | event-loop delay p99 (worst 0.5 s) | longest stall |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { name, load, delay } of phases) {
    console.log(`| ${name} | ${load.requests} | ${load.non2xx + load.errors} | ${Math.round(requestRate(load))} | ${ms(load.p50)} | ${ms(load.p99)} | ${ms(load.max)} | ${ms(delay.p99)} | ${ms(delay.max)} |`);
  }
  console.log('\n| statistics while exporting | calls | median | max |\n| --- | ---: | ---: | ---: |');
  for (const [name, took] of Object.entries(times.statistics)) console.log(`| ${name} | ${took.length} | ${ms(median(took))} | ${ms(Math.max(...took))} |`);
  const [first, second] = phases;
  if (first && second) console.log(`\nsubmissions' p99 while exporting / alone: ×${(second.load.p99 / Math.max(first.load.p99, 1)).toFixed(2)}`);
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
