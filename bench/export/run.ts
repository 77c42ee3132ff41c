import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import postgres from 'postgres';
import { AppServer, SERVER_NODE_FLAGS, freePort } from '../../e2e/support/app-server';
import { QUESTIONS, RESPONSES } from './dataset';
import { postmasterCpuMeter } from '../ingest/process-cpu';
import type { Measure } from './memory';
import { type ExportTarget, exportTarget, serverExport } from './served';

/**
 * Each side runs as the product is operated: the built server (dist-server/main.js, production
 * mode) in its own plain `node` process, and the bare writer bundled the same way and run by the
 * same node with the same (no) flags, so neither heap holds a TypeScript compiler.
 */
const root = join(import.meta.dirname, '../..');
const serverUrl = process.env.DATABASE_URL || null;
/** keep the seeded database (named by the size) for the next run, which then skips seeding */
const keep = process.env.BENCH_KEEP_DATABASE === '1';
const dbName = keep ? `bench_export_${RESPONSES}` : `bench_export_${randomBytes(4).toString('hex')}`;
const formats = (process.env.BENCH_FORMATS ?? 'xlsx,csv').split(',').filter(Boolean);
/** BENCH_CPU_PROFILE=prefix: a CPU profile of each server export, prefix-xlsx.cpuprofile (bench/mixed/profile-summary.ts) */
const profile = process.env.BENCH_CPU_PROFILE ?? '';
const probe = profile ? { BENCH_CPU_PROFILE: `${profile}.cpuprofile` } : {};
/**
 * The server's NODE_OPTIONS: by default the heap sizes docs/deploy.md starts the server with (V8
 * then collects the old generation's garbage at a smaller multiple of what is live, bench/export/README.md);
 * BENCH_SERVER_NODE_OPTIONS replaces it (empty: V8's default limit), e.g. with `--import` of a module
 * that sets V8 flags (--trace-gc-nvp). The server's output goes to bench/results/export-server.log.
 */
const serverNodeOptions = [process.env.BENCH_SERVER_NODE_OPTIONS ?? SERVER_NODE_FLAGS.join(' '), profile ? `--import ${join(root, 'bench/mixed/loop-delay-probe.mjs')}` : '']
  .filter(Boolean).join(' ');
const admin = serverUrl ? postgres(serverUrl, { max: 1, onnotice: () => {} }) : null;
const load = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const log = (line: string) => console.log(line);

async function bundleBare(): Promise<string> {
  const outfile = join(root, 'bench/results/export-bare.mjs');
  await build({ absWorkingDir: root, entryPoints: ['bench/export/bare.ts'], outfile, bundle: true, format: 'esm', platform: 'node', target: 'node20.19', packages: 'external', logLevel: 'warning' });
  return outfile;
}

const bare = (file: string, format: string): Measure => JSON.parse(execFileSync(process.execPath, [file, format], {
  encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, BENCH_RESPONSES: String(RESPONSES) }, maxBuffer: 1 << 20,
})) as Measure;

/** The CPU meter of the PostgreSQL server's processes, when it runs on this machine. */
async function databaseCpuMeter(): Promise<(() => number) | null> {
  if (!admin) return null;
  const [row] = await admin<{ pid: number }[]>`select pg_backend_pid() as pid`;
  return row ? postmasterCpuMeter(row.pid) : null;
}

async function makeDatabase(): Promise<void> {
  if (!admin) return;
  const [found] = await admin`select 1 from pg_database where datname = ${dbName}`;
  if (!found) await admin.unsafe(`create database "${dbName}"`);
}

/** Starts and stops the server's CPU profile (bench/mixed/loop-delay-probe.mjs) around `work`. */
async function profiling<T>(server: AppServer, format: string, work: () => Promise<T>): Promise<T> {
  if (!profile) return work();
  const toggle = () => process.kill(server.pids[0] ?? 0, 'SIGUSR2');
  toggle();
  const result = await work();
  toggle();
  while (!existsSync(probe.BENCH_CPU_PROFILE ?? '')) await new Promise((resolve) => setTimeout(resolve, 100));
  renameSync(probe.BENCH_CPU_PROFILE ?? '', `${profile}-${format}.cpuprofile`);
  return result;
}

