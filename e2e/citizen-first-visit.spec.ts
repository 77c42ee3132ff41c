import { existsSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { chaosQuestions, publishChaosForms } from './support/chaos-forms';
import { expect, expectAccessible, test } from './support/fixtures';
import { waitForServiceWorker } from './support/service-worker';
import { AnswerPage } from './pages/answer-page';
import { AnsweringApi } from './support/answering-api';
import { samplePng } from './pages/sample-image';

const phone = { width: 360, height: 740 };

/**
 * Staff code: the feature folders only signed-in staff open (designer, results, back office). Their
 * message catalogues are loaded by the i18n layer and are not checked here.
 */
const staffModule = /src\/app\/(features\/(designer|statistics|form-lists|form-import|users|organisations|configuration|integrations|security|webhooks|action-log|error-reports|file-manager|categories|review|systems|tasks)\/|shell\/management)/;
/** The API's call table and the call definitions of staff areas: a citizen's page imports only the calls it makes. */
const staffCalls = /src\/core\/api\/(routes\.ts|calls\/(calls|action-log|categories|companies|config|departments|exports|file-manager|form-import|form-lists|form-sharing|integrations|news|notifications|security|statistics|user-organisations|webhooks)\.calls\.ts)$/;
const messages = /messages[^/]*\.ts$/;
/** The route table's own parts, which every page has: how staff routes read their URL and who may open them (a few hundred bytes). */
const routeTable = [
  'features/designer/form-id-params.ts', 'features/statistics/result-tabs.ts', 'features/form-lists/form-lists-search.ts',
  'shell/management-access/management-menu.ts', 'shell/management-access/use-management-access.ts',
];
const isStaffCode = (source: string) => staffCalls.test(source) || (staffModule.test(source) && !messages.test(source) && !routeTable.some((part) => source.endsWith(part)));

/** The source modules bundled into a built script, read from its (never served) source map in dist/; the bundler's runtime has none. */
function modulesOf(scriptPath: string): string[] {
  const file = `dist${scriptPath}.map`;
  if (!existsSync(file)) return [];
  const map = JSON.parse(readFileSync(file, 'utf8')) as { sources: string[] };
  return map.sources;
}

/** Opens a short link in a fresh phone-sized context until the first question takes input, noting every script it loaded. */
async function openOnPhone(browser: Browser, url: string): Promise<{ context: BrowserContext; page: Page; scripts: Set<string> }> {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname);
  });
  await page.goto(url);
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: chaosQuestions.code })).toBeEditable();
  await page.waitForLoadState('networkidle');
  return { context, page, scripts };
}

test('a citizen opening a short link downloads no staff code before answering', async ({ browser, app, baseURL }) => {
  const [form] = await publishChaosForms(app.server.port, 1);
  const { context, page, scripts } = await openOnPhone(browser, `${baseURL}/${form!.shortUrl}`);

  const html = await (await page.request.get(`${baseURL}/${form!.shortUrl}`)).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
  for (const path of preloaded) scripts.add(path);

  expect(staffCodeIn([...scripts])).toEqual([]);
  await context.close();
});

test('the service worker precaches what the citizen\'s form needs and no staff code', async ({ browser, app, baseURL }) => {
  const [form] = await publishChaosForms(app.server.port, 1);
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await page.goto(`${baseURL}/${form!.shortUrl}`);
  await waitForServiceWorker(page);
  const precached = await page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.includes('precache'));
    const keys = name ? await (await caches.open(name)).keys() : [];
    return keys.map((request) => new URL(request.url).pathname);
  });
  const scripts = precached.filter((path) => path.startsWith('/assets/') && path.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  expect(staffCodeIn(scripts)).toEqual([]);

  // everything the form needs is among them: it opens and takes input with the server out of reach
  app.proxy.cut();
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('textbox', { name: chaosQuestions.code })).toBeEditable();
  } finally {
    await context.setOffline(false);
    app.proxy.restore();
    await context.close();
  }
});

/** The answer kinds' own modules; a form loads only those of the kinds it holds (D75). */
const kindModule = /src\/app\/features\/answering\/(kinds\/(text|number|date|radio|dropdown|checkbox|scale|rating|choice-grid|table|content)|address\/address-answer|attachment\/attachment-answer)\.tsx$/;

