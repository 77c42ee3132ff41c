import { sql } from 'drizzle-orm';
import { api } from '#core/api';
import { ADMIN_PASSWORD, AppServer, freePort } from '../../e2e/support/app-server';
import { LiveApi } from '../../tests/server/live-http';
import { type LoadResult, p99, runLoad } from '../ingest/load';
import { countIntoBuckets, seedBench } from '../stats/seed';

/**
 * Submissions' latency on the embedded database (PGlite: one WebAssembly PostgreSQL in the server's
 * process) while statistics over many answers are computed: first with nothing else running, then
 * while an administrator asks for the statistics of the whole form again and again. The server is
 * the built one in its own process; the submissions come from a worker thread of this process.
 */
const RESPONSES = Number(process.env.BENCH_RESPONSES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);

const server = new AppServer(await freePort(), { processes: 1, postgresServer: null, env: { SUBMISSIONS_PER_MINUTE: '0', OVERLOAD_EVENT_LOOP_DELAY_MS: '0' } });
const ms = (value: number) => `${Math.round(value)} ms`;
const summary = (name: string, load: LoadResult) =>
  `| ${name} | ${load.requests} | ${load.failures} | ${ms(median(load.latenciesMs))} | ${ms(p99(load.latenciesMs))} | ${ms(Math.max(...load.latenciesMs))} |`;
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

try {
  await server.start();
  let formId = 0;
  const seeding = performance.now();
  await server.whileStopped(async (db) => {
    formId = await seedBench(db, RESPONSES);
    await countIntoBuckets(db);
    await db.execute(sql`analyze`);
  });
  console.log(`${RESPONSES} responses x 10 answers seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);

  const base = `http://127.0.0.1:${server.port}`;
  const admin = await new LiveApi(base).signIn('admin', ADMIN_PASSWORD);
  const load = () => runLoad({
    url: `${base}${api.saveResponse}`,
    headers: { 'content-type': 'application/json', 'x-company-id': '1' },
    template: JSON.stringify({ responseId: '__ID__', formId, answers: { radio: 'o1', number: 7 } }),
    clients: CLIENTS, requestsPerClient: 1_000_000, maxSeconds: SECONDS,
  });

  const idle = await load();

  /** Submissions while an administrator asks for these statistics again and again; how long each took. */
  async function whileAsking(filters: object): Promise<{ load: LoadResult; statistics: number[] }> {
    const statistics: number[] = [];
    let running = true;
    const ask = (async () => {
      while (running) {
        const started = performance.now();
        await admin.data('POST', api.answersGroupByQuestion, { formId, ...filters });
        statistics.push(performance.now() - started);
      }
    })();
    const result = await load();
    running = false;
    await ask;
    return { load: result, statistics };
  }
  // the whole form: read from the buckets; with an answer condition: recounted from the answers
  const whole = await whileAsking({ where: [] });
  const filtered = await whileAsking({ where: [{ elementId: 'radio', op: 'eq', value: 'o1' }] });
  const took = (statistics: number[]) => `${ms(median(statistics))} (median of ${statistics.length})`;

  console.log(`\nPGlite, ${RESPONSES} responses, ${CLIENTS} clients submitting for ${SECONDS} s each phase; statistics of the whole form `
    + `took ${took(whole.statistics)}, with an answer condition ${took(filtered.statistics)}:\n`);
  console.log('| phase | submissions | failed | median | p99 | max |\n| --- | ---: | ---: | ---: | ---: | ---: |');
  console.log(summary('nothing else running', idle));
  console.log(summary('whole-form statistics (buckets) asked again and again', whole.load));
  console.log(summary('statistics with an answer condition (recount) again and again', filtered.load));
} finally {
  await server.stop();
}
