import { rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import postgres from 'postgres';
import { type Browser, chromium, type Page } from '@playwright/test';
import { AppServer, freePort } from '../../e2e/support/app-server';
import { publishChaosForms } from '../../e2e/support/chaos-forms';
import { countRows } from '../../e2e/support/offline-db';
import { waitForServiceWorker } from '../public-page/measure';
import { buildClientWithHarness } from './build';

/**
 * 10,000 answers queued offline in the real app, then the connection returns: the time until all
 * of them are in PostgreSQL exactly once, and the longest task on the app's page meanwhile.
 * DATABASE_URL (required) names a PostgreSQL server where the run makes its own database.
 */
const COUNT = Number(process.env.BENCH_ANSWERS ?? 10_000);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];
const DEADLINE_MS = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 600) * 1000;

const databaseServer = process.env.DATABASE_URL;
if (!databaseServer) throw new Error('DATABASE_URL: a PostgreSQL server where the bench makes its own database (the role needs CREATEDB)');

interface LongTasks { count: number; longest: number; over200: number; total: number }

/** Records every long task of the page from its start (an init script: it must stay self-contained). */
function recordLongTasks(): void {
  const seen: { start: number; duration: number }[] = [];
  (globalThis as unknown as { benchLongTasks: typeof seen }).benchLongTasks = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** The long tasks of `page` that started at or after `from` (ms since its navigation), and before `to`. */
async function readLongTasks(page: Page, from: number, to = Infinity): Promise<LongTasks> {
  const all = await page.evaluate(() => (globalThis as unknown as { benchLongTasks: { start: number; duration: number }[] }).benchLongTasks);
  const durations = all.filter((task) => task.start >= from && task.start < to).map((task) => task.duration);
  return {
    count: durations.length,
    longest: Math.max(0, ...durations),
    over200: durations.filter((d) => d > 200).length,
    total: durations.reduce((sum, d) => sum + d, 0),
  };
}

const describeTasks = (tasks: LongTasks) =>
  `${tasks.count}, longest ${Math.round(tasks.longest)} ms, ${tasks.over200} over 200 ms, ${Math.round(tasks.total)} ms in all`;

const buildDir = await buildClientWithHarness();
const server = new AppServer(await freePort(), { processes: 1, postgresServer: databaseServer, env: {
  // one device sends them all; and the shared machine's load must not make the server shed them (503)
  SUBMISSIONS_PER_MINUTE: '0', OVERLOAD_EVENT_LOOP_DELAY_MS: '60000',
} });
let browser: Browser | null = null;
let sql: postgres.Sql | null = null;
try {
  await server.start(buildDir);
  const [form] = await publishChaosForms(server.port, 1);
  if (!form || !server.databaseUrl) throw new Error('no form was published');
  sql = postgres(server.databaseUrl, { max: 1, onnotice: () => {} });
  const stored = async () => Number((await sql!`select count(*)::int as n from responses where form_id = ${form.id}`)[0]!.n);

  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'allow' });
  const origin = `http://127.0.0.1:${server.port}`;
  const shortLink = `${origin}/${encodeURIComponent(form.shortUrl)}`;
  // a first visit online: the service worker keeps the short link's page and the form for offline use
  const firstVisit = await context.newPage();
  await firstVisit.goto(shortLink);
  await firstVisit.getByLabel('Mã phiếu').waitFor();
  await waitForServiceWorker(firstVisit);
  await firstVisit.close();

  // the answers are queued offline by the app's own offline layer (a harness page on the app's origin)
  const harness = await context.newPage();
  await harness.goto(`${origin}/bench-outbox/index.html`);
  await harness.waitForFunction(() => 'queueBenchAnswers' in globalThis);
  await context.setOffline(true);
  const queuedAt = Date.now();
  const ids = await harness.evaluate(({ id, title, count }) => (globalThis as unknown as {
    queueBenchAnswers: (formId: number, title: string, count: number, parallel: number) => Promise<string[]>;
  }).queueBenchAnswers(id, title, count, 8), { id: form.id, title: form.title, count: COUNT });
  console.log(`queued ${ids.length} answers offline in ${((Date.now() - queuedAt) / 1000).toFixed(1)} s; outbox rows: ${await countRows(harness, 'outbox')}`);
  await harness.close();
  if (await stored() !== 0) throw new Error('answers reached the server while offline');

  // the citizen opens the short link again, still offline (from the service worker), then the connection returns
  const app = await context.newPage();
  await app.addInitScript(recordLongTasks);
  const openedAt = Date.now();
  await app.goto(shortLink);
  await app.getByLabel('Mã phiếu').waitFor();
  console.log(`opened offline with ${ids.length} answers waiting in ${((Date.now() - openedAt) / 1000).toFixed(1)} s`);
  const load = loadavg().map((l) => l.toFixed(1)).join(', ');
  const onlineAt = await app.evaluate(() => performance.now());
  // BENCH_CPU_PROFILE=file: a CPU profile of the app's page while it sends (bench/mixed/profile-summary.ts reads it)
  const profiler = process.env.BENCH_CPU_PROFILE ? await context.newCDPSession(app) : null;
  await profiler?.send('Profiler.enable');
  await profiler?.send('Profiler.start');
  // every batch request while the outbox drains, from the page or its service worker
  const batches: { sentAt: number; ms: number; fromWorker: boolean }[] = [];
  context.on('requestfinished', (request) => {
    if (!request.url().endsWith('/save-form-responses')) return;
    const timing = request.timing();
    batches.push({ sentAt: timing.startTime, ms: timing.responseEnd, fromWorker: request.serviceWorker() !== null });
  });
  const start = Date.now();
  await context.setOffline(false);
  let allStoredMs = 0;
  let lastCount = -1;
  while (Date.now() - start < DEADLINE_MS) {
    const count = await stored();
    if (count !== lastCount) lastCount = count;
    if (count >= ids.length) {
      allStoredMs = Date.now() - start;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!allStoredMs) throw new Error(`only ${lastCount} of ${ids.length} answers were stored within ${DEADLINE_MS / 1000} s`);
  const outboxEmpty = async () => (await countRows(app, 'outbox')) === 0;
  while (!(await outboxEmpty()) && Date.now() - start < DEADLINE_MS) await new Promise((resolve) => setTimeout(resolve, 100));
  const outboxEmptyMs = Date.now() - start;
  if (profiler && process.env.BENCH_CPU_PROFILE) {
    const { profile } = await profiler.send('Profiler.stop');
    writeFileSync(process.env.BENCH_CPU_PROFILE, JSON.stringify(profile));
  }
  const tasks = await readLongTasks(app, onlineAt);
  const opening = await readLongTasks(app, 0, onlineAt);

  const rows = await sql`select id from responses where form_id = ${form.id}`;
  const storedIds = new Set(rows.map((row) => String(row.id)));
  const exactlyOnce = rows.length === ids.length && ids.every((id) => storedIds.has(id));

  console.log(`\nOutbox drain, ${ids.length} answers, PostgreSQL on loopback, Chromium (no throttling); load average at start ${load}`);
  console.log(`  all stored:        ${(allStoredMs / 1000).toFixed(2)} s (target ≤ 10 s)`);
  console.log(`  outbox empty:      ${(outboxEmptyMs / 1000).toFixed(2)} s`);
  console.log(`  exactly once:      ${exactlyOnce ? 'yes' : 'NO'} (${rows.length} rows for ${ids.length} queued)`);
  const requestMs = batches.map((batch) => batch.ms).sort((a, b) => a - b);
  const busyMs = requestMs.reduce((sum, ms) => sum + ms, 0);
  console.log(`  batch requests:    ${batches.length} (${batches.filter((b) => b.fromWorker).length} from the service worker), `
    + `median ${Math.round(requestMs[Math.floor(requestMs.length / 2)] ?? 0)} ms, longest ${Math.round(requestMs.at(-1) ?? 0)} ms, `
    + `${(busyMs / 1000).toFixed(1)} s waiting for replies in all`);
  console.log(`  long tasks while sending (target: none over 200 ms): ${describeTasks(tasks)}`);
  console.log(`  long tasks while opening offline with them waiting: ${describeTasks(opening)}`);
} finally {
  await sql?.end();
  await browser?.close();
  await server.stop();
  rmSync(buildDir, { recursive: true, force: true });
}
