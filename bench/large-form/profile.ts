import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { AnsweringApi } from '../../e2e/support/answering-api';
import { AppServer, freePort } from '../../e2e/support/app-server';
import { largeFormDesign, PAGE_SIZE, questionTitle } from './design';
import { installPageProbe } from './page-probe';

/**
 * A CPU profile of the large form in Chromium at 4x slowdown (what `npm run bench:large-form`
 * measures): page 1 from navigation to its first questions, then BENCH_PROFILE_KEYS keypresses and as many taps.
 * Writes Chrome DevTools .cpuprofile files into BENCH_PROFILE_DIR (default: a temp dir) and prints
 * the functions with the most self time in each.
 */
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const KEYS = Number(process.env.BENCH_PROFILE_KEYS ?? 10);
const OUT = process.env.BENCH_PROFILE_DIR ?? mkdtempSync(join(tmpdir(), 'large-form-profile-'));

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

function topSelf(profile: Profile, count = 25): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    const key = frame ? `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber + 1}` : '?';
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, count).map(([key, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${key}`);
}

const buildDir = mkdtempSync(join(tmpdir(), 'bench-large-form-'));
execSync(`npx vite build --logLevel warn --outDir ${buildDir} --emptyOutDir --sourcemap false --minify false`, { stdio: 'inherit' });
const server = new AppServer(await freePort(), { processes: 1, postgresServer: null, env: { OVERLOAD_EVENT_LOOP_DELAY_MS: '60000' } });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage'] });
try {
  await server.start(buildDir);
  const { design, elements } = largeFormDesign();
  const admin = await AnsweringApi.signIn(server.port);
  const form = await admin.publish(design).finally(() => admin.dispose());
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.addInitScript(installPageProbe, { pageSize: PAGE_SIZE, attribute: 'data-element-id' });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`http://127.0.0.1:${server.port}/${encodeURIComponent(form.shortUrl)}`);
  await page.waitForFunction(() => ((globalThis as unknown as { benchPainted: Record<number, number> }).benchPainted[1] ?? 0) > 0, null, { timeout: 120_000 });
  const load = (await cdp.send('Profiler.stop')).profile as unknown as Profile;
  const timeline = await page.evaluate(() => ({
    painted: (globalThis as unknown as { benchPainted: Record<number, number> }).benchPainted[1] ?? Number.NaN,
    resources: performance.getEntriesByType('resource').map((r) => `${Math.round(r.startTime)}–${Math.round((r as PerformanceResourceTiming).responseEnd)} ${r.name.split('/').pop()}`),
    nav: performance.getEntriesByType('navigation').map((n) => `responseEnd ${Math.round((n as PerformanceNavigationTiming).responseEnd)} domInteractive ${Math.round((n as PerformanceNavigationTiming).domInteractive)} domContentLoaded ${Math.round((n as PerformanceNavigationTiming).domContentLoadedEventEnd)}`),
    paints: performance.getEntriesByType('paint').map((p) => `${p.name} ${Math.round(p.startTime)}`),
    measures: performance.getEntriesByType('mark').map((m) => `${m.name} ${Math.round(m.startTime)}`),
  }));
  writeFileSync(join(OUT, 'page1.cpuprofile'), JSON.stringify(load));
  console.log(`page 1 painted at ${Math.round(timeline.painted)} ms`);
  const lines = [...timeline.nav, ...timeline.paints, ...timeline.measures, ...timeline.resources].join('\n');
  writeFileSync(join(OUT, 'timeline.txt'), lines);
  console.log(lines);
  console.log('page 1, self time:\n' + topSelf(load).join('\n'));

  await page.waitForTimeout(3000);
  const text = elements.find((e) => e.kind === 'text')?.id ?? 'q9';
  await page.getByRole('textbox', { name: questionTitle(text), exact: true }).click();
  await cdp.send('Profiler.start');
  for (let i = 0; i < KEYS; i++) {
    await page.keyboard.press(i % 2 ? 'a' : 'b');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  const keys = (await cdp.send('Profiler.stop')).profile as unknown as Profile;
  writeFileSync(join(OUT, 'keys.cpuprofile'), JSON.stringify(keys));
  console.log(`${KEYS} keypresses, self time:\n` + topSelf(keys).join('\n'));

  const radios = elements.filter((e) => e.kind === 'radio').map((e) => e.id);
  const shown = new Set(await page.locator('[data-element-id]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-element-id'))));
  const tappable = radios.filter((id) => shown.has(id));
  await cdp.send('Profiler.start');
  for (let i = 0; i < KEYS; i++) {
    const option = page.locator(`[data-element-id="${tappable[i % tappable.length] ?? 'q4'}"]`).getByText(`Lựa chọn ${1 + (i % 4)}`, { exact: true });
    await option.scrollIntoViewIfNeeded();
    await option.click();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  const taps = (await cdp.send('Profiler.stop')).profile as unknown as Profile;
  writeFileSync(join(OUT, 'taps.cpuprofile'), JSON.stringify(taps));
  console.log(`${KEYS} taps, self time:\n` + topSelf(taps).join('\n'));
  console.log(`profiles in ${OUT}`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(buildDir, { recursive: true, force: true });
}
