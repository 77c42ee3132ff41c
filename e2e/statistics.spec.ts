import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { LoginPage } from './pages/login-page';
import { StatisticsPage } from './pages/statistics-page';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import type { Lang } from './support/languages';
import { countWhere, seedStatisticsForm, seededAnswers, statsTexts } from './support/statistics-seed';

const runs = [
  { screen: 'desktop', lang: 'vi', context: { viewport: { width: 1280, height: 900 } } },
  { screen: 'phone', lang: 'en', context: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
] as const satisfies readonly { screen: string; lang: Lang; context: object }[];

for (const run of runs) {
  test(`results of a form: charts with their tables, filters, one answer, downloads, survey management (${run.lang}, ${run.screen})`, async ({ browser, app }) => {
    test.setTimeout(150_000);
    const f = statsTexts[run.lang];
    const form = await seedStatisticsForm(app.server.port, run.lang);
    const context = await browser.newContext({ ...run.context, acceptDownloads: true });
    await context.addInitScript((lang) => localStorage.setItem('language', lang), run.lang);
    const page = await context.newPage();
    await new LoginPage(page, run.lang).signInAsAdmin();
    const results = new StatisticsPage(page, run.lang);
    const t = results.t;
    const name = (what: string) => `statistics-${what}-${run.lang}-${run.screen}`;

    // From "My forms" to the results: the overview counts every answer.
    await results.openFromMyForms(form.title);
    await expect(page.getByText(t.total).locator('..').getByRole('definition')).toHaveText(String(seededAnswers.length));
    await expect(page.getByRole('img', { name: /./ }).first()).toBeVisible();
    await expectAccessible(page, `results overview (${run.lang})`);
    await screenshot(page, name('overview'));

    // Questions: the satisfaction chart's table holds the counts of the seeded answers.
    await results.openTab('questions');
    const satisfaction = await results.figures(f.satisfaction);
    await expect(satisfaction).toBeVisible();
    for (const [label, id] of [[f.verySatisfied, 'very'], [f.satisfied, 'ok'], [f.unsatisfied, 'no']] as const) {
      const cells = await results.rowCells(satisfaction, label);
      expect(cells[0]).toBe(String(countWhere((a) => a.sat === id)));
    }
    const channels = await results.figures(f.channels);
    expect((await results.rowCells(channels, f.portal))[0]).toBe(String(countWhere((a) => Array.isArray(a.chan) && (a.chan as string[]).includes('portal'))));
    await expect(page.getByRole('table', { name: new RegExp(f.opinion) })).toBeVisible();
    await expectAccessible(page, `results questions (${run.lang})`);
    await screenshot(page, name('questions'));

    // Answers: every answer, then only the unsatisfied ones.
    await results.openTab('answers');
    await expect(results.answerCount(seededAnswers.length)).toBeVisible();
    // the wide answer table scrolls inside its card: the page itself never scrolls sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(run.context.viewport.width);
    const unsatisfied = countWhere((a) => a.sat === 'no');
    await results.filterByAnswer(f.satisfaction, new RegExp(`^${f.unsatisfied}`));
    await expect(results.answerCount(unsatisfied)).toBeVisible();
    await expect(results.answerRows()).toHaveCount(unsatisfied);
    await expectAccessible(page, `answers filtered (${run.lang})`);
    await screenshot(page, name('answers'));

    // One answer's detail says its choices in words: the newest unsatisfied answer (answers were seeded an hour apart, newest first).
    const newest = seededAnswers.find((a) => a.sat === 'no');
    const detail = await results.openFirstAnswer();
    await expect(detail.getByText(f.unsatisfied, { exact: true })).toBeVisible();
    const channelLabels = { portal: f.portal, social: f.social, friends: f.friends } as const;
    const chosen = (newest?.chan as (keyof typeof channelLabels)[]).map((id) => channelLabels[id]).join('; ');
    await expect(detail.getByText(chosen, { exact: true })).toBeVisible();
    await expect(detail.getByText(String(newest?.visits as number), { exact: true })).toBeVisible();
    await expect(detail.getByText(f.satisfaction, { exact: true })).toBeVisible();
    await expectAccessible(page, `answer detail (${run.lang})`);
    await screenshot(page, name('detail'));
    await detail.getByRole('button', { name: t.close, exact: true }).click();
    await expect(detail).toBeHidden();

    // Downloads under the filter: Excel and CSV files with their names, the CSV with a BOM, a header and a row per answer.
    const xlsx = await results.download('xlsx');
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.read(createReadStream(await xlsx.path()));
    expect(book.worksheets[0]?.actualRowCount).toBe(unsatisfied + 1);
    await expect(page.getByText(t.downloaded)).toBeVisible();
    const csv = await results.download('csv');
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const text = await readFile(await csv.path(), 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
    expect(parsed.data[0]).toContain(f.satisfaction);
    expect(parsed.data).toHaveLength(unsatisfied + 1);
    const satisfactionColumn = parsed.data[0]?.indexOf(f.satisfaction) ?? -1;
    expect(parsed.data.slice(1).map((row) => row[satisfactionColumn])).toEqual(Array.from({ length: unsatisfied }, () => f.unsatisfied));
    await screenshot(page, name('downloaded'));

    // For an analysis tool: variable names in the header and the stored option values, and a response id per row.
    await results.chooseExportLayout('variableNames');
    await results.chooseExportLayout('storedValues');
    await expectAccessible(page, `download choices (${run.lang})`);
    const coded = Papa.parse<string[]>((await readFile(await (await results.download('csv')).path(), 'utf8')).slice(1), { skipEmptyLines: true }).data;
    const [codedHeader, ...codedRows] = coded;
    expect(codedHeader).toEqual(expect.arrayContaining(['submittedAt', 'sat', 'chan', 'responseId']));
    expect(codedRows.map((row) => row[codedHeader?.indexOf('sat') ?? -1])).toEqual(Array.from({ length: unsatisfied }, () => 'no'));
    expect(new Set(codedRows.map((row) => row[codedHeader?.indexOf('responseId') ?? -1])).size).toBe(unsatisfied);
    await screenshot(page, name('download-choices'));

    // Two conditions must both hold; removing the second gives the first one's answers back.
    await results.addAnswerCondition(f.channels, new RegExp(`^${f.portal}`));
    const unsatisfiedFromPortal = countWhere((a) => a.sat === 'no' && Array.isArray(a.chan) && (a.chan as string[]).includes('portal'));
    await expect(results.answerCount(unsatisfiedFromPortal)).toBeVisible();
    await expect(results.answerRows()).toHaveCount(unsatisfiedFromPortal);
    await expectAccessible(page, `answers with two conditions (${run.lang})`);
    await results.removeAnswerCondition(2);
    await expect(results.answerRows()).toHaveCount(unsatisfied);

    // Survey management: the form is in the top list and links back to its results.
    await page.goto('/management/surveys');
    await expect(page.getByRole('heading', { level: 1, name: t.surveys })).toBeVisible();
    const top = page.getByRole('table', { name: t.mostUsed });
    await expect(top.getByRole('link', { name: form.title })).toBeVisible();
    await expectAccessible(page, `survey management (${run.lang})`);
    await screenshot(page, name('surveys'));

    // Offline: the results last loaded stay readable, marked with the time they were loaded.
    await page.goto(`/forms/${form.id}/results?tab=questions`);
    await expect(await results.figures(f.satisfaction)).toBeVisible();
    await results.waitForServiceWorker();
    app.proxy.cut();
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByText(t.offlineCopy).first()).toBeVisible();
      const kept = await results.figures(f.satisfaction);
      expect((await results.rowCells(kept, f.unsatisfied))[0]).toBe(String(unsatisfied));
      await expectAccessible(page, `results offline (${run.lang})`);
      await screenshot(page, name('offline'));
    } finally {
      app.proxy.restore();
      await context.setOffline(false);
    }
    await context.close();
  });
}
