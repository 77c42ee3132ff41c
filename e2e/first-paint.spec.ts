import type { FormDesignInput } from '#core/forms';
import { AnsweringApi } from './support/answering-api';
import { answeringUi } from './support/answering-texts';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import { waitForServiceWorker } from './support/service-worker';

const phone = { width: 360, height: 740 };
const HOSTILE = '<img src=x onerror=alert(1)></script><script>alert(2)</script>';

const design = (title: string): FormDesignInput => ({
  title,
  description: '<p>Ý kiến của bạn giúp phường phục vụ tốt hơn.</p>',
  settings: { languages: ['vi', 'en'] },
  translations: { en: { title: `${title} (EN)`, description: '<p>Your opinion helps the ward serve you better.</p>' } },
  phases: [{
    id: 'p1',
    elements: [
      { id: 'name', kind: 'text', title: 'Họ và tên', required: true, maxLength: 80, translations: { en: { title: 'Full name' } } },
      {
        id: 'ward', kind: 'radio', title: 'Bạn sống ở đâu?', translations: { en: { title: 'Where do you live?' } },
        options: [{ id: 'a', label: 'Phường An Phú' }, { id: 'b', label: 'Phường Bình Khánh' }],
      },
    ],
  }],
});

/**
 * axe runs its script in the page, which a page without JavaScript cannot: the same first view is
 * checked in a page whose app scripts never arrive (what a slow phone shows before they do).
 */
async function expectAccessibleBeforeScript(browser: Browser, url: string, screen: string, language: 'vi' | 'en' = 'vi'): Promise<void> {
  const context = await browser.newContext({ viewport: phone });
  if (language === 'en') await context.addCookies([{ name: 'language', value: 'en', url }]);
  await context.route('**/assets/*.js', (route) => route.abort());
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.locator('#first-paint')).toBeVisible();
  await expectAccessible(page, screen);
  await context.close();
}

async function pageWithoutScript(browser: Browser, url: string, language: 'vi' | 'en' = 'vi'): Promise<Page> {
  const context = await browser.newContext({ viewport: phone, javaScriptEnabled: false });
  if (language === 'en') await context.addCookies([{ name: 'language', value: 'en', url }]);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** The loading note is in the navigation bar: it covers no part of the form, at the top of the screen or scrolled. */
async function expectNoteBesideTheForm(page: Page): Promise<void> {
  const note = await page.getByRole('status').boundingBox();
  const form = await page.getByRole('main').boundingBox();
  const banner = await page.getByRole('banner').boundingBox();
  expect(note && form && banner).toBeTruthy();
  if (!note || !form || !banner) return;
  expect(note.y + note.height).toBeLessThanOrEqual(form.y);
  expect(note.y).toBeGreaterThanOrEqual(banner.y);
  expect(note.y + note.height).toBeLessThanOrEqual(banner.y + banner.height);
  expect(note.x + note.width).toBeLessThanOrEqual(phone.width);
}

/** When the app's modules were requested, against the first contentful paint (ms since navigation). */
async function scriptStartsAfterPaint(page: Page): Promise<{ paint: number; scripts: number[] }> {
  return page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    scripts: performance.getEntriesByType('resource').filter((e) => /\/assets\/[^/]+\.js$/.test(e.name)).map((e) => e.startTime),
  }));
}

/** The bench form published and opened on a phone until the app has taken over its first view. */
async function openLive(browser: Browser, serverPort: number, baseURL: string) {
  const admin = await AnsweringApi.signIn(serverPort);
  const form = await admin.publish(design('Khảo sát chất lượng dịch vụ'));
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await page.goto(`${baseURL}/${form.shortUrl}`);
  await expect(page.locator('#first-paint')).toHaveCount(0);
  return { admin, form, context, page };
}

/** Records the page's layout shifts not caused by input, from its start. */
async function watchLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShiftSum = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, v) => sum + v, 0));

