import { DesignerPage } from './pages/designer-page';
import { typeDay, typeDayTime, typeTime } from './pages/day-field';
import { readForm } from './pages/form-api';
import { LoginPage } from './pages/login-page';
import { AnsweringApi } from './support/answering-api';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import type { Lang } from './support/languages';

/*
 * One date format (issue 18, docs/dates.md): the designer's date limits, time limits and the form's
 * closing time are typed day/month/year on a 24-hour clock in both languages, whatever the browser's
 * own language (Playwright's browser is en-US, whose own inputs show 12/31/2027 and 5:30 PM).
 */
const runs = [
  { lang: 'en', viewport: { width: 1280, height: 900 }, closes: 'Closing time', parts: { day: 'Day', time: 'Time' } },
  { lang: 'vi', viewport: { width: 360, height: 740 }, closes: 'Thời gian kết thúc', parts: { day: 'Ngày', time: 'Giờ' } },
] as const satisfies readonly { lang: Lang; viewport: object; closes: string; parts: { day: string; time: string } }[];

for (const run of runs) {
  test(`an author types dates and times as dd/mm/yyyy HH:mm and they are stored as typed (${run.lang})`, async ({ browser, app }) => {
    const author = await AnsweringApi.signIn(app.server.port);
    const formId = await author.createUnpublished({
      title: `Lịch hẹn ${run.lang} ${Date.now()}`,
      phases: [{ id: 'p1', elements: [{ id: 'visit', kind: 'datetime', title: 'Thời điểm hẹn' }] }],
    });
    await author.dispose();
    const context = await browser.newContext({ viewport: run.viewport, locale: 'en-US' });
    await context.addInitScript((lang) => localStorage.setItem('language', lang), run.lang);
    const page = await context.newPage();
    try {
      await new LoginPage(page, run.lang).signInAsAdmin();
      const designer = new DesignerPage(page, run.lang);
      await designer.open(formId);
      const editor = await designer.edit(1);
      await typeDay(page, designer.t.field('minDate', 1), '2027-01-05');
      await typeTime(editor.region, designer.t.field('timeFrom', 1), '07:30');
      await typeTime(editor.region, designer.t.field('timeTo', 1), '17:45');
      await expectAccessible(page, `date and time limits (${run.lang})`);
      await screenshot(page, `day-time-fields-limits-${run.lang}`);
      await designer.openTab('settings');
      await typeDayTime(page, run.closes, '2027-12-31T17:30', run.parts);
      await expectAccessible(page, `closing time (${run.lang})`);
      await screenshot(page, `day-time-fields-settings-${run.lang}`);
      await designer.save();

      const stored = await readForm(page.request, formId);
      expect(stored.design.phases[0]?.elements[0]).toMatchObject({ minDate: '2027-01-05', timeFrom: '07:30', timeTo: '17:45' });
      // the browser's zone is the author's: the stored instant is that wall-clock time with its offset
      expect(stored.design.settings.closesAt).toMatch(/^2027-12-31T17:30:00[+-]\d{2}:\d{2}$/);
      // read back after a reload in the same format
      await page.reload();
      await designer.openTab('settings');
      const closes = page.getByRole('group', { name: run.closes, exact: true });
      await expect(closes.getByRole('group', { name: run.parts.day, exact: true })).toHaveText(/^\D*31\D+12\D+2027\D*$/);
      await expect(closes.getByRole('group', { name: run.parts.time, exact: true })).toHaveText(/^\D*17\D+30\D*$/);
    } finally {
      await context.close();
    }
  });
}
