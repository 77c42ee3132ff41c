import { formatMoment, vietnamDate } from '#core/time';
import { ActionLogPage } from '../pages/action-log-page';
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
  test(`an administrator finds a change in the action log and reads its old and new data (${run.lang}, ${run.screen})`, async ({ browser, app }) => {
    test.setTimeout(120_000);
    const token = `${run.lang}${Date.now()}`;
    const title = run.lang === 'vi' ? `Khảo sát nhật ký ${token}` : `Action log survey ${token}`;
    // The administrator publishes a form and then disables it: two records, the newest a status change 1 → 0.
    const admin = await AnsweringApi.signIn(app.server.port);
    const form = await admin.publish(settingsDesign(title, 'Question', {}));
    await admin.disable(form.id);
    await admin.dispose();

    const context = await browser.newContext(run.context);
    await context.addInitScript((lang) => localStorage.setItem('language', lang), run.lang);
    const page = await context.newPage();
    await new LoginPage(page, run.lang).signInAsAdmin();
    const log = new ActionLogPage(page, run.lang);
    const t = log.t;
    const name = (what: string) => `action-log-${what}-${run.lang}-${run.screen}`;
    await log.openFromMenu();
    await expect(page).toHaveURL(/\/management\/action-log$/);
    // newest first: the disabling is above the publishing of the same form
    const mine = log.rowsOf(t.entity(form.id));
    await expect(mine.first()).toContainText(t.disable);
    await expect(mine).toHaveCount(3);
    await expectAccessible(page, `action log (${run.lang})`);
    await screenshot(page, name('list'));

    await log.filterType(t.disable);
    await expect(page).toHaveURL(/type=disable/);
    const today = vietnamDate(new Date());
    await log.filterPersonAndDays('ADMIN', today, today);
    await expect(page).toHaveURL(new RegExp(`from=${today}.*to=${today}|to=${today}.*from=${today}`));
    await expect(mine).toHaveCount(1);
    for (const row of await log.rows().all()) {
      if ((await row.getByRole('cell').count()) > 0) await expect(log.cell(row, 2)).toHaveText(t.disable);
    }
    await expect(log.cell(mine, 1)).toContainText('admin');
    // an audit time to the second in the one date format (docs/dates.md), today in Vietnam
    const todayShown = formatMoment(new Date(), run.lang, 'date');
    await expect(log.cell(mine, 0)).toHaveText(new RegExp(`^${todayShown}${run.lang === 'vi' ? ' ' : ', '}\\d{2}:\\d{2}:\\d{2}$`));
    await expect(log.cell(mine, 3)).toHaveText(t.title);
    await expect(log.cell(mine, 5)).toHaveText(/\d/);
    // the table scrolls inside its card: the page itself never scrolls sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(run.context.viewport.width);
    await expectAccessible(page, `action log filtered (${run.lang})`);
    await screenshot(page, name('filtered'));

    const openButton = mine.getByRole('button', { name: t.open });
    await openButton.click();
    const dialog = log.dialog();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(t.title, { exact: true })).toBeVisible();
    await expect(dialog.getByText(t.entity(form.id), { exact: true })).toBeVisible();
    const status = log.dataRow('status');
    await expect(status).toContainText(t.changed);
    await expect(status.getByRole('cell').nth(0)).toHaveText('1');
    await expect(status.getByRole('cell').nth(1)).toHaveText('0');
    await expectAccessible(page, `action log record (${run.lang})`);
    await screenshot(page, name('record'));

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(openButton).toBeFocused();
    await context.close();
  });
}