/** The page each answer draft on the device was left on (the offline layer's Dexie database, read directly once the app made it). */
function draftPages(): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('survey-offline');
    open.onerror = () => reject(new Error(String(open.error)));
    open.onsuccess = () => {
      const db = open.result;
      const request = db.transaction('drafts').objectStore('drafts').getAll();
      request.onsuccess = () => resolve((request.result as { page: number }[]).map((draft) => draft.page));
      request.onerror = () => reject(new Error(String(request.error)));
      db.close();
    };
  });
}

test.describe('a short link paints its form before JavaScript', () => {
  test('with JavaScript off, the questions show at once, inert, with a loading note (vi and en)', async ({ browser, app, baseURL }) => {
    const admin = await AnsweringApi.signIn(app.server.port);
    const form = await admin.publish(design('Khảo sát chất lượng dịch vụ'));
    for (const lang of ['vi', 'en'] as const) {
      const url = `${baseURL}/${form.shortUrl}`;
      const page = await pageWithoutScript(browser, url, lang);
      const en = lang === 'en';
      await expect(page.getByRole('heading', { level: 1, name: en ? 'Khảo sát chất lượng dịch vụ (EN)' : 'Khảo sát chất lượng dịch vụ' })).toBeVisible();
      await expect(page.getByText(en ? 'Your opinion helps the ward serve you better.' : 'Ý kiến của bạn giúp phường phục vụ tốt hơn.')).toBeVisible();
      await expect(page.getByRole('textbox', { name: en ? 'Full name' : 'Họ và tên' })).toBeDisabled();
      const ward = page.getByRole('radiogroup', { name: en ? 'Where do you live?' : 'Bạn sống ở đâu?' });
      await expect(ward.getByRole('radio', { name: 'Phường Bình Khánh' })).toBeDisabled();
      await expect(page.getByRole('status')).toHaveText(en ? 'Opening the form…' : 'Đang mở biểu mẫu…');
      await expectNoteBesideTheForm(page);
      await screenshot(page, `first-paint-no-js-${lang}`);
      await page.context().close();
      await expectAccessibleBeforeScript(browser, url, `first paint before the script (${lang})`, lang);
    }
  });

  test('with JavaScript, the page becomes live without fetching the form again, nothing moves, and an answer is saved once', async ({ browser, app, baseURL }) => {
    const admin = await AnsweringApi.signIn(app.server.port);
    const form = await admin.publish(design(HOSTILE));
    const context = await browser.newContext({ viewport: phone });
    await watchLayoutShifts(context);
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => { dialogs.push(dialog.message()); void dialog.dismiss(); });
    const formFetches: string[] = [];
    page.on('request', (request) => { if (request.url().includes('/api/v1/form/short-url/')) formFetches.push(request.url()); });

    await page.goto(`${baseURL}/${form.shortUrl}`);
    const name = page.getByRole('textbox', { name: 'Họ và tên' });
    await expect(name).toBeEditable();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: HOSTILE })).toBeVisible();
    expect(formFetches).toEqual([]);
    await expectAccessible(page, 'short link, live after the first paint');
    await screenshot(page, 'first-paint-live-vi');

    await name.fill('Nguyễn Văn An');
    await page.getByText('Phường An Phú', { exact: true }).click();
    await page.getByRole('button', { name: 'Gửi', exact: true }).click();
    await expect(page.getByRole('heading', { name: answeringUi.vi.thanks })).toBeVisible();
    await expect.poll(() => admin.responseCount(form.id), { timeout: 30_000 }).toBe(1);

    expect(await layoutShiftSum(page)).toBeLessThanOrEqual(0.02);
    expect(dialogs).toEqual([]);
    await context.close();
  });

  test('what is typed before the app is live is kept: the app takes it over with the focus and caret, and it is saved once', async ({ browser, app, baseURL }) => {
    const admin = await AnsweringApi.signIn(app.server.port);
    const form = await admin.publish(design('Khảo sát chất lượng dịch vụ'));
    const context = await browser.newContext({ viewport: phone });
    await watchLayoutShifts(context);
    // the app's scripts wait until the person has answered in the first view
    let release: () => void = () => undefined;
    const scriptsMayCome = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/assets/*.js', async (route) => {
      await scriptsMayCome;
      await route.continue();
    });
    const page = await context.newPage();
    // not until "load": the scripts the loader adds after the first paint hold the load event back
    await page.goto(`${baseURL}/${form.shortUrl}`, { waitUntil: 'commit' });
    const name = page.getByRole('textbox', { name: 'Họ và tên' });
    await name.fill('Nguyễn Văn');
    await page.getByText('Phường Bình Khánh', { exact: true }).click();
    await name.click();
    await page.keyboard.press('End');
    await expect(page.getByText('10/80 ký tự')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Đang mở biểu mẫu…');
    await expect(page.getByRole('button', { name: 'Gửi', exact: true })).toBeDisabled();
    await expectAccessible(page, 'short link, answered before the app is live');
    await screenshot(page, 'first-paint-typed-before-live');
    expect(await page.evaluate((id) => localStorage.getItem(`first-view-answers:${id}`), form.id)).toBe(JSON.stringify({ name: 'Nguyễn Văn', ward: ['b'] }));

    release();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(name).toHaveValue('Nguyễn Văn');
    await expect(name).toBeFocused();
    // just typed, not restored: no "your unfinished answers were restored"
    await expect(page.getByText('Các câu trả lời chưa hoàn thành của bạn đã được khôi phục.')).toHaveCount(0);
    // the focus moved with both views in the page for one task: no frame showed them together
    expect(await layoutShiftSum(page)).toBeLessThanOrEqual(0.02);
    await expect(page.getByRole('radio', { name: 'Phường Bình Khánh' })).toBeChecked();
    await page.keyboard.type(' An');
    await expect(name).toHaveValue('Nguyễn Văn An');
    await page.getByRole('button', { name: 'Gửi', exact: true }).click();
    await expect(page.getByRole('heading', { name: answeringUi.vi.thanks })).toBeVisible();
    await expect.poll(() => admin.storedAnswers(form.id), { timeout: 30_000 }).toEqual([{ name: 'Nguyễn Văn An', ward: 'b' }]);
    expect(await page.evaluate((id) => localStorage.getItem(`first-view-answers:${id}`), form.id)).toBeNull();
    await context.close();
  });

  test('typing on while the app takes over loses no keystroke: the last ones land in the live page\'s field', async ({ browser, app, baseURL }) => {
    const admin = await AnsweringApi.signIn(app.server.port);
    const form = await admin.publish(design('Khảo sát chất lượng dịch vụ'));
    const context = await browser.newContext({ viewport: phone });
    let release: () => void = () => undefined;
    const scriptsMayCome = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/assets/*.js', async (route) => {
      await scriptsMayCome;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${baseURL}/${form.shortUrl}`, { waitUntil: 'commit' });
    const name = page.getByRole('textbox', { name: 'Họ và tên' });
    await name.click();
    await page.keyboard.type('Nguyen ');
    release();
    // a keystroke every 25 ms from before the scripts arrive until well after the app is live
    const text = 'Nguyen Van An, to dan pho 3, phuong Binh Khanh';
    const typing = page.keyboard.type(text.slice('Nguyen '.length), { delay: 25 });
    await expect(page.locator('#first-paint')).toHaveCount(0, { timeout: 30_000 });
    const typedWhenLive = await name.inputValue();
    await typing;
    expect(typedWhenLive.length).toBeLessThan(text.length); // the hand-over came in the middle of the typing
    await expect(name).toHaveValue(text);
    await page.getByText('Phường An Phú', { exact: true }).click();
    await page.getByRole('button', { name: 'Gửi', exact: true }).click();
    await expect(page.getByRole('heading', { name: answeringUi.vi.thanks })).toBeVisible();
    await expect.poll(() => admin.storedAnswers(form.id), { timeout: 30_000 }).toEqual([{ name: text, ward: 'a' }]);
    await context.close();
  });

  test('answering the first view when a draft waits on a later page: the page stays on the first view\'s, with both answers', async ({ browser, app, baseURL }) => {
    const admin = await AnsweringApi.signIn(app.server.port);
    const [name, ward] = design('').phases[0]!.elements;
    const form = await admin.publish({ title: 'Hai trang', phases: [{ id: 'p1', elements: [name!] }, { id: 'p2', elements: [ward!] }] });
    const context = await browser.newContext({ viewport: phone });
    const first = await context.newPage();
    await first.goto(`${baseURL}/${form.shortUrl}`);
    await expect(first.locator('#first-paint')).toHaveCount(0);
    await first.getByRole('textbox', { name: 'Họ và tên' }).fill('Lê Văn Cũ');
    await first.getByRole('button', { name: answeringUi.vi.next }).click();
    await first.getByText('Phường Bình Khánh', { exact: true }).click();
    await expect(first.getByRole('radio', { name: 'Phường Bình Khánh' })).toBeChecked();
    await expect.poll(() => first.evaluate(draftPages)).toEqual([1]);
    await first.close();

    let release: () => void = () => undefined;
    const scriptsMayCome = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/assets/*.js', async (route) => {
      await scriptsMayCome;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${baseURL}/${form.shortUrl}`, { waitUntil: 'commit' });
    const field = page.getByRole('textbox', { name: 'Họ và tên' });
    await field.fill('Lê Văn Mới');
    release();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(field).toHaveValue('Lê Văn Mới');
    await expect(field).toBeFocused();
    await page.getByRole('button', { name: answeringUi.vi.next }).click();
    await expect(page.getByRole('radio', { name: 'Phường Bình Khánh' })).toBeChecked();
    await context.close();
  });

  test('what is typed before the app is live survives the page being closed: the next visit shows it and sends it', async ({ browser, app, baseURL }) => {
    const admin = await AnsweringApi.signIn(app.server.port);
    const form = await admin.publish(design('Khảo sát chất lượng dịch vụ'));
    const context = await browser.newContext({ viewport: phone });
    await context.route('**/assets/*.js', (route) => route.abort());
    const first = await context.newPage();
    await first.goto(`${baseURL}/${form.shortUrl}`);
    await first.getByRole('textbox', { name: 'Họ và tên' }).fill('Trần Thị Bình');
    await first.getByText('Phường An Phú', { exact: true }).click();
    await first.close();

    await context.unroute('**/assets/*.js');
    const page = await context.newPage();
    await page.goto(`${baseURL}/${form.shortUrl}`);
    const name = page.getByRole('textbox', { name: 'Họ và tên' });
    await expect(name).toHaveValue('Trần Thị Bình');
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(name).toHaveValue('Trần Thị Bình');
    await expect(page.getByRole('radio', { name: 'Phường An Phú' })).toBeChecked();
    await page.getByRole('button', { name: 'Gửi', exact: true }).click();
    await expect(page.getByRole('heading', { name: answeringUi.vi.thanks })).toBeVisible();
    await expect.poll(() => admin.storedAnswers(form.id), { timeout: 30_000 }).toEqual([{ name: 'Trần Thị Bình', ward: 'a' }]);
    await context.close();
  });

  test('a copy of the first view\'s answers the app never took is taken on a visit the service worker serves; a broken one is ignored', async ({ browser, app, baseURL }) => {
    const { admin, form, context, page } = await openLive(browser, app.server.port, `${baseURL}`);
    await waitForServiceWorker(page);
    const key = `first-view-answers:${form.id}`;
    const kept = () => page.evaluate((name) => localStorage.getItem(name), key);

    // as the keeper leaves it when the page is closed before the draft was written
    await page.evaluate((name) => localStorage.setItem(name, JSON.stringify({ name: 'Phạm Thị Lưu', ward: ['b'], gone: 'x' })), key);
    await page.reload();
    const field = page.getByRole('textbox', { name: 'Họ và tên' });
    await expect(field).toHaveValue('Phạm Thị Lưu');
    await expect(page.getByRole('radio', { name: 'Phường Bình Khánh' })).toBeChecked();
    await expect.poll(kept).toBeNull(); // the draft holds it now

    await page.evaluate((name) => localStorage.setItem(name, '{"name": 5'), key);
    await page.reload();
    await expect(field).toHaveValue('Phạm Thị Lưu'); // the draft's, nothing from the broken copy
    await page.getByRole('button', { name: 'Gửi', exact: true }).click();
    await expect(page.getByRole('heading', { name: answeringUi.vi.thanks })).toBeVisible();
    await expect.poll(() => admin.storedAnswers(form.id), { timeout: 30_000 }).toEqual([{ name: 'Phạm Thị Lưu', ward: 'b' }]);
    expect(await kept()).toBeNull();
    await context.close();
  });

  test('offline, the service worker writes the same first view from the form kept on the device: it takes answers before the app starts, and they are sent once', async ({ browser, app, baseURL }) => {
    const { admin, form, context, page } = await openLive(browser, app.server.port, `${baseURL}`);
    await waitForServiceWorker(page);
    // the app cannot start on this visit: its entry script in the worker's precache is swapped for an empty one
    const entry = await page.evaluate(() => (JSON.parse(document.getElementById('first-paint-modules')?.textContent ?? '{}') as { entry?: string }).entry);
    expect(entry).toMatch(/^\/assets\/.+\.js$/);
    const swapEntry = (hold: boolean) => page.evaluate(async ({ path, hold }) => {
      const held = await caches.open('e2e-held-back');
      for (const name of (await caches.keys()).filter((key) => key.includes('precache'))) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          if (new URL(request.url).pathname !== path) continue;
          if (hold) {
            await held.put(request, (await cache.match(request))!);
            await cache.put(request, new Response('', { headers: { 'content-type': 'text/javascript' } }));
          } else await cache.put(request, (await held.match(request))!);
        }
      }
    }, { path: entry, hold });
    await swapEntry(true);
    await context.setOffline(true);

    const offline = await page.goto(`${baseURL}/${form.shortUrl}`);
    expect(offline?.fromServiceWorker()).toBe(true);
    await expect(page.locator('#first-paint')).toBeVisible();
    await expect(page).toHaveTitle('Khảo sát chất lượng dịch vụ');
    const name = page.getByRole('textbox', { name: 'Họ và tên' });
    await name.fill('Lê Văn Tám');
    await page.getByText('Phường Bình Khánh', { exact: true }).click();
    await expect(page.getByText('10/80 ký tự')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gửi', exact: true })).toBeDisabled();
    await expectAccessible(page, 'short link offline, the service worker\'s first view');
    await screenshot(page, 'first-paint-offline-service-worker');
    expect(await page.evaluate((id) => localStorage.getItem(`first-view-answers:${id}`), form.id)).toBe(JSON.stringify({ name: 'Lê Văn Tám', ward: ['b'] }));

    // the app's entry back: the kept answers go into the live page, and are sent once online
    await swapEntry(false);
    await page.reload();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(name).toHaveValue('Lê Văn Tám');
    await expect(page.getByRole('radio', { name: 'Phường Bình Khánh' })).toBeChecked();
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Gửi', exact: true }).click();
    await expect(page.getByRole('heading', { name: answeringUi.vi.thanks })).toBeVisible();
    await expect.poll(() => admin.storedAnswers(form.id), { timeout: 30_000 }).toEqual([{ name: 'Lê Văn Tám', ward: 'b' }]);
    await context.close();
  });

  test('online, the service worker\'s first view is the form kept on the device, and the live page is the server\'s newer one', async ({ browser, app, baseURL }) => {
    const { admin, form, context, page } = await openLive(browser, app.server.port, `${baseURL}`);
    await waitForServiceWorker(page);
    const changed = design('Khảo sát chất lượng dịch vụ');
    changed.phases[0]!.elements[0]!.title = 'Họ và tên đầy đủ';
    await admin.saveDesign(form.id, changed);

    const repeat = await page.goto(`${baseURL}/${form.shortUrl}`, { waitUntil: 'commit' });
    expect(repeat?.fromServiceWorker()).toBe(true);
    // written from the copy kept on the device, which the page had before the author's change
    expect(await repeat?.text()).toContain('>Họ và tên<span class="required-marker"');
    // no reply in the page: the app asked the server and shows the form as it is now
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Họ và tên đầy đủ' })).toBeVisible();
    await context.close();
  });

  test('the service worker\'s first view is in the language chosen on the device, and the app takes it over offline', async ({ browser, app, baseURL }) => {
    const { context, page, form } = await openLive(browser, app.server.port, `${baseURL}`);
    await waitForServiceWorker(page);
    // as the app's language switch leaves it: the choice in localStorage, told to the server (and the worker) by a cookie
    await page.evaluate(() => {
      localStorage.setItem('language', 'en');
      document.cookie = 'language=en; path=/; max-age=31536000; samesite=lax';
    });
    await context.setOffline(true);
    const offline = await page.goto(`${baseURL}/${form.shortUrl}`, { waitUntil: 'commit' });
    expect(offline?.fromServiceWorker()).toBe(true);
    expect(await offline?.text()).toContain('<h1 id="first-paint-title">Khảo sát chất lượng dịch vụ (EN)</h1>');
    await expect(page.getByRole('heading', { level: 1, name: 'Khảo sát chất lượng dịch vụ (EN)' })).toBeVisible();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Tam');
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Tam');
    await context.close();
  });

  test('the first view is on screen before any of the app\'s scripts is requested, and the app still takes over', async ({ browser, app, baseURL }) => {
    const { context, page } = await openLive(browser, app.server.port, `${baseURL}`);
    await expect(page.getByRole('textbox', { name: 'Họ và tên' })).toBeEditable();
    const { paint, scripts } = await scriptStartsAfterPaint(page);
    expect(paint).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(10);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint);
    // the manifest's link comes back with the scripts: the page can still be installed
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await context.close();
  });

  test('the first view needs no file but its HTML to paint, and its boxes are those of the live page', async ({ browser, app, baseURL }) => {
    const admin = await AnsweringApi.signIn(app.server.port);
    const form = await admin.publish(design('Khảo sát chất lượng dịch vụ'));
    const url = `${baseURL}/${form.shortUrl}`;
    const boxesOf = async (page: Page) => ({
      heading: await page.getByRole('heading', { level: 1, name: 'Khảo sát chất lượng dịch vụ' }).boundingBox(),
      name: await page.getByRole('textbox', { name: 'Họ và tên' }).boundingBox(),
      ward: await page.getByRole('radiogroup', { name: 'Bạn sống ở đâu?' }).boundingBox(),
    });

    // no stylesheet and no script can arrive: only the HTML the server sent
    const context = await browser.newContext({ viewport: phone, javaScriptEnabled: false });
    await context.route('**/assets/**', (route) => route.abort());
    const before = await context.newPage();
    await before.goto(url);
    await expect(before.getByRole('textbox', { name: 'Họ và tên' })).toBeDisabled();
    const painted = await boxesOf(before);
    await screenshot(before, 'first-paint-html-only');
    await context.close();

    const live = await browser.newContext({ viewport: phone });
    const page = await live.newPage();
    await page.goto(url);
    await expect(page.getByRole('textbox', { name: 'Họ và tên' })).toBeEditable();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    const taken = await boxesOf(page);
    for (const box of ['heading', 'name', 'ward'] as const) {
      for (const side of ['x', 'y', 'width', 'height'] as const) expect(painted[box]?.[side], `${box} ${side}`).toBeCloseTo(taken[box]?.[side] ?? Number.NaN, 0);
    }
    await live.close();
  });

  test('a closed form and an unknown link say so before JavaScript', async ({ browser, app, baseURL }) => {
    const admin = await AnsweringApi.signIn(app.server.port);
    const form = await admin.publish(design('Biểu mẫu đã đóng'));
    await admin.disable(form.id);
    const page = await pageWithoutScript(browser, `${baseURL}/${form.shortUrl}`);
    await expect(page.getByRole('heading', { level: 1, name: answeringUi.vi.disabled })).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await page.goto(`${baseURL}/zzzzzz`);
    await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy biểu mẫu' })).toBeVisible();
    await page.context().close();
    await expectAccessibleBeforeScript(browser, `${baseURL}/${form.shortUrl}`, 'first paint of a disabled form');
  });
});
