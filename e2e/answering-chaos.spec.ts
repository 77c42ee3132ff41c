import { rmSync } from 'node:fs';
import { ChaosTab } from './pages/chaos-tab';
import {
  expectEachAnswerOnce, expectLostAcknowledgementsRecovered, expectPhotosStored, lostAcknowledgements, readStoredChaos,
} from './support/chaos-evidence';
import { publishChaosForms, type ChaosForm } from './support/chaos-forms';
import { NetworkChaos, seeded, sleep } from './support/chaos-network';
import { ChaosProxy, newlySaved, type SaveExchange } from './support/chaos-proxy';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import { prepareNextBuild } from './support/next-build';

/*
 * The offline chaos test: two tabs of one browser answer four published forms in turns (200
 * answers: a plain form, one limited to MAX_ANSWERS answers, one with a captcha, one with a photo)
 * while the network is cut and restored every few seconds (the proxy refuses and drops
 * connections; sometimes the browser is offline too), the server is SIGKILLed and restarted twice
 * (each time with an answer upload in it), one acknowledgement of stored answers is thrown away,
 * one tab reloads and a new version is deployed and taken through the update prompt. Then the
 * person solves the captchas the outbox asks for. At the end every answer the device took is in
 * the server's database exactly once under its own form, except the limited form's answers past its
 * limit, which the device shows as refused with the reason. The proxy's record proves the hard
 * cases happened. The seed is printed first; CHAOS_SEED replays a run's draws (CHAOS_LOG=1 prints
 * the event log, which is also attached to the report).
 */
const DEFAULT_SEED = 1302;
const NEXT_BUILD = 'test-results/dist-chaos-next';
/** 100 per tab, 200 in all (CHAOS_PER_TAB makes a shorter run while debugging) */
const PER_TAB = Number(process.env.CHAOS_PER_TAB ?? 100);
/** each tab moves to the next form after this many answers (a navigation, often while offline) */
const SWITCH_EVERY = 10;
/** the limited form takes about a quarter of the answers: well over this many */
const MAX_ANSWERS = Math.round(PER_TAB / 4);
const FIRST_CRASH_AT = Math.round((2 * PER_TAB) / 3);
const DEPLOY_AT = PER_TAB;
const SECOND_CRASH_AT = Math.round((4 * PER_TAB) / 3);
const RELOAD_AT = Math.round(PER_TAB / 2) + 5;
/** the tabs wait for a late server event rather than finish before it happened */
const SLACK = 10;

// a stuck step fails with its place instead of eating the whole test timeout
test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

