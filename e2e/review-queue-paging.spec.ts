import type { APIRequestContext } from '@playwright/test';
import { api } from '#core/api';
import { createAccounts, signInAs, type Account } from './pages/accounts';
import { LoginPage } from './pages/login-page';
import { settingsDesign } from './support/answering-designs';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import { contextIn, languageRuns } from './support/languages';

const runs = languageRuns;

const texts = {
  vi: { heading: 'Duyệt biểu mẫu', pages: 'Các trang của danh sách chờ duyệt', next: 'Trang sau', review: (title: string) => `Xem và duyệt ${title}`, back: 'Về danh sách chờ duyệt' },
  en: { heading: 'Form review', pages: 'Pages of the review queue', next: 'Next page', review: (title: string) => `Review ${title}`, back: 'Back to the review queue' },
} as const;

/** More forms than the queue ever showed on its one page of 100. */
const SEEDED = 101;
const PARALLEL = 8;
const headers = { 'x-company-id': '1' };

async function inChunks<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += PARALLEL) await Promise.all(items.slice(start, start + PARALLEL).map(work));
}

/** The author's forms, each published and so waiting for review, created in order: the last is the newest. */
async function seedQueue(request: APIRequestContext, titles: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const title of titles) {
    const created = await request.post(api.formCreate, { headers, data: { design: settingsDesign(title, 'Q', {}) } });
    expect(created.ok(), await created.text()).toBe(true);
    ids.push(((await created.json()) as { responseData: { id: number } }).responseData.id);
  }
  await inChunks(ids, async (id) => {
    const published = await request.post(api.formPublish(id), { headers });
    expect(published.ok(), await published.text()).toBe(true);
    expect(((await published.json()) as { responseData: { status: number } }).responseData.status).toBe(3);
  });
  return ids;
}

test.use({ actionTimeout: 15_000 });

for (const run of runs) {
  test(`the review queue pages past ${String(SEEDED)} forms (${run.lang}, ${run.screen})`, async ({ browser, app }) => {
    test.setTimeout(240_000);
    const t = texts[run.lang];
    const stamp = String(Date.now()).slice(-6);
    const author: Account = { username: `hangdoi.${run.lang}.${stamp}`, name: `Hàng Đợi ${stamp}`, password: 'Hangdoi2026x' };
    await createAccounts(app, [author]);
    const authorContext = await contextIn(browser, run.lang, run.viewport);
    const authorPage = await authorContext.newPage();
    await signInAs(authorPage, author, run.lang);
    // publishing in creation order keeps the queue's order (oldest first) the creation order
    const titles = Array.from({ length: SEEDED }, (_, i) => `${run.lang === 'vi' ? 'Khảo sát' : 'Survey'} ${stamp}-${String(i + 1).padStart(3, '0')}`);
    const ids = await seedQueue(authorPage.request, titles);
    await authorContext.close();

    const reviewerContext = await contextIn(browser, run.lang, run.viewport);
    const reviewer = await reviewerContext.newPage();
    try {
      await new LoginPage(reviewer, run.lang).signInAsAdmin();
      await reviewer.goto('/management/review');
      await expect(reviewer.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
      const pager = reviewer.getByRole('navigation', { name: t.pages });
      await expect(pager).toBeVisible();
      const newest = titles[titles.length - 1] ?? '';
      // walk to the last page: the newest form is there, and it never was on a single page of 100
      const next = pager.getByRole('button', { name: t.next });
      let turned = 0;
      while (await next.isEnabled()) {
        const before = await pager.locator('[aria-current="page"]').textContent();
        await next.click();
        await expect(pager.locator('[aria-current="page"]')).not.toHaveText(before ?? '');
        turned++;
      }
      expect(turned).toBeGreaterThanOrEqual(5);
      await expect(reviewer).toHaveURL(new RegExp(`[?&]page=${String(turned + 1)}`));
      const open = reviewer.getByRole('button', { name: t.review(newest) });
      await expect(open).toBeVisible();
      await expectAccessible(reviewer, `review queue, last page (${run.lang}, ${run.screen})`);
      await screenshot(reviewer, `review-queue-last-page-${run.lang}-${run.screen}`);

      // opening a form and going back returns to the same page of the queue
      await open.click();
      await expect(reviewer.getByRole('heading', { level: 1, name: newest })).toBeVisible();
      await reviewer.getByRole('button', { name: t.back }).click();
      await expect(reviewer.getByRole('button', { name: t.review(newest) })).toBeVisible();
    } finally {
      // the server is shared by the specs of this run: the seeded forms leave the queue and every count
      await inChunks(ids, async (id) => {
        const deleted = await reviewer.request.delete(api.form(id), { headers });
        expect(deleted.ok(), await deleted.text()).toBe(true);
      });
      await reviewerContext.close();
    }
  });
}
