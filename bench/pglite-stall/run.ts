import { sql } from 'drizzle-orm';
import { api } from '#core/api';
import { ADMIN_PASSWORD, AppServer, freePort } from '../../e2e/support/app-server';
import { LiveApi } from '../../tests/server/live-http';
import { type LoadResult, p99, runLoad } from '../ingest/load';
import { countIntoBuckets, seedBench } from '../stats/seed';

/**
 * Submissions' latency on the embedded database (PGlite: one WebAssembly PostgreSQL in the server's
 * process) while statistics over many answers are computed: first with nothing else running, then
 * while an administrator asks again and again for the statistics of the whole form (buckets), those
 * filtered by an answer (recounted), the answer table and a CSV export filtered the same way
 * (BENCH_PHASES=1,2 runs only those phases). The server is the built one in its own process; the
 * submissions come from a worker thread of this process.
 */
const RESPONSES = Number(process.env.BENCH_RESPONSES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);

const server = new AppServer(await freePort(), { processes: 1, postgresServer: null, env: { SUBMISSIONS_PER_MINUTE: '0', OVERLOAD_EVENT_LOOP_DELAY_MS: '0' } });
const ms = (value: number) => `${Math.round(value)} ms`;
const summary = (name: string, took: string, load: LoadResult) =>
  `| ${name} | ${took} | ${load.requests} | ${load.failures} | ${ms(median(load.latenciesMs))} | ${ms(p99(load.latenciesMs))} | ${ms(Math.max(...load.latenciesMs))} |`;
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

  /** Submissions while an administrator asks for something again and again; how long each answer took. */
  async function whileAsking(ask: () => Promise<unknown>): Promise<{ load: LoadResult; asked: number[] }> {
    const asked: number[] = [];
    let running = true;
    const asking = (async () => {
      while (running) {
        const started = performance.now();
        await ask();
        asked.push(performance.now() - started);
      }
    })();
    const result = await load();
    running = false;
    await asking;
    return { load: result, asked };
  }
  const condition = [{ elementId: 'radio', op: 'eq', value: 'o1' }];
  const statistics = (filters: object) => () => admin.data('POST', api.answersGroupByQuestion, { formId, ...filters });
  const phases: [string, () => Promise<unknown>][] = [
    ['whole-form statistics (buckets)', statistics({ where: [] })],
    ['statistics with an answer condition (recount)', statistics({ where: condition })],
    ['answer table with an answer condition, page 1', () => admin.data('GET', `${api.formAnswersV2}?formId=${formId}&page=1&pageSize=20&where=${encodeURIComponent(JSON.stringify(condition))}`)],
    ['CSV export with an answer condition', async () => {
      const reply = await fetch(`${base}${api.exportAnswers(formId)}`, {
        method: 'POST', headers: { 'x-company-id': '1', cookie: admin.cookie, 'content-type': 'application/json' }, body: JSON.stringify({ where: condition, format: 'csv' }),
      });
      await reply.arrayBuffer();
      if (reply.status !== 200) throw new Error(`export: ${reply.status}`);
    }],
  ];
  const only = process.env.BENCH_PHASES?.split(',');
  const results: [string, { load: LoadResult; asked: number[] }][] = [];
  for (const [name, ask] of phases.filter((_, i) => !only || only.includes(String(i + 1)))) results.push([name, await whileAsking(ask)]);

  console.log(`\nPGlite, ${RESPONSES} responses, ${CLIENTS} clients submitting for ${SECONDS} s each phase:\n`);
  console.log('| phase | each call took (median) | submissions | failed | median | p99 | max |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(summary('nothing else running', '', idle));
  for (const [name, { load, asked }] of results) console.log(summary(`${name} again and again`, `${ms(median(asked))} (${asked.length}×)`, load));
} finally {
  await server.stop();
}
