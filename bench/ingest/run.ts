import { api } from '#core/api';
import { type LoadResult, p99, runLoad } from './load';
import { type Engine, bareServer, onEveryEngine, realServer } from './targets';

/** Bounded: each phase stops at its request count or after MAX_SECONDS, whichever comes first. */
const CLIENTS = 50;
const SINGLE_PER_CLIENT = Number(process.env.BENCH_SINGLE_PER_CLIENT ?? 40);
const BATCH_PER_CLIENT = Number(process.env.BENCH_BATCH_PER_CLIENT ?? 4);
const BATCH_SIZE = 25;
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 30);

interface Row { engine: string; mode: string; rate: number; p99: number; bareRate: number; bareP99: number; failures: number }

const rate = (r: LoadResult, perRequest: number) => (r.requests * perRequest) / r.seconds;

function merge(x: LoadResult, y: LoadResult): LoadResult {
  return { requests: x.requests + y.requests, failures: x.failures + y.failures, seconds: x.seconds + y.seconds, latenciesMs: [...x.latenciesMs, ...y.latenciesMs] };
}

/**
 * A, B, B, A: the database grows and warms as phases run, so each side is measured once early and
 * once late and the two runs are pooled; a drift then weighs on both sides alike.
 */
async function abba(a: () => Promise<LoadResult>, b: () => Promise<LoadResult>) {
  const a1 = await a();
  const b1 = await b();
  const b2 = await b();
  const a2 = await a();
  const pooledA = merge(a1, a2);
  const pooledB = merge(b1, b2);
  return { a: pooledA, b: pooledB, failures: pooledA.failures + pooledB.failures };
}

async function measure(engine: Engine): Promise<Row[]> {
  const real = await realServer(engine);
  const bare = await bareServer(engine, real.companyId, real.formId);
  const headers = { 'content-type': 'application/json', 'x-company-id': String(real.companyId) };
  const item = `{"responseId":"__ID__","formId":${real.formId},"answers":{"q1":"Lan","q2":42,"q3":"a"}}`;
  const batch = `{"responses":[${Array.from({ length: BATCH_SIZE }, () => item).join(',')}]}`;
  const load = (url: string, template: string, perClient: number) =>
    runLoad({ url, headers, template, clients: CLIENTS, requestsPerClient: perClient, maxSeconds: MAX_SECONDS });
  // warm-up: JIT, connection pools, caches
  await load(`${real.url}${api.saveResponse}`, item, 2);
  await load(`${bare.url}/bare`, item, 2);
  const rows: Row[] = [];
  const single = await abba(() => load(`${real.url}${api.saveResponse}`, item, SINGLE_PER_CLIENT), () => load(`${bare.url}/bare`, item, SINGLE_PER_CLIENT));
  rows.push({ engine: engine.name, mode: 'single', rate: rate(single.a, 1), p99: p99(single.a.latenciesMs), bareRate: rate(single.b, 1), bareP99: p99(single.b.latenciesMs), failures: single.failures });
  const many = await abba(() => load(`${real.url}${api.saveResponses}`, batch, BATCH_PER_CLIENT), () => load(`${bare.url}/bare-batch`, batch, BATCH_PER_CLIENT));
  rows.push({ engine: engine.name, mode: `batch x${BATCH_SIZE}`, rate: rate(many.a, BATCH_SIZE), p99: p99(many.a.latenciesMs), bareRate: rate(many.b, BATCH_SIZE), bareP99: p99(many.b.latenciesMs), failures: many.failures });
  await real.app.close();
  await bare.app.close();
  return rows;
}

const rows: Row[] = await onEveryEngine(measure);
console.log(`ingest benchmark: ${CLIENTS} concurrent clients over loopback HTTP (responses per second, p99 per request)`);
console.table(rows.map((r) => ({
  engine: r.engine,
  mode: r.mode,
  'responses/s': Math.round(r.rate),
  'p99 ms': Number(r.p99.toFixed(1)),
  'bare responses/s': Math.round(r.bareRate),
  'bare p99 ms': Number(r.bareP99.toFixed(1)),
  'ratio to bare': Number((r.rate / r.bareRate).toFixed(2)),
  failures: r.failures,
})));
if (!process.env.DATABASE_URL) console.log('Set DATABASE_URL=postgres://... to measure PostgreSQL as well.');
