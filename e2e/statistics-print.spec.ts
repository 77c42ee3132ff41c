import { LoginPage } from './pages/login-page';
import { StatisticsPage } from './pages/statistics-page';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import type { Lang } from './support/languages';
import { printCalls, stubPrint } from './support/print-stub';
import { countWhere, seedStatisticsForm, statsTexts } from './support/statistics-seed';

const texts = {
  vi: { print: 'In kết quả', asOf: /^Số liệu tại thời điểm \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/ },
  en: { print: 'Print the results', asOf: /^Figures as of \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/ },
} as const;

const runs = [
  { screen: 'desktop', lang: 'vi', viewport: { width: 1280, height: 900 } },
  { screen: 'phone', lang: 'en', viewport: { width: 360, height: 740 } },
] as const satisfies readonly { screen: string; lang: Lang; viewport: object }[];

for (const run of runs) {
  test(`the results print as a document: title, date, charts with their tables, no controls (${run.lang}, ${run.screen})`, async ({ browser, app }) => {
    test.setTimeout(90_000);
    const f = statsTexts[run.lang];
    const p = texts[run.lang];
    const form = await seedStatisticsForm(app.server.port, run.lang);
    const context = await browser.newContext({ viewport: run.viewport });
    await stubPrint(context);
    await context.addInitScript((lang) => localStorage.setItem('language', lang), run.lang);
    const page = await context.newPage();
    await new LoginPage(page, run.lang).signInAsAdmin();
    const results = new StatisticsPage(page, run.lang);
    const printButton = page.getByRole('button', { name: p.print, exact: true });
    const onPaper = async () => {
      await page.setViewportSize({ width: 794, height: 1123 });
      await page.emulateMedia({ media: 'print' });
      await expect(printButton).toBeHidden();
      await expect(page.getByRole('tablist')).toBeHidden();
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: form.title })).toBeVisible();
      await expect(page.getByText(p.asOf)).toBeVisible();
    };
    const onScreen = async () => {
      await page.emulateMedia({ media: 'screen' });
      await page.setViewportSize(run.viewport);
    };

    await results.openFromMyForms(form.title);
    await expect(page.getByText(p.asOf)).toBeVisible();
    await printButton.click();
    await expect.poll(() => printCalls(page)).toBe(1);

    // the overview on paper: the per-day chart and its table, opened without pressing "Show as table"
    await onPaper();
    await expect(page.getByRole('img', { name: /./ }).first()).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expect(page.getByText(results.t.showTable).first()).toBeHidden();
    await expectAccessible(page, `results overview printed (${run.lang})`);
    await screenshot(page, `statistics-print-overview-${run.lang}-${run.screen}`);
    await onScreen();

    // the questions on paper: every chart's table, with the seeded counts
    await results.openTab('questions');
    await expect(page.getByRole('table', { name: results.t.figures(f.satisfaction) })).toBeHidden();
    await printButton.click();
    await expect.poll(() => printCalls(page)).toBe(2);
    await onPaper();
    const satisfaction = page.getByRole('table', { name: results.t.figures(f.satisfaction) });
    await expect(satisfaction).toBeVisible();
    expect((await results.rowCells(satisfaction, f.unsatisfied))[0]).toBe(String(countWhere((a) => a.sat === 'no')));
    await expect(page.getByRole('table', { name: results.t.figures(f.channels) })).toBeVisible();
    await expectAccessible(page, `results questions printed (${run.lang})`);
    await screenshot(page, `statistics-print-questions-${run.lang}-${run.screen}`);
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await onScreen();

    // the answer table is not printed as a document (one answer prints from its detail)
    await results.openTab('answers');
    await expect(page.getByRole('tab', { name: results.t.answers, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(printButton).toHaveCount(0);
    await context.close();
  });
}