function report(results: readonly Measure[]): void {
  console.log(`export benchmark: ${RESPONSES} responses × ${QUESTIONS} questions (+ 6 columns of submission time, respondent, verification)`);
  console.table(results.map((r) => ({
    mode: r.mode, format: r.format, rows: r.rows, 'seconds': Number(r.seconds.toFixed(1)), 'MB written': Number((r.bytes / 2 ** 20).toFixed(1)),
    'rows/s': Math.round(r.rows / r.seconds), 'baseline RSS MB': Math.round(r.baselineMb), 'peak RSS above baseline MB': Math.round(r.peakAboveMb),
    'peak RSS MB': Math.round(r.baselineMb + r.peakAboveMb), 'CPU s': Number(r.cpuSeconds.toFixed(2)),
    'db CPU s': r.databaseCpuSeconds === null ? '' : Number(r.databaseCpuSeconds.toFixed(2)),
  })));
  for (const format of formats) {
    const real = results.find((r) => r.format === format && r.mode.startsWith('server'));
    const plain = results.find((r) => r.format === format && r.mode.startsWith('bare'));
    if (!real || !plain) continue;
    console.log(`${format}: speed bare time / server time ×${(plain.seconds / real.seconds).toFixed(2)} (target ≥ 0.7), `
      + `server process peak RSS ${Math.round(real.baselineMb + real.peakAboveMb)} MB (target ≤ 300), ${Math.round(real.peakAboveMb)} MB above its baseline; `
      + `CPU s: server ${real.cpuSeconds.toFixed(2)} + database ${real.databaseCpuSeconds?.toFixed(2) ?? '?'} against bare ${plain.cpuSeconds.toFixed(2)} `
      + `(bare CPU / the larger of server and database: ×${(plain.cpuSeconds / Math.max(real.cpuSeconds, real.databaseCpuSeconds ?? 0)).toFixed(2)})`);
  }
}

const server = new AppServer(await freePort(), {
  processes: 1, postgresServer: serverUrl, ...(serverUrl ? { database: dbName } : {}), nodeFlags: [],
  // the shedding of load answers 503 when the event loop lags, which another job's load on this machine can cause too
  env: { NODE_ENV: 'production', OVERLOAD_EVENT_LOOP_DELAY_MS: '0', NODE_OPTIONS: serverNodeOptions, ...probe },
});
try {
  console.log(`before: ${load()}`);
  await makeDatabase();
  const bareFile = await bundleBare();
  await server.start();
  const target: ExportTarget = await server.whileStopped((db) => exportTarget(db, log));
  const databaseCpu = await databaseCpuMeter();
  const results: Measure[] = [];
  for (const format of formats) {
    // a fresh server process for each format, so one export's heap is not the next one's baseline
    await server.restart('dist');
    results.push(await profiling(server, format, () => serverExport(server, target, format, databaseCpu)));
    log(`server ${format}: ${results.at(-1)?.seconds.toFixed(1)} s, CPU ${results.at(-1)?.cpuSeconds.toFixed(2)} s, db CPU ${results.at(-1)?.databaseCpuSeconds?.toFixed(2) ?? '-'} s (${load()})`);
    writeFileSync(join(root, 'bench/results/export-server.log'), server.output);
    results.push(bare(bareFile, format));
    log(`bare ${format}: ${results.at(-1)?.seconds.toFixed(1)} s, CPU ${results.at(-1)?.cpuSeconds.toFixed(2)} s (${load()})`);
  }
  report(results);
  console.log(`after: ${load()}`);
} finally {
  await server.stop();
  if (!keep) await admin?.unsafe(`drop database if exists "${dbName}" with (force)`);
  await admin?.end();
  rmSync(join(root, 'bench/results/export-bare.mjs'), { force: true });
}
