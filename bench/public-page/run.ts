import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { AppServer, freePort } from '../../e2e/support/app-server';
import { chaosFormDesign, publishChaosForms } from '../../e2e/support/chaos-forms';
import { TcpProxy } from '../../e2e/support/tcp-proxy';
import { buildSurveyJsPage, serveSurveyJsPage } from '../survey-js/page';
import { surveyJson } from '../survey-js/survey-json';
import { describeLighthouse, lighthouseMobile } from './lighthouse';
import { CPU_SLOWDOWN, SLOW_NETWORK, type Script, type Visit, visit, waitForServiceWorker } from './measure';

/**
 * The public form route on a slow phone: JavaScript (gzip) loaded before the first field takes
 * input and before the app is live, and those times on the first visit and on a repeat visit with
 * no network at all (the service worker writes the same first view from the form kept, D87).
 * Each run uses a fresh browser profile; the median of BENCH_RUNS runs (default 3) is printed.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** a folder to write Lighthouse's two reports into (short-link.json, survey-js.json), to read why a figure is what it is */
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
const ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run', '--disable-dev-shm-usage'];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function scriptsFigure(lists: Script[][]): string {
  const gzip = median(lists.map((scripts) => sum(scripts.map((s) => s.gzip))));
  const sent = median(lists.map((scripts) => sum(scripts.map((s) => s.transferred))));
  return `${median(lists.map((scripts) => scripts.length))} files, ${kb(gzip)} gzip (${kb(sent)} over the wire)`;
}

function describe(name: string, visits: Visit[]): string {
  const interactive = median(visits.map((v) => v.interactiveMs));
  const live = median(visits.map((v) => v.liveMs));
  const load = median(visits.map((v) => v.loadEventMs));
  return `${name.padEnd(22)} first field takes input ${Math.round(interactive)} ms (JS before it: ${scriptsFigure(visits.map((v) => v.scripts))}); `
    + `app live ${Math.round(live)} ms (JS before it: ${scriptsFigure(visits.map((v) => v.liveScripts))}); load event ${Math.round(load)} ms`;
}

// A build of its own, so that the bench never races the e2e suite over dist/.
const buildDir = mkdtempSync(join(tmpdir(), 'bench-public-page-'));
console.log(`building the client into ${buildDir} …`);
execSync(`npx vite build --logLevel warn --outDir ${buildDir} --emptyOutDir`, { stdio: 'inherit' });

const server = new AppServer(await freePort());
let proxy: TcpProxy | null = null;
let browser: Browser | null = null;
try {
  await server.start(buildDir);
  proxy = new TcpProxy(server.port);
  await proxy.start();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const [form] = await publishChaosForms(server.port, 1);
  const url = `http://127.0.0.1:${proxy.port}/${encodeURIComponent(form!.shortUrl)}`;
  const first: Visit[] = [];
  const repeat: Visit[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'allow' });
    const page = await context.newPage();
    first.push(await visit(context, page, url, buildDir, false));
    await waitForServiceWorker(page);
    // Offline for real: the browser is offline and the server cannot be reached either.
    proxy.cut();
    await context.setOffline(true);
    repeat.push(await visit(context, page, url, buildDir, true));
    await context.close();
    proxy.restore();
    console.log(`run ${run}/${RUNS}: first visit takes input ${Math.round(first.at(-1)!.interactiveMs)} ms, live ${Math.round(first.at(-1)!.liveMs)} ms; `
      + `repeat offline ${Math.round(repeat.at(-1)!.interactiveMs)} ms`);
  }
  console.log(`\nPublic form route, ${SLOW_NETWORK.downloadThroughput * 8 / 1e6} Mbps down / ${SLOW_NETWORK.uploadThroughput * 8 / 1e3} kbps up, `
    + `${SLOW_NETWORK.latency} ms RTT, CPU ${CPU_SLOWDOWN}x slower, 360 px wide; median of ${RUNS} runs`);
  console.log(describe('first visit', first));
  console.log(describe('repeat visit, offline', repeat));
  console.log('\nJavaScript of the first visit before the app was live (gzip computed with zlib, for reference):');
  for (const script of [...first[0]!.liveScripts].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(script.gzip).padStart(9)}  ${script.path}`);
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    // straight to the server (no proxy): Lighthouse simulates the slow phone itself
    console.log('\nLighthouse 12, mobile (simulated: 1.6 Mbps, 150 ms RTT, 4x CPU), first visit:');
    const ours = await lighthouseMobile(`http://127.0.0.1:${server.port}/${encodeURIComponent(form!.shortUrl)}`, CHROMIUM,
      REPORTS && join(REPORTS, 'short-link.json'));
    console.log(`  short link:    ${describeLighthouse(ours)}`);
    // the same three questions on a bare SurveyJS page, built and served compressed from this machine
    const surveyJsDir = mkdtempSync(join(tmpdir(), 'bench-public-page-surveyjs-'));
    await buildSurveyJsPage(surveyJson(chaosFormDesign(form!.title, 'plain', 1)), surveyJsDir);
    const surveyJsServer = await serveSurveyJsPage(surveyJsDir);
    try {
      const surveyJs = await lighthouseMobile(surveyJsServer.url, CHROMIUM, REPORTS && join(REPORTS, 'survey-js.json'));
      console.log(`  SurveyJS page: ${describeLighthouse(surveyJs)}`);
      console.log(`  LCP SurveyJS / short link: ${(surveyJs.lcpMs / ours.lcpMs).toFixed(2)} (the issue wants ≥ 2)`);
    } finally {
      await surveyJsServer.close();
      rmSync(surveyJsDir, { recursive: true, force: true });
    }
  }
} finally {
  await browser?.close();
  await proxy?.stop();
  await server.stop();
  rmSync(buildDir, { recursive: true, force: true });
}
