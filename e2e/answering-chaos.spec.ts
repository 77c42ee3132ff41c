import { rmSync } from 'node:fs';
import { and, eq, inArray } from 'drizzle-orm';
import { answers, responses } from '#server/db/schema/index';
import { ChaosTab } from './pages/chaos-tab';
import { publishChaosForms, type ChaosForm } from './support/chaos-forms';
import { NetworkChaos, sleep } from './support/chaos-network';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import { prepareNextBuild } from './support/next-build';

/*
 * The offline chaos test: two tabs of one browser answer three published forms in turns (200
 * answers) while the network is cut and restored every few seconds (the proxy refuses and drops
 * connections; sometimes the browser is offline too), the server is SIGKILLed and restarted twice,
 * one tab reloads and a new version is deployed and taken through the update prompt. At the end
 * the outbox is empty and the server's database holds exactly the 200 answers, each once, under
 * its own form. The run's event log is attached to the report (CHAOS_LOG=1 prints it too).
 */
const NEXT_BUILD = 'test-results/dist-chaos-next';
/** 100 per tab, 200 in all (CHAOS_PER_TAB makes a shorter run while debugging) */
const PER_TAB = Number(process.env.CHAOS_PER_TAB ?? 100);
/** each tab moves to the next form after this many answers (a navigation, often while offline) */
const SWITCH_EVERY = 10;
const FIRST_CRASH_AT = Math.round((2 * PER_TAB) / 3);
const DEPLOY_AT = PER_TAB;
const SECOND_CRASH_AT = Math.round((4 * PER_TAB) / 3);
const RELOAD_AT = Math.round(PER_TAB / 2) + 5;
/** the tabs wait for a late server event rather than finish before it happened */
const SLACK = 10;

/** A new deployment whose service worker differs by a byte, as any real release would. */

// a stuck step fails with its place instead of eating the whole test timeout
test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

