import type { Browser, Page } from '@playwright/test';
import { api } from '#core/api';
import { type FormDesign, formDesignSchema } from '#core/forms';
import { mapRichText } from '#core/rich-text';
import { corpusText, richCorpus } from '../tests/server/xss-corpus';
import { corpusDesign } from '../tests/server/xss-corpus-design';
import { DesignerPage } from './pages/designer-page';
import { LoginPage } from './pages/login-page';
import { samplePng } from './pages/sample-image';
import { AnsweringApi, type PublishedForm } from './support/answering-api';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import { ui } from './support/languages';

/**
 * Issue 13's XSS proof in a real browser: a form whose every text field carries the corpus, opened
 * by a citizen through its short link and by its author in the designer, and a news item on the
 * home page. No payload runs (none sets window.__xss, none opens a dialog) and nothing the author
 * wrote covers the page.
 */
let form: PublishedForm;
let newsId = 0;
const news = { title: corpusText(300, 3), summary: corpusText(1000, 8), content: richCorpus };

test.beforeAll(async ({ app }) => {
  const admin = await AnsweringApi.signIn(app.server.port);
  form = await admin.publish(corpusDesign(await admin.uploadImage('so-do.png', samplePng(320, 160))));
  newsId = await admin.publishNews(news);
  await admin.dispose();
});

/** Fails the test on any dialog a payload opens; `ran()` tells whether any payload set its flag. */
function watchForPayloads(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return {
    async expectNoneRan(screen: string) {
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), `${screen}: window.__xss`).toBeUndefined();
      expect(dialogs, `${screen}: dialogs`).toEqual([]);
    },
  };
}

/**
 * A desktop page in English, watched for payloads; `checkScreen` asserts that none ran, that
 * nothing covers the page and that axe passes, then keeps a screenshot.
 */
async function watchedPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('language', 'en'));
  const page = await context.newPage();
  const payloads = watchForPayloads(page);
  const checkScreen = async (screen: string, shot: string) => {
    await payloads.expectNoneRan(screen);
    await expectNothingCovers(page, screen);
    await expectAccessible(page, `corpus ${screen}`);
    await screenshot(page, shot);
  };
  return { context, page, checkScreen };
}

/**
 * Nothing inside rich text is taken out of the flow, layered, blown up or given a background
 * (the editor offers colour, font and size only), and what lies under the page's centre and
 * corners is either no rich text or rich text within its own box.
 */
async function expectNothingCovers(page: Page, screen: string): Promise<void> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const rich = '.rich-text-view, .rich-text-content';
    for (const element of document.querySelectorAll(`:is(${rich}) *`)) {
      const style = getComputedStyle(element);
      if (style.position !== 'static') found.push(`${element.tagName} position ${style.position}`);
      if (style.zIndex !== 'auto') found.push(`${element.tagName} z-index ${style.zIndex}`);
      if (parseFloat(style.fontSize) > 32) found.push(`${element.tagName} font-size ${style.fontSize}`);
      if (style.backgroundImage !== 'none') found.push(`${element.tagName} background ${style.backgroundImage}`);
    }
    const width = window.innerWidth;
    const height = window.innerHeight;
    for (const [x, y] of [[width / 2, height / 2], [2, 2], [width - 3, 2], [2, height - 3], [width - 3, height - 3]] as const) {
      const hit = document.elementFromPoint(x, y);
      const box = hit?.closest(rich);
      if (!hit || !box || hit === box) continue;
      const inner = hit.getBoundingClientRect();
      const outer = box.getBoundingClientRect();
      if (inner.left < outer.left - 1 || inner.top < outer.top - 1 || inner.right > outer.right + 1 || inner.bottom > outer.bottom + 1) {
        found.push(`${hit.tagName} at ${Math.round(x)},${Math.round(y)} leaves its rich text`);
      }
    }
    return found;
  });
  expect(problems, screen).toEqual([]);
}

