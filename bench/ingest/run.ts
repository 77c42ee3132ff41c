import { api } from '#core/api/routes';
import { type LoadResult, p99, runLoad } from './load';
import { type Engine, bareServer, pgliteEngine, postgresEngine, realServer } from './targets';

/** Bounded: each phase stops at its request count or after MAX_SECONDS, whichever comes first. */
const CLIENTS = 50;
const SINGLE_PER_CLIENT = Number(process.env.BENCH_SINGLE_PER_CLIENT ?? 40);
const BATCH_PER_CLIENT = Number(process.env.BENCH_BATCH_PER_CLIENT ?? 4);
const BATCH_SIZE = 25;
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 30);

interface Row { engine: string; mode: string; rate: number; p99: number; bareRate: number; bareP99: number; failures: number }

const rate = (r: LoadResult, perRequest: number) => (r.requests * perRequest) / r.seconds;

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
  const single = await load(`${real.url}${api.saveResponse}`, item, SINGLE_PER_CLIENT);
  const singleBare = await load(`${bare.url}/bare`, item, SINGLE_PER_CLIENT);
  rows.push({ engine: engine.name, mode: 'single', rate: rate(single, 1), p99: p99(single.latenciesMs), bareRate: rate(singleBare, 1), bareP99: p99(singleBare.latenciesMs), failures: single.failures + singleBare.failures });
  const many = await load(`${real.url}${api.saveResponses}`, batch, BATCH_PER_CLIENT);
  const manyBare = await load(`${bare.url}/bare-batch`, batch, BATCH_PER_CLIENT);
  rows.push({ engine: engine.name, mode: `batch x${BATCH_SIZE}`, rate: rate(many, BATCH_SIZE), p99: p99(many.latenciesMs), bareRate: rate(manyBare, BATCH_SIZE), bareP99: p99(manyBare.latenciesMs), failures: many.failures + manyBare.failures });
  await real.app.close();
  await bare.app.close();
  return rows;
}

const engines: (() => Promise<Engine>)[] = [pgliteEngine];
if (process.env.DATABASE_URL) engines.push(() => postgresEngine(process.env.DATABASE_URL!));

const rows: Row[] = [];
for (const open of engines) {
  const engine = await open();
  try {
    rows.push(...(await measure(engine)));
  } finally {
    await engine.dispose();
  }
}
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
