import { type ChildProcess, fork } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { api } from '#core/api';
import { type LoadResult, pooled, requestRate, runExternalLoad } from './external-load';
import type { CpuSpent, ServersReady, StoredCount, ToServers } from './server-process';

/**
 * The servers run in one process (production mode by default, logging as src/server/main.ts
 * configures it), the load comes from autocannon in another: as phones' requests arrive.
 */
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BATCH_SIZE = 25;
const NODE_ENV = process.env.BENCH_NODE_ENV ?? 'production';
/** BENCH_CPU_PROF=<dir>: the server process writes a V8 CPU profile there; only the real single path is loaded (BENCH_CPU_PROF_PATH=batch: the batches') */
const PROFILING = Boolean(process.env.BENCH_CPU_PROF);
const PROFILED_PATH = process.env.BENCH_CPU_PROF_PATH === 'batch' ? 'batch' : 'single';

/** A phase's figures and the CPU seconds the server and the database processes spent in it. */
interface Measured extends LoadResult { serverCpu: number; databaseCpu: number | null }

interface Row { engine: string; mode: string; real: Measured; bare: Measured; perRequest: number; bareStatement?: Measured | undefined }

const serverModule = fileURLToPath(new URL('./server-process.ts', import.meta.url));
const logDir = mkdtempSync(join(tmpdir(), 'bench-ingest-'));

function startServers(engine: 'PGlite' | 'PostgreSQL'): Promise<{ child: ChildProcess; ready: ServersReady; logFile: string }> {
  const logFile = join(logDir, `${engine}.log`);
  const logFd = openSync(logFile, 'w');
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = fork(serverModule, [], {
    execArgv: ['--import', 'tsx', ...profile],
    env: { ...process.env, NODE_ENV, BENCH_DATABASE_URL: engine === 'PostgreSQL' ? process.env.DATABASE_URL : '' },
    // the server's log lines go to a file, as a supervisor would collect them
    stdio: ['ignore', logFd, 'inherit', 'ipc'],
  });
  closeSync(logFd);
  return new Promise((resolve, reject) => {
    child.once('message', (ready: ServersReady) => resolve({ child, ready, logFile }));
    child.once('exit', (code) => reject(new Error(`the servers exited with ${code}`)));
  });
}

async function stopServers(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send({ type: 'close' } satisfies ToServers);
  await exited;
}

function ask<Reply extends StoredCount | CpuSpent>(child: ChildProcess, message: ToServers): Promise<Reply> {
  return new Promise((resolve) => {
    child.once('message', (reply: Reply) => resolve(reply));
    child.send(message);
  });
}

/**
 * A, B, (C, C,) B, A: each side measured once early and once late, pooled, so a drift (the tables
 * grow, the machine's other load changes) weighs on all alike.
 */
async function abba(sides: (() => Promise<Measured>)[]): Promise<Measured[]> {
  const early: Measured[] = [];
  for (const side of sides) early.push(await side());
  const late: Measured[] = [];
  for (const side of [...sides].reverse()) late.unshift(await side());
  return sides.map((_, i) => {
    const [x, y] = [early[i] as Measured, late[i] as Measured];
    const databaseCpu = x.databaseCpu === null || y.databaseCpu === null ? null : x.databaseCpu + y.databaseCpu;
    return { ...pooled(x, y), serverCpu: x.serverCpu + y.serverCpu, databaseCpu };
  });
}

/** CPU milliseconds per response of a phase's process, '' when not measured. */
const cpuPerResponse = (m: Measured, perRequest: number, cpu: number | null) =>
  (cpu === null ? '' : Number(((1000 * cpu) / (m.requests * perRequest)).toFixed(3)));