test('200 answers to four kinds of form from two tabs through network cuts, two server crashes, a lost acknowledgement, a reload and an update: each reaches the server exactly once', async ({ browser, app }) => {
  // about 3 minutes on a 2-core machine, most of it the server's three restarts and the captchas
  test.setTimeout(480_000);
  const seed = Number(process.env.CHAOS_SEED ?? DEFAULT_SEED);
  console.log(`chaos seed ${seed} (CHAOS_SEED=${seed} draws this run again), ${2 * PER_TAB} answers, `
    + `database ${app.server.database}, ${app.server.options.processes} server process(es)`);
  test.info().annotations.push({ type: 'chaos seed (CHAOS_SEED)', description: String(seed) });
  /** the answer count at which the proxy throws away the next acknowledgement of stored answers */
  const loseAcknowledgementAt = 10 + Math.floor(seeded(seed + 1)() * (FIRST_CRASH_AT - 20));
  const turns = seeded(seed + 2);

  const forms = await publishChaosForms(app.server.port, MAX_ANSWERS);
  const [limited] = forms.filter((form) => form.kind === 'limited');
  if (!limited) throw new Error('no limited form');
  const proxy = new ChaosProxy(app.server.port);
  await proxy.start();
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${proxy.port}`, viewport: { width: 1280, height: 1400 } });
  await context.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'vi');
  });
  const chaos = new NetworkChaos(proxy, context, seed);
  const tabA = new ChaosTab(await context.newPage(), 'a');
  const tabs = [tabA, new ChaosTab(await context.newPage(), 'b')];

  /** code → the form it was submitted to, recorded once the thank-you page said "saved" */
  const expected = new Map<string, ChaosForm>();
  const done = { crash1: false, deployed: false, crash2: false, updateDeferred: false, updateApplied: false, reloaded: false };
  /** save calls the server was processing when it was killed (it never answered them) */
  const killedInFlight: SaveExchange[] = [];
  let answering = true;
  let failed = false;
  let staticDir = 'dist';

  /**
   * Drafts are kept per form on the device, shared by its tabs (docs/offline.md): a tab never opens
   * the form the other tab is filling, or it would restore the other's unfinished answers.
   */
  const occupied: (ChaosForm | null)[] = [null, null];
  const nextForm = (tab: number): ChaosForm => {
    const from = occupied[tab] ? forms.indexOf(occupied[tab]) + 1 : 2 * tab;
    const free = forms.map((_, step) => forms[(from + step) % forms.length]!).find((form) => form !== occupied[1 - tab])!;
    occupied[tab] = free;
    return free;
  };
  const held = () => (expected.size >= FIRST_CRASH_AT + SLACK && !done.crash1)
    || (expected.size >= DEPLOY_AT + SLACK && !done.deployed)
    || (expected.size >= SECOND_CRASH_AT + SLACK && !done.crash2);

  function expectServerAlive(): void {
    if (app.server.unexpectedExits.length > 0) {
      throw new Error(`the server died on its own (${app.server.unexpectedExits.join(', ')}):\n${app.server.output.slice(-3000)}`);
    }
  }

  /**
   * SIGKILL with an answer upload inside the server: the network is restored, the next save call is
   * held at the proxy, sent on, and the server is killed as soon as its bytes are written. What the
   * server was processing then is counted from the proxy's record: calls it never answered.
   */
  async function crashServer(): Promise<void> {
    await chaos.set('online');
    const heldSave = await proxy.holdNextSave(30_000);
    if (heldSave) await heldSave.forward();
    const inFlight = proxy.inFlight();
    chaos.note(`server SIGKILL after ${expected.size} answers, ${inFlight.length} save call(s) in it`);
    await app.server.crash();
    await expect.poll(() => inFlight.filter((exchange) => exchange.results === null && !exchange.unanswered).length).toBe(0);
    killedInFlight.push(...inFlight.filter((exchange) => exchange.unanswered));
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
    await tab.fill(form, code, (n % 20) + 1, n % 3 !== 0);
    if (index === 0 && done.deployed && !done.updateDeferred) await offerUpdate(tab, code);
    await tab.submit();
    if (Date.now() - started > 5000) chaos.note(`slow: ${code} took ${Date.now() - started} ms to fill and save (${chaos.state})`);
    expected.set(code, form);
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
        const burst = 1 + Math.floor(turns() * 3);
        for (let i = 0; i < burst && run.n < PER_TAB && !failed; i++) {
          while (held() && !failed) await sleep(200);
          await answerOnce(run);
        }
      }
    }
    answering = false;
  }

  async function drive(): Promise<void> {
    let losing = false;
    while (!failed && (answering || !done.crash2)) {
      await sleep(chaos.nextDelayMs());
      expectServerAlive();
      await chaos.set(chaos.pick());
      if (!losing && expected.size >= loseAcknowledgementAt) {
        losing = true;
        void proxy.loseAcknowledgement().then((exchange) => chaos.note(`acknowledgement of ${newlySaved(exchange).length} stored answer(s) thrown away`));
        chaos.note(`the next acknowledgement will be lost (after ${expected.size} answers)`);
      }
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

  /**
   * Also lost: the acknowledgement that brings the limited form close to its maximum, so that its
   * answers come back as duplicates beside new ones while a few places are left (they must not count twice).
   */
  const nearTheLimit = (exchange: SaveExchange) => {
    const stored = proxy.storedFor(limited.id);
    return newlySaved(exchange).some((id) => exchange.sent.get(id) === limited.id) && stored >= MAX_ANSWERS - 5 && stored < MAX_ANSWERS;
  };
  void proxy.loseAcknowledgement(nearTheLimit).then(() => chaos.note(`acknowledgement lost with ${proxy.storedFor(limited.id)} answers in the limited form`));

  const failing = (run: Promise<void>) => run.catch((error: unknown) => {
    failed = true;
    throw error;
  });

  try {
    // Online first: each tab opens every form once, so all of them open again offline.
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
    const pending = async () => (await tabA.outbox()).filter((row) => row.state === 'pending').length;
    await expect.poll(pending, { timeout: 90_000, message: 'every answer that can go reaches the server' }).toBe(0);
    const solved = await tabA.solveCaptchas();
    chaos.note(`${solved} captcha(s) solved in the sync panel`);

    // Left on the device: the limited form's answers past its limit, refused and shown with the reason.
    const queued = (form: ChaosForm) => [...expected.values()].filter((to) => to === form).length;
    const overLimit = queued(limited) - MAX_ANSWERS;
    expect(overLimit, `the limited form got more answers (${queued(limited)}) than it takes`).toBeGreaterThan(0);
    const left = await tabA.outbox();
    expect(left.map((row) => `${row.state} ${row.code} ${row.formId}`)).toEqual(Array(overLimit).fill(`rejected FORM_FULL ${limited.id}`));
    const panel = await tabA.openSyncPanel();
    await expect(panel.getByRole('listitem')).toHaveCount(overLimit);
    await expect(tabA.refusedAsFull(panel, limited)).toHaveCount(overLimit);
    await expectAccessible(tabA.page, 'sync panel with the answers refused as the form is full');
    await screenshot(tabA.page, 'answering-chaos-vi');
    await tabA.page.keyboard.press('Escape');
    for (const tab of tabs) await expect(tab.syncStatus()).toHaveAccessibleName(/Không có câu trả lời chờ gửi/, { timeout: 30_000 });

    // With several processes (E2E_SERVER_PROCESSES), each of them served this last stretch of the run.
    const connectionsPerProcess = app.server.connectionsPerProcess();
    if (app.server.options.processes > 1) {
      chaos.note(`connections per server process since the last start: ${connectionsPerProcess.join(', ')}`);
      for (const count of connectionsPerProcess) expect(count, 'every server process took connections').toBeGreaterThan(0);
    }

    // The server's own truth, read from its database (whileStopped restarts it on the normal build).
    const truth = await app.server.whileStopped((db) => readStoredChaos(db, forms.map((form) => form.id)));
    staticDir = 'dist';
    expectEachAnswerOnce(truth, expected, { form: limited, maxAnswers: MAX_ANSWERS, refused: left.map((row) => row.responseId) });
    expectPhotosStored(truth, expected, app.server.dataDir);

    // The hard cases happened, counted from the proxy's record of every save call.
    const lost = lostAcknowledgements(proxy.exchanges);
    chaos.note(`evidence: ${lost.withheld.length} acknowledgement(s) thrown away, ${lost.byChaos.length} lost to cuts and kills, `
      + `${killedInFlight.length} save call(s) in the server at a kill, ${proxy.exchanges.length} save calls in all`);
    expect(lost.withheld.length, 'an acknowledgement of stored answers was lost').toBeGreaterThan(0);
    expectLostAcknowledgementsRecovered(truth, proxy.exchanges, [...lost.withheld, ...lost.byChaos]);
    expect(killedInFlight.length, 'a save call was inside the server when it was killed').toBeGreaterThan(0);
    expect(app.server.unexpectedExits, 'the server died only when the test killed it').toEqual([]);
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
    await context.close();
    await proxy.stop();
    if (staticDir !== 'dist') await app.server.restart('dist');
    rmSync(NEXT_BUILD, { recursive: true, force: true });
  }
});