test('a form of text, number and choice questions downloads no other answer kind', async ({ browser, app, baseURL }) => {
  const [plain] = await publishChaosForms(app.server.port, 1);
  const { context, scripts } = await openOnPhone(browser, `${baseURL}/${plain!.shortUrl}`);

  const kinds = [...scripts].flatMap(modulesOf).filter((source) => kindModule.test(source)).map((source) => source.replace(/^.*answering\//, ''));
  expect(kinds.sort()).toEqual(['kinds/number.tsx', 'kinds/radio.tsx', 'kinds/text.tsx']);
  await context.close();
});

test('a form whose texts hold no markup downloads no HTML sanitiser', async ({ browser, app, baseURL }) => {
  const [plain] = await publishChaosForms(app.server.port, 1);
  const { context, scripts } = await openOnPhone(browser, `${baseURL}/${plain!.shortUrl}`);

  const sanitiser = [...scripts].flatMap(modulesOf).filter((source) => source.includes('node_modules/dompurify/'));
  expect(sanitiser).toEqual([]);
  await context.close();
});

test('a description with markup is shown as the author styled it, online and offline', async ({ browser, app, baseURL }) => {
  const admin = await AnsweringApi.signIn(app.server.port);
  const form = await admin.publish({
    title: `Góp ý có định dạng (${Date.now()})`,
    description: '<p>Xin <strong>cảm ơn</strong> &amp; chào <img src="x" onerror="window.__xss=1">bạn</p>',
    phases: [{ id: 'p1', elements: [{ id: 'code', kind: 'text', title: chaosQuestions.code, required: true }] }],
  });
  await admin.dispose();
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  const expectStyled = async () => {
    await expect(page.getByRole('textbox', { name: chaosQuestions.code })).toBeEditable();
    await expect(page.locator('.public-form-description strong')).toHaveText('cảm ơn');
    await expect(page.locator('.public-form-description')).toHaveText('Xin cảm ơn & chào bạn');
    await expect(page.locator('.public-form-description [onerror]')).toHaveCount(0);
  };
  await page.goto(`${baseURL}/${form.shortUrl}`);
  await expectStyled();
  await waitForServiceWorker(page);

  app.proxy.cut();
  await context.setOffline(true);
  try {
    await page.reload();
    await expectStyled();
    await expectAccessible(page, 'offline form with a styled description');
  } finally {
    await context.setOffline(false);
    app.proxy.restore();
    await context.close();
  }
});

test('offline, a form with a file question opened once on the phone still takes a file', async ({ browser, app, baseURL }) => {
  const forms = await publishChaosForms(app.server.port, 1);
  const withFile = forms.find((form) => form.kind === 'attachment');
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  // the first visit fetches the kinds before the service worker controls the page: offline they come from its precache
  await page.goto(`${baseURL}/${withFile!.shortUrl}`);
  await waitForServiceWorker(page);

  app.proxy.cut();
  await context.setOffline(true);
  try {
    await page.reload();
    const answers = new AnswerPage(page, 'vi');
    await answers.attach(chaosQuestions.photo, { name: 'giay-to.png', mimeType: 'image/png', buffer: samplePng(32, 16) });
    await expectAccessible(page, 'offline form with a file question');
  } finally {
    await context.setOffline(false);
    app.proxy.restore();
    await context.close();
  }
});

function staffCodeIn(scripts: readonly string[]): string[] {
  return scripts.flatMap((path) => modulesOf(path).filter(isStaffCode).map((source) => `${path}: ${source.replace(/^(\.\.\/)+/, '')}`));
}

test('a short link whose first character is "$" is asked of the server, not turned into /undefined by the router', async ({ page }) => {
  // TanStack/router#7598: on load the router read "/$abcde" as a route template. 1 short link in 68 starts with "$".
  // The server puts its reply for /api/v1/form/short-url/%24abcde into the page (docs/first-paint.md): the
  // app asks for it there, and takes it only when it asks for exactly that path.
  const asked: string[] = [];
  page.on('request', (request) => { if (request.url().includes('/api/v1/form/short-url/')) asked.push(request.url()); });
  await page.goto('/$abcde');
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.locator('#first-paint-reply')).toHaveCount(0);
  expect(asked.filter((url) => !url.includes('/short-url/%24abcde'))).toEqual([]);
  await expect(page).toHaveURL(/\/%24abcde$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'short link starting with $');
});