async function measure(engine: 'PGlite' | 'PostgreSQL'): Promise<Row[]> {
  const { child, ready, logFile } = await startServers(engine);
  const headers = { 'content-type': 'application/json', 'x-company-id': String(ready.companyId) };
  const item = `{"responseId":"__ID__","formId":${ready.formId},"answers":{"q1":"Lan","q2":42,"q3":"a"}}`;
  const batch = `{"responses":[${Array.from({ length: BATCH_SIZE }, () => item).join(',')}]}`;
  let acknowledged = 0;
  const load = async (url: string, template: string, perRequest: number, durationSeconds = SECONDS): Promise<Measured> => {
    const before = await ask<CpuSpent>(child, { type: 'cpu' });
    const result = await runExternalLoad({ url, headers, template, connections: CONNECTIONS, durationSeconds });
    const after = await ask<CpuSpent>(child, { type: 'cpu' });
    acknowledged += (result.requests - result.non2xx) * perRequest;
    const databaseCpu = before.database === null || after.database === null ? null : after.database - before.database;
    return { ...result, serverCpu: after.server - before.server, databaseCpu };
  };
  const real = `${ready.realUrl}${api.saveResponse}`;
  const realBatch = `${ready.realUrl}${api.saveResponses}`;
  const bare = `${ready.bareUrl}/bare`;
  const bareInsert = `${ready.bareUrl}/bare-insert`;
  const bareBatch = `${ready.bareUrl}/bare-batch`;
  // warm-up: JIT, connection pools, caches
  const profiled = PROFILED_PATH === 'batch' ? { url: realBatch, template: batch, n: BATCH_SIZE } : { url: real, template: item, n: 1 };
  for (const [url, template, n] of [[real, item, 1], [bareInsert, item, 1], [bare, item, 1], [realBatch, batch, BATCH_SIZE], [bareBatch, batch, BATCH_SIZE]] as const) {
    if (!PROFILING || url === profiled.url) await load(url, template, n, 3);
  }
  if (PROFILING) {
    await load(profiled.url, profiled.template, profiled.n);
    await stopServers(child);
    return [];
  }
  const [singleReal, singleBare, singleStatement] = await abba([() => load(real, item, 1), () => load(bareInsert, item, 1), () => load(bare, item, 1)]);
  const [batchReal, batchBare] = await abba([() => load(realBatch, batch, BATCH_SIZE), () => load(bareBatch, batch, BATCH_SIZE)]);
  const { responses } = await ask<StoredCount>(child, { type: 'count' });
  // requests in flight when a phase ends are stored but not counted as answered
  if (responses < acknowledged) throw new Error(`${acknowledged} answers acknowledged but only ${responses} stored`);
  console.log(`${engine}: ${acknowledged} answers acknowledged, ${responses} stored; server log ${(statSync(logFile).size / 1e6).toFixed(1)} MB`);
  await stopServers(child);
  return [
    { engine, mode: 'single', real: singleReal as Measured, bare: singleBare as Measured, bareStatement: singleStatement, perRequest: 1 },
    { engine, mode: `batch x${BATCH_SIZE}`, real: batchReal as Measured, bare: batchBare as Measured, perRequest: BATCH_SIZE },
  ];
}

const engines: ('PGlite' | 'PostgreSQL')[] = process.env.BENCH_ENGINES === 'postgres' ? [] : ['PGlite'];
if (process.env.DATABASE_URL) engines.push('PostgreSQL');
console.log(`load average before: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
const rows: Row[] = [];
for (const engine of engines) rows.push(...(await measure(engine)));
console.log(`ingest benchmark: ${CONNECTIONS} connections from autocannon in its own process, NODE_ENV=${NODE_ENV}, ${SECONDS} s per phase, A-B-B-A`);
console.log('bare: single = one INSERT ... ON CONFLICT DO NOTHING of the response row; batch = the real path\'s statement for 25 responses and their answers');
console.table(rows.map(({ engine, mode, real, bare, bareStatement, perRequest }) => ({
  engine,
  mode,
  'responses/s': Math.round(requestRate(real) * perRequest),
  'p50 ms': real.p50,
  'p99 ms': real.p99,
  'bare responses/s': Math.round(requestRate(bare) * perRequest),
  'bare p50 ms': bare.p50,
  'bare p99 ms': bare.p99,
  'ratio to bare': Number((requestRate(real) / requestRate(bare)).toFixed(2)),
  'same statement bare /s': bareStatement ? Math.round(requestRate(bareStatement) * perRequest) : '',
  'its p99 ms': bareStatement ? bareStatement.p99 : '',
  'non-2xx/errors': real.non2xx + real.errors + bare.non2xx + bare.errors,
})));
console.log('CPU milliseconds per response, in the server process and in the database\'s processes (PostgreSQL on this machine):');
console.table(rows.map(({ engine, mode, real, bare, bareStatement, perRequest }) => ({
  engine,
  mode,
  'server, real': cpuPerResponse(real, perRequest, real.serverCpu),
  'database, real': cpuPerResponse(real, perRequest, real.databaseCpu),
  'server, bare': cpuPerResponse(bare, perRequest, bare.serverCpu),
  'database, bare': cpuPerResponse(bare, perRequest, bare.databaseCpu),
  'server, same statement bare': bareStatement ? cpuPerResponse(bareStatement, perRequest, bareStatement.serverCpu) : '',
  'database, same statement bare': bareStatement ? cpuPerResponse(bareStatement, perRequest, bareStatement.databaseCpu) : '',
})));
console.log(`load average after: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
if (!process.env.DATABASE_URL) console.log('Set DATABASE_URL=postgres://... to measure PostgreSQL as well.');