/** The rich fields of what the server serves, parsed by Chromium itself: only the editor's elements, attributes and styles. */
async function expectServedRichTextSafe(page: Page, design: FormDesign): Promise<void> {
  const htmls: string[] = [];
  mapRichText(formDesignSchema, design, (html) => {
    htmls.push(html);
    return html;
  });
  expect(htmls.length).toBeGreaterThan(10);
  const problems = await page.evaluate((list) => {
    const tags = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'S', 'SPAN', 'A', 'UL', 'OL', 'LI', 'H2', 'H3', 'BLOCKQUOTE']);
    const found: string[] = [];
    for (const html of list) {
      const body = new DOMParser().parseFromString(html, 'text/html').body;
      for (const element of body.querySelectorAll('*')) {
        if (!tags.has(element.tagName)) found.push(`element ${element.tagName}`);
        for (const { name, value } of element.attributes) {
          const ok = (element.tagName === 'SPAN' && name === 'style') || (element.tagName === 'A' && (name === 'rel' || (name === 'href' && /^(https?:|mailto:)/i.test(value))));
          if (!ok) found.push(`${element.tagName} ${name}=${value}`);
        }
        const style = (element as HTMLElement).style;
        for (let i = 0; i < style.length; i++) {
          const property = style.item(i);
          if (!['color', 'font-family', 'font-size'].includes(property)) found.push(`style ${property}`);
        }
      }
    }
    return found;
  }, htmls);
  expect(problems).toEqual([]);
}

test('a citizen opens the corpus form through its short link: nothing runs, nothing covers the page', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page, checkScreen } = await watchedPage(browser);
  const served = await page.request.get(api.formByShortUrl(form.shortUrl), { headers: { 'x-company-id': '1' } });
  expect(served.ok()).toBe(true);
  const design = ((await served.json()) as { responseData: { design: FormDesign } }).responseData.design;

  await page.goto(`/${encodeURIComponent(form.shortUrl)}`);
  const welcome = page.locator('.welcome-page');
  // plain fields are text: the title shows exactly as typed, tags and all
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(form.design.welcome?.title ?? '');
  await expect(welcome.locator('.rich-text-view')).toContainText('kept');
  await expectServedRichTextSafe(page, design);
  await checkScreen('welcome page', 'xss-corpus-welcome');
  await welcome.getByRole('button').click();

  await expect(page.locator('.flow-page-head .rich-text-view')).toContainText('kept');
  await expectNothingCovers(page, 'form page');
  // the first field takes the pointer: nothing the author wrote lies over it
  const first = page.locator('[data-element-id="text"]').getByRole('textbox');
  await first.click({ timeout: 10_000 });
  await first.fill('Câu trả lời');
  await page.locator('.rich-text-view').first().hover();
  await checkScreen('form page', 'xss-corpus-form');
  // what the citizen sees first: where an overlay would have covered the form
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'e2e/screenshots/xss-corpus-form-top.png' });

  await page.getByRole('button', { name: ui.en.submit, exact: true }).click();
  const thankYou = page.locator('.thank-you');
  await expect(thankYou.locator('.rich-text-view')).toContainText('kept');
  await checkScreen('thank-you page', 'xss-corpus-thank-you');
  await context.close();
});

test('the author opens the corpus form in the designer: nothing runs, nothing covers the page', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page, checkScreen } = await watchedPage(browser);
  await new LoginPage(page, 'en').signInAsAdmin();
  const designer = new DesignerPage(page, 'en');
  await designer.open(form.id);
  await expect(page.locator('.rich-text-content').first()).toContainText('kept');
  await expect(designer.formTitle()).toHaveValue(form.design.title);
  await checkScreen('designer', 'xss-corpus-designer');
  await context.close();
});

test('news with the corpus on the home page and its own page: nothing runs, nothing covers the page', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page, checkScreen } = await watchedPage(browser);
  await page.goto('/');
  await expect(page.getByText(news.summary, { exact: true })).toBeVisible();
  await checkScreen('home', 'xss-corpus-home');

  await page.goto(`/news/${newsId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.title);
  await expect(page.locator('.news-article-body')).toContainText('kept');
  await checkScreen('news page', 'xss-corpus-news');
  await context.close();
});
