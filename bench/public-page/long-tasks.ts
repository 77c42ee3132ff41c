import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { AppServer, freePort } from '../../e2e/support/app-server';
import { publishChaosForms } from '../../e2e/support/chaos-forms';
import { CPU_SLOWDOWN, waitUntilLive } from './measure';

/**
 * The main thread's long tasks on a short link's first visit, in Chromium at 4× CPU slowdown (no
 * network throttling: the CPU's share only), from navigation until two seconds after the first field
 * is live: each task over 50 ms with its start, and their blocking time (the part over 50 ms, as
 * Lighthouse's TBT counts it, here measured rather than simulated). `BENCH_RUNS` (default 3) runs;
 * `BENCH_BUILD_DIR` reuses a client build; `BENCH_CPU_PROFILE=file` writes the last run's CPU
 * profile (`npx tsx bench/mixed/profile-summary.ts file`).
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PROFILE = process.env.BENCH_CPU_PROFILE;

interface Run { fcp: number; interactive: number; tasks: { start: number; duration: number }[] }

const ownBuild = !process.env.BENCH_BUILD_DIR;
const buildDir = process.env.BENCH_BUILD_DIR ?? mkdtempSync(join(tmpdir(), 'bench-long-tasks-'));
if (ownBuild) execSync(`npx vite build --logLevel warn --outDir ${buildDir} --emptyOutDir`, { stdio: 'inherit' });

const server = new AppServer(await freePort());
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
try {
  await server.start(buildDir);
  const [form] = await publishChaosForms(server.port, 1);
  const url = `http://127.0.0.1:${server.port}/${encodeURIComponent(form!.shortUrl)}`;
  const runs: Run[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      (window as unknown as { benchLongTasks: typeof tasks }).benchLongTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (PROFILE && run === RUNS) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.goto(url, { waitUntil: 'commit' });
    // the app's start is what this lists: until it has replaced the first view (whose fields take input at once)
    const interactive = await waitUntilLive(page, true);
    await page.waitForTimeout(2000);
    if (PROFILE && run === RUNS) writeFileSync(PROFILE, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    const measured = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      tasks: (window as unknown as { benchLongTasks: { start: number; duration: number }[] }).benchLongTasks,
    }));
    runs.push({ ...measured, interactive });
    await context.close();
    const blocking = measured.tasks.filter((t) => t.start >= measured.fcp).reduce((sum, t) => sum + t.duration - 50, 0);
    console.log(`run ${run}/${RUNS}: FCP ${Math.round(measured.fcp)} ms, live ${Math.round(interactive)} ms, `
      + `${measured.tasks.length} long tasks (longest ${Math.round(Math.max(0, ...measured.tasks.map((t) => t.duration)))} ms), `
      + `blocking after FCP ${Math.round(blocking)} ms`);
    console.log(`  tasks (start+duration ms): ${measured.tasks.map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`).join(', ')}`);
  }
} finally {
  await browser.close();
  await server.stop();
  if (ownBuild) rmSync(buildDir, { recursive: true, force: true });
}