test('200 answers from two tabs through network cuts, two server crashes, a reload and an update: each reaches the server exactly once', async ({ browser, app }) => {
  // about 2 minutes on a 2-core machine, most of it the server's three restarts
  test.setTimeout(360_000);
  const seed = Number(process.env.CHAOS_SEED ?? Date.now() % 1_000_000);
  test.info().annotations.push({ type: 'chaos seed (CHAOS_SEED)', description: String(seed) });
  const forms = await publishChaosForms(app.server.port, 3);
  const context = await browser.newContext({ baseURL: app.baseURL, viewport: { width: 1280, height: 1400 } });
  await context.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'vi');
  });
  const chaos = new NetworkChaos(app.proxy, context, seed);
  const tabs = [new ChaosTab(await context.newPage(), 'a'), new ChaosTab(await context.newPage(), 'b')];

  /** code → the form it was submitted to, recorded once the thank-you page said "saved" */
  const expected = new Map<string, number>();
  const done = { crash1: false, deployed: false, crash2: false, updateDeferred: false, updateApplied: false, reloaded: false };
  let answering = true;
  let failed = false;
  let staticDir = 'dist';

  /**
   * Drafts are kept per form on the device, shared by its tabs (docs/offline.md): a tab never opens
   * the form the other tab is filling, or it would restore the other's unfinished answers.
   */
  const occupied: (ChaosForm | null)[] = [null, null];
  const nextForm = (tab: number): ChaosForm => {
    const from = occupied[tab] ? forms.indexOf(occupied[tab]) + 1 : tab;
    const free = [0, 1, 2].map((step) => forms[(from + step) % forms.length]!).find((form) => form !== occupied[1 - tab])!;
    occupied[tab] = free;
    return free;
  };
  const held = () => (expected.size >= FIRST_CRASH_AT + SLACK && !done.crash1)
    || (expected.size >= DEPLOY_AT + SLACK && !done.deployed)
    || (expected.size >= SECOND_CRASH_AT + SLACK && !done.crash2);

  async function crashServer(): Promise<void> {
    chaos.note(`server SIGKILL after ${expected.size} answers`);
    await app.server.crash();
    await sleep(1000);
    await app.server.start(staticDir);
    chaos.note('server restarted');
  }

  /** Tab a takes the update the way a person would: "Cập nhật" while typing only defers it. */
  async function offerUpdate(tab: ChaosTab, code: string): Promise<void> {
    const update = tab.updatePrompt.getByRole('button', { name: 'Cập nhật', exact: true });
    if (!(await update.isVisible())) {
      await tab.checkForUpdate();
      return;
    }
    await update.click();
    await expect(tab.updatePrompt.getByText('Bạn đang điền biểu mẫu.', { exact: false })).toBeVisible();
    await expect(tab.form.field('Mã phiếu')).toHaveValue(code);
    done.updateDeferred = true;
    chaos.note('update deferred while filling');
  }

  interface TabRun { tab: ChaosTab; index: number; n: number; current: ChaosForm }

  /** One answer in one tab: fill, "Gửi", then "submit another" (or another form, or a reload, or the update). */
  async function answerOnce(run: TabRun): Promise<void> {
    const { tab, index } = run;
    const n = ++run.n;
    const form = run.current;
    if (index === 1 && (await tab.updatePrompt.isVisible())) await tab.updatePrompt.getByRole('button', { name: 'Để sau' }).click();
    const code = `chaos-${tab.name}-${n}`;
    const started = Date.now();
    await tab.fill(code, (n % 20) + 1, n % 3 !== 0);
    if (index === 0 && done.deployed && !done.updateDeferred) await offerUpdate(tab, code);
    await tab.submit();
    if (Date.now() - started > 5000) chaos.note(`slow: ${code} took ${Date.now() - started} ms to fill and save (${chaos.state})`);
    expected.set(code, form.id);
    if (expected.size % 10 === 0) chaos.note(`${expected.size} answers saved on the device`);

    if (index === 0 && done.updateDeferred && !done.updateApplied) {
      const now = tab.updatePrompt.getByRole('button', { name: 'Cập nhật ngay' });
      await Promise.all([tab.page.waitForEvent('framenavigated', { timeout: 30_000 }), now.click()]);
      done.updateApplied = true;
      chaos.note(`update applied by tab a after ${expected.size} answers (${chaos.state})`);
      await tab.expectForm(form);
    } else if (index === 1 && n === RELOAD_AT) {
      await tab.page.reload();
      await tab.expectForm(form);
      done.reloaded = true;
      chaos.note(`tab b reloaded (${chaos.state})`);
    } else if (n === PER_TAB) {
      return;
    } else if (n % SWITCH_EVERY === 0) {
      run.current = nextForm(index);
      await tab.open(run.current);
    } else {
      await tab.another();
    }
  }

  /**
   * One person, two tabs, answering in turns (a few answers in one tab, then in the other). The tab
   * in use is brought to the front: Chromium throttles the timers of a background tab, as it would
   * for a real person, and the background tab keeps syncing in its own time.
   */
  async function answerInTurns(): Promise<void> {
    const runs: TabRun[] = tabs.map((tab, index) => ({ tab, index, n: 0, current: nextForm(index) }));
    for (const run of runs) await run.tab.open(run.current);
    while (!failed && runs.some((run) => run.n < PER_TAB)) {
      for (const run of runs) {
        if (run.n >= PER_TAB) continue;
        await run.tab.page.bringToFront();
        const burst = 1 + Math.floor(chaos.chance() * 3);
        for (let i = 0; i < burst && run.n < PER_TAB && !failed; i++) {
          while (held() && !failed) await sleep(200);
          await answerOnce(run);
        }
      }
    }
    answering = false;
  }

  async function drive(): Promise<void> {
    while (!failed && (answering || !done.crash2)) {
      await sleep(chaos.nextDelayMs());
      await chaos.set(chaos.pick());
      if (!done.crash1 && expected.size >= FIRST_CRASH_AT) {
        await crashServer();
        done.crash1 = true;
      } else if (!done.deployed && expected.size >= DEPLOY_AT) {
        prepareNextBuild(NEXT_BUILD);
        staticDir = NEXT_BUILD;
        await app.server.restart(NEXT_BUILD);
        done.deployed = true;
        chaos.note('new version deployed');
      } else if (!done.crash2 && expected.size >= SECOND_CRASH_AT) {
        await crashServer();
        done.crash2 = true;
      }
    }
  }

  const failing = (run: Promise<void>) => run.catch((error: unknown) => {
    failed = true;
    throw error;
  });

  try {
    // Online first: each tab opens every form once, so all three open again offline.
    for (const tab of tabs) {
      await tab.open(forms[0]!);
      await tab.waitForServiceWorker();
      for (const form of forms.slice(1)) await tab.open(form);
    }

    await Promise.all([failing(answerInTurns()), failing(drive())]);
    expect(done).toEqual({ crash1: true, deployed: true, crash2: true, updateDeferred: true, updateApplied: true, reloaded: true });
    expect(expected.size).toBe(2 * PER_TAB);

    // The network returns for good (going offline and back fires 'online': every tab flushes at once).
    await chaos.set('offline');
    await chaos.set('online');
    await expect.poll(async () => (await tabs[0]!.outbox()), { timeout: 90_000, message: 'the outbox drains' }).toEqual({ total: 0, states: {} });
    for (const tab of tabs) await expect(tab.syncStatus()).toHaveAccessibleName(/Không có câu trả lời chờ gửi/, { timeout: 30_000 });
    await screenshot(tabs[0]!.page, 'answering-chaos-vi');
    await expectAccessible(tabs[0]!.page, 'public form after the chaos');

    // The server's own truth, read from its database (whileStopped restarts it on the normal build).
    const ids = forms.map((form) => form.id);
    let responseCount = -1;
    let stored: { formId: number; code: string | null }[] = [];
    await app.server.whileStopped(async (db) => {
      responseCount = (await db.select({ id: responses.id }).from(responses).where(inArray(responses.formId, ids))).length;
      stored = await db.select({ formId: answers.formId, code: answers.valueText }).from(answers)
        .where(and(inArray(answers.formId, ids), eq(answers.elementId, 'code')));
    });
    staticDir = 'dist';
    const seen = new Map<string, number>();
    for (const row of stored) seen.set(row.code ?? '', (seen.get(row.code ?? '') ?? 0) + 1);
    expect([...seen].filter(([, times]) => times > 1), 'stored twice').toEqual([]);
    expect([...expected.keys()].filter((code) => !seen.has(code)), 'missing').toEqual([]);
    expect([...seen.keys()].filter((code) => !expected.has(code)), 'never submitted').toEqual([]);
    expect(stored.filter((row) => expected.get(row.code ?? '') !== row.formId), 'stored under another form').toEqual([]);
    expect(responseCount).toBe(2 * PER_TAB);
  } catch (error) {
    failed = true;
    console.log(`chaos seed ${seed}\n${chaos.log.join('\n')}\nserver output (tail):\n${app.server.output.slice(-4000)}`);
    for (const tab of tabs) {
      // what each tab showed, printed because CI keeps the log but not the screenshots
      const seen = await tab.page.locator('body').ariaSnapshot({ timeout: 5000 }).catch((why: unknown) => `(no snapshot: ${String(why)})`);
      console.log(`tab ${tab.name} at ${tab.page.url()}:\n${seen}`);
    }
    throw error;
  } finally {
    failed = true;
    await test.info().attach('chaos log', { body: `seed ${seed}\n${chaos.log.join('\n')}`, contentType: 'text/plain' });
    if (process.env.CHAOS_LOG) console.log(chaos.log.join('\n'));
    app.proxy.restore();
    await context.close();
    if (staticDir !== 'dist') await app.server.restart('dist');
    rmSync(NEXT_BUILD, { recursive: true, force: true });
  }
});
