import type { Page } from '@playwright/test';
import { chaosQuestions, publishChaosForms } from './support/chaos-forms';
import { expect, expectAccessible, test } from './support/fixtures';
import { ui, type Lang } from './support/languages';
import { waitForServiceWorker } from './support/service-worker';

const phone = { width: 360, height: 740 };
const deviceCopy = { vi: 'đây là bản đã lưu trên thiết bị', en: 'this is the copy saved on this device' } as const;

/** Starts collecting the layout shifts of anything inside the page's main content. */
async function watchShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const shifts: string[] = [];
    (window as unknown as { formShifts: string[] }).formShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node | null }[] }[]) {
        for (const source of entry.sources ?? []) {
          const element = source.node instanceof Element ? source.node : source.node?.parentElement;
          if (element?.closest('main')) shifts.push(`${element.tagName.toLowerCase()}.${element.className} moved (${entry.value.toFixed(4)})`);
        }
      }
    }).observe({ type: 'layout-shift' });
  });
}

const shiftsSoFar = (page: Page) => page.evaluate(() => (window as unknown as { formShifts: string[] }).formShifts);

/** Nothing covers the field: the element under its middle is the field itself. */
async function expectUncovered(page: Page, question: string): Promise<void> {
  const field = page.getByRole('textbox', { name: question });
  const box = await field.boundingBox();
  if (!box) throw new Error(`${question} is not on screen`);
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('input, textarea')?.getAttribute('id') ?? null, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  expect(hit).toBe(await field.getAttribute('id'));
}

for (const lang of ['vi', 'en'] as const satisfies readonly Lang[]) {
  test(`one offline notice in a fixed place: the form never moves when the connection goes and returns (${lang})`, async ({ browser, app, baseURL }) => {
    const [form] = await publishChaosForms(app.server.port, 1);
    const context = await browser.newContext({ viewport: phone });
    await context.addInitScript((language) => localStorage.setItem('language', language), lang);
    const page = await context.newPage();
    const link = `${baseURL}/${form!.shortUrl}`;
    await page.goto(link);
    const code = page.getByRole('textbox', { name: chaosQuestions.code });
    await expect(code).toBeEditable();
    await waitForServiceWorker(page);
    await watchShifts(page);

    try {
      for (let round = 0; round < 2; round++) {
        await context.setOffline(true);
        await expect(page.getByRole('status').filter({ hasText: ui[lang].offline })).toBeVisible();
        await expectUncovered(page, chaosQuestions.code);
        await context.setOffline(false);
        await expect(page.getByText(ui[lang].offline)).toHaveCount(0);
      }
      await context.setOffline(true);
      await expect(page.getByRole('status').filter({ hasText: ui[lang].offline })).toBeVisible();
      expect(await shiftsSoFar(page)).toEqual([]);
      await expectAccessible(page, `offline notice (${lang})`);
      await page.screenshot({ path: `e2e/screenshots/offline-notice-${lang}.png` });

      // Opened again with the server out of reach: the device's copy, said once, in the same notice.
      app.proxy.cut();
      await page.reload();
      await expect(code).toBeEditable();
      await expect(page.getByText(deviceCopy[lang], { exact: false })).toHaveCount(1);
      await expect(page.getByText(ui[lang].offline, { exact: false })).toHaveCount(1);
      await expectUncovered(page, chaosQuestions.code);
      await expectAccessible(page, `offline copy notice (${lang})`);
      await page.screenshot({ path: `e2e/screenshots/offline-copy-notice-${lang}.png` });
    } finally {
      app.proxy.restore();
      await context.close();
    }
  });
}
