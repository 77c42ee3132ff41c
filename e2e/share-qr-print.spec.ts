import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { DesignerPage } from './pages/designer-page';
import { LoginPage } from './pages/login-page';
import { samplePng } from './pages/sample-image';
import { ShareTab } from './pages/share-tab';
import { AnsweringApi } from './support/answering-api';
import { everyKindDesign, everyKindTitles as q } from './support/answering-designs';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import type { Lang } from './support/languages';
import { waitForServiceWorker } from './support/service-worker';

const texts = {
  vi: {
    qrAlt: (url: string) => `Mã QR của liên kết ${url}`, png: 'Tải mã QR (PNG)', svg: 'Tải mã QR (SVG)', print: 'Bản in của biểu mẫu',
    printButton: 'In biểu mẫu', back: 'Quay lại thiết kế', question: (n: number, title: string) => `Câu ${n}. ${title}`,
    notPublished: 'Biểu mẫu chưa được xuất bản: liên kết và mã QR chỉ mở được biểu mẫu sau khi xuất bản.',
  },
  en: {
    qrAlt: (url: string) => `QR code of the link ${url}`, png: 'Download QR code (PNG)', svg: 'Download QR code (SVG)', print: 'Printable form',
    printButton: 'Print the form', back: 'Back to the designer', question: (n: number, title: string) => `Question ${n}. ${title}`,
    notPublished: 'The form is not published: its link and QR code open it only once it is published.',
  },
} as const;

const runs = [
  { screen: 'desktop', lang: 'en', viewport: { width: 1280, height: 900 } },
  { screen: 'phone', lang: 'vi', viewport: { width: 360, height: 740 } },
] as const satisfies readonly { screen: string; lang: Lang; viewport: object }[];

let imageUrl = '';

// the print view needs no list of administrative units: the address element is lines to write on
test.beforeAll(async ({ app }) => {
  const admin = await AnsweringApi.signIn(app.server.port);
  imageUrl = await admin.uploadImage('so-do.png', samplePng());
  await admin.dispose();
});

async function downloaded(page: Page, button: string): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const path = await download.path();
  return { download, bytes: await readFile(path) };
}

for (const run of runs) {
  test(`the share tab shows the short link's QR code, downloads it as PNG and SVG, and prints the form on A4 (${run.screen}, ${run.lang})`, async ({ browser, app }) => {
    test.setTimeout(180_000);
    const t = texts[run.lang];
    const admin = await AnsweringApi.signIn(app.server.port);
    const title = `Phiếu lấy ý kiến: giờ tiếp dân ${run.screen} ${Date.now()}`;
    const form = await admin.publish(everyKindDesign(title, imageUrl));

    const context = await browser.newContext({ viewport: run.viewport, acceptDownloads: true });
    await context.addInitScript((lang) => localStorage.setItem('language', lang), run.lang);
    const page = await context.newPage();
    await new LoginPage(page, run.lang).signInAsAdmin();
    const designer = new DesignerPage(page, run.lang);
    await designer.open(form.id);
    await designer.openTab('share');
    const url = await new ShareTab(page, run.lang).shortLink();
    expect(decodeURIComponent(new URL(url).pathname)).toBe(`/${form.shortUrl}`);

    const qr = page.getByRole('img', { name: t.qrAlt(url) });
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectAccessible(page, `share tab with QR code (${run.screen})`);
    await screenshot(page, `share-qr-${run.screen}-${run.lang}`);

    // the downloads: a print-sized PNG and an SVG, named after the form (":" is not allowed in file names)
    const fileName = `QR ${title.replace(':', '')}`;
    const png = await downloaded(page, t.png);
    expect(png.download.suggestedFilename()).toBe(`${fileName}.png`);
    expect(png.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.bytes.readUInt32BE(16), png.bytes.readUInt32BE(20)]).toEqual([1024, 1024]);
    const svg = await downloaded(page, t.svg);
    expect(svg.download.suggestedFilename()).toBe(`${fileName}.svg`);
    expect(svg.bytes.toString('utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);

    // the printable form: title, link and QR code in the header, numbered questions, grids as tables
    await page.getByRole('link', { name: t.print }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('img', { name: t.qrAlt(url) })).toBeVisible();
    await expect(page.getByText(url, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: t.question(1, q.text) })).toBeVisible();
    await expect(page.getByRole('heading', { name: new RegExp(`\\d+\\. ${q.radioGrid}$`) })).toBeVisible();
    await expect(page.getByRole('heading', { name: q.title, exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(4);
    await expect(page.getByRole('columnheader', { name: 'Quan hệ với chủ hộ' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Người thứ nhất' })).toBeVisible();
    await expect(page.getByRole('button', { name: t.printButton })).toBeVisible();
    await expect(page.getByText(t.notPublished)).toBeHidden();
    await expectAccessible(page, `printable form (${run.screen})`);
    await screenshot(page, `form-print-screen-${run.screen}-${run.lang}`);

    // on paper: the sheet only, no navigation and no buttons, on A4 pages (the screenshot at an A4 page's width)
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: t.printButton })).toBeHidden();
    await expect(page.getByRole('link', { name: t.back })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await screenshot(page, `form-print-paper-${run.screen}-${run.lang}`);
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize(run.viewport);

    if (run.screen === 'desktop') {
      // with no connection, the printable form and its QR code still open from this device
      await waitForServiceWorker(page);
      app.proxy.cut();
      await context.setOffline(true);
      try {
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole('img', { name: t.qrAlt(url) })).toBeVisible();
      } finally {
        app.proxy.restore();
        await context.setOffline(false);
      }
    }

    // a form that is not published: the print view warns that its QR code does not open it yet
    await admin.disable(form.id);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(t.notPublished)).toBeVisible();
    await admin.dispose();
    await context.close();
  });
}
