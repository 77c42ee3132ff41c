import { AnswerPage } from '../pages/answer-page';
import { ErrorReportsPage } from '../pages/error-reports-page';
import { LoginPage } from '../pages/login-page';
import { AnsweringApi } from '../support/answering-api';
import { settingsDesign } from '../support/answering-designs';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import type { Lang } from '../support/languages';

const runs = [
  { screen: 'desktop', lang: 'vi', context: { viewport: { width: 1280, height: 900 } } },
  { screen: 'phone', lang: 'en', context: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
] as const satisfies readonly { screen: string; lang: Lang; context: object }[];

for (const run of runs) {
  test(`a citizen's error report is found and handled by an administrator (${run.lang}, ${run.screen})`, async ({ browser, app }) => {
    test.setTimeout(120_000);
    const token = `${run.lang}${Date.now()}`;
    const title = run.lang === 'vi' ? `Khảo sát giờ tiếp dân ${token}` : `Office hours survey ${token}`;
    const question = run.lang === 'vi' ? 'Ý kiến của bạn' : 'Your opinion';
    const content = `Ô nhập ngày sinh bị lỗi mã ${token}`;
    const contact = 'binh.tran@example.vn';
    const author = await AnsweringApi.signIn(app.server.port);
    const form = await author.publish(settingsDesign(title, question, {}));
    await author.dispose();

    // The citizen reports the problem from the public form.
    const citizenContext = await browser.newContext(run.context);
    await citizenContext.addInitScript((lang) => localStorage.setItem('language', lang), run.lang);
    const citizenPage = await citizenContext.newPage();
    const citizen = new AnswerPage(citizenPage, run.lang);
    await citizen.open(form.shortUrl);
    await expect(citizen.textbox(question)).toBeVisible();
    await citizenPage.getByRole('button', { name: citizen.t.report, exact: true }).click();
    const dialog = citizenPage.getByRole('dialog', { name: citizen.t.report });
    await dialog.getByRole('textbox', { name: citizen.t.reportContent }).fill(content);
    await dialog.getByRole('textbox', { name: citizen.t.reportContact }).fill(contact);
    await dialog.getByRole('button', { name: citizen.t.reportSend, exact: true }).click();
    await expect(citizenPage.getByRole('status').filter({ hasText: citizen.t.reportSent })).toBeVisible();
    await citizenContext.close();

    // The administrator finds it through Management → error reports, searching without accents.
    const context = await browser.newContext(run.context);
    await context.addInitScript((lang) => localStorage.setItem('language', lang), run.lang);
    const page = await context.newPage();
    await new LoginPage(page, run.lang).signInAsAdmin();
    const reports = new ErrorReportsPage(page, run.lang);
    const t = reports.t;
    const name = (what: string) => `error-reports-${what}-${run.lang}-${run.screen}`;
    await reports.openFromMenu();
    await expect(page).toHaveURL(/\/management\/error-reports$/);
    await expectAccessible(page, `error reports (${run.lang})`);
    await reports.search(`ngay sinh bi loi ma ${token}`);
    const row = reports.row(content);
    await expect(row).toHaveCount(1);
    await expect(page.getByText(t.one, { exact: true })).toBeVisible();
    await expect(reports.cell(row, 1).getByRole('link', { name: title, exact: true })).toBeVisible();
    const publicLink = reports.cell(row, 1).getByRole('link', { name: new RegExp(`${title}.+`) });
    expect(await publicLink.evaluate((a: HTMLAnchorElement) => decodeURIComponent(new URL(a.href).pathname))).toBe(`/${form.shortUrl}`);
    await expect(reports.cell(row, 2)).toHaveText(contact);
    await expect(reports.cell(row, 4)).toHaveText(t.inProcess);
    // the table scrolls inside its card: the page itself never scrolls sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(run.context.viewport.width);
    await expectAccessible(page, `error report found (${run.lang})`);
    await screenshot(page, name('found'));

    // Marked handled: the row says so, the button now offers to put it back.
    await row.getByRole('button', { name: t.markHandled }).click();
    await expect(page.getByRole('status').filter({ hasText: t.markedHandled })).toBeVisible();
    await expect(reports.cell(row, 4)).toHaveText(t.handled);
    await expect(row.getByRole('button', { name: t.markInProcess })).toBeVisible();
    await expectAccessible(page, `error report handled (${run.lang})`);
    await screenshot(page, name('handled'));

    // "In process" no longer lists it; "Handled" does, also after a reload (it is stored).
    await reports.filterStatus(t.inProcess);
    await expect(page).toHaveURL(/status=0/);
    await expect(page.getByText(t.empty)).toBeVisible();
    await expect(reports.row(content)).toHaveCount(0);
    await expectAccessible(page, `error reports in process (${run.lang})`);
    await screenshot(page, name('in-process'));
    await reports.filterStatus(t.handled);
    await expect(page).toHaveURL(/status=1/);
    await page.reload();
    await expect(reports.cell(reports.row(content), 4)).toHaveText(t.handled);
    await expect(page.getByRole('searchbox', { name: t.search })).toHaveValue(`ngay sinh bi loi ma ${token}`);
    await context.close();
  });
}
