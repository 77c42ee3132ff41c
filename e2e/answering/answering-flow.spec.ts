import { eq } from 'drizzle-orm';
import { errorReports } from '#server/db/schema/index';
import { AnswerPage } from '../pages/answer-page';
import { samplePng } from '../pages/sample-image';
import { AnsweringApi } from '../support/answering-api';
import { flowDesign, flowTexts, settingsDesign } from '../support/answering-designs';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import type { Lang } from '../support/languages';

const runs = [
  { screen: 'phone', lang: 'vi', context: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
  { screen: 'desktop', lang: 'en', context: { viewport: { width: 1280, height: 900 } } },
] as const satisfies readonly { screen: string; lang: Lang; context: object }[];

let coverUrl = '';

test.beforeAll(async ({ app }) => {
  const admin = await AnsweringApi.signIn(app.server.port);
  coverUrl = await admin.uploadImage('bia.png', samplePng(600, 300));
  await admin.dispose();
});

for (const run of runs) {
  test(`welcome, pages, logic, a refused combination, thank-you and its redirect (${run.lang})`, async ({ browser, app }) => {
    test.setTimeout(120_000);
    const f = flowTexts[run.lang];
    const admin = await AnsweringApi.signIn(app.server.port);
    const form = await admin.publish(flowDesign(`${f.page1} ${run.screen} ${Date.now()}`, f, coverUrl));
    const context = await browser.newContext(run.context);
    await context.addInitScript((lang) => localStorage.setItem('language', lang), run.lang);
    const page = await context.newPage();
    // the page's clock runs as usual, and the test moves it on instead of waiting for the redirect countdown
    await page.clock.install();
    const citizen = new AnswerPage(page, run.lang);
    const t = citizen.t;

    // The welcome page: the author's title, text and cover picture, and one button to start.
    await citizen.open(form.shortUrl);
    await expect(page.getByRole('heading', { level: 1, name: f.welcome })).toBeVisible();
    await expect(page.getByText(f.welcomeText)).toBeVisible();
    const cover = page.locator('.welcome-page img');
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
    await expect(citizen.textbox(f.opinion)).toHaveCount(0);
    await expectAccessible(page, `welcome (${run.lang})`);
    await screenshot(page, `answering-flow-welcome-${run.lang}`);
    await page.getByRole('button', { name: t.start, exact: true }).click();

    // Page 1 of 2: "Next" is refused until the required questions are answered.
    const progress = page.getByRole('progressbar');
    await expect(progress).toHaveAccessibleName(new RegExp(run.lang === 'vi' ? 'Tiến độ trả lời' : 'Answering progress'));
    await expect(page.getByText(t.pageOf(1, 2))).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: f.page1 })).toBeVisible();
    const next = page.getByRole('button', { name: t.next, exact: true });
    await next.click();
    await expect(citizen.errorOf(page.getByRole('radiogroup', { name: f.resident }))).toHaveText(t.requiredMessage);
    await expect(citizen.errorOf(citizen.textbox(f.age))).toHaveText(t.requiredMessage);
    await expect(page.getByText(t.pageOf(1, 2))).toBeVisible();
    await expectAccessible(page, `page 1 refused (${run.lang})`);
    await screenshot(page, `answering-flow-page1-errors-${run.lang}`);
    await citizen.choose(f.resident, f.yes);
    await citizen.type(f.age, '16');
    await next.click();

    // Page 2: "yes" shows the follow-up question; going back and answering "no" hides it.
    await expect(page.getByText(t.pageOf(2, 2))).toBeVisible();
    await expect(citizen.textbox(f.years)).toBeVisible();
    await citizen.type(f.years, '12');
    await page.getByRole('button', { name: t.back, exact: true }).click();
    await expect(page.getByText(t.pageOf(1, 2))).toBeVisible();
    await expect(citizen.radio(f.resident, f.yes)).toBeChecked();
    await citizen.choose(f.resident, f.no);
    await next.click();
    await expect(page.getByText(t.pageOf(2, 2))).toBeVisible();
    await expect(citizen.textbox(f.opinion)).toBeVisible();
    await expect(citizen.textbox(f.years)).toHaveCount(0);

    // Under 18 may not submit: the refusal is said; going back to fix the age lets it through.
    await citizen.type(f.opinion, run.lang === 'vi' ? 'Cần thêm đèn chiếu sáng ở ngõ 5.' : 'More street lights in lane 5, please.');
    await citizen.submit();
    await expect(page.getByText(t.forbidden)).toBeVisible();
    await expect(page.getByRole('heading', { name: f.thankYou })).toHaveCount(0);
    await expectAccessible(page, `submission refused (${run.lang})`);
    await screenshot(page, `answering-flow-forbidden-${run.lang}`);
    await page.getByRole('button', { name: t.back, exact: true }).click();
    await citizen.type(f.age, '34');
    await next.click();
    await citizen.submit();

    // Thank-you page with the author's button, and a countdown that the person can stop.
    await expect(page.getByRole('heading', { name: f.thankYou })).toBeVisible();
    await expect(page.getByRole('heading', { name: f.thankYou })).toBeFocused();
    await expect(page.getByRole('timer')).toHaveText(t.redirectIn);
    await expectAccessible(page, `thank-you (${run.lang})`);
    await screenshot(page, `answering-flow-thank-you-${run.lang}`);
    await expect(citizen.syncStatus()).toHaveAccessibleName(t.noneWaiting, { timeout: 30_000 });
    expect(await admin.responseCount(form.id)).toBe(1);
    if (run.lang === 'vi') {
      await page.getByRole('button', { name: t.stay, exact: true }).click();
      await expect(page.getByRole('timer')).toHaveCount(0);
      // six seconds later by the page's clock, the person is still on the form
      await page.clock.fastForward(6_000);
      expect(await page.evaluate(() => decodeURIComponent(location.pathname))).toBe(`/${form.shortUrl}`);
      await page.getByRole('button', { name: f.thankYouButton, exact: true }).click();
    } else {
      // the countdown (5 s) goes on by itself
      await page.clock.fastForward(5_000);
    }
    // the button goes at once
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await admin.dispose();
    await context.close();
  });

  test(`the form's settings explained: sign-in required, disabled, expired (${run.lang})`, async ({ browser, app }) => {
    const f = flowTexts[run.lang];
    const admin = await AnsweringApi.signIn(app.server.port);
    const stamp = Date.now();
    const signIn = await admin.publish(settingsDesign(`Sign-in ${stamp}`, f.opinion, { requireAuth: true }));
    const disabled = await admin.publish(settingsDesign(`Disabled ${stamp}`, f.opinion, {}));
    await admin.disable(disabled.id);
    const expired = await admin.publish(settingsDesign(`Expired ${stamp}`, f.opinion, {
      closesAt: new Date(Date.now() - 3 * 86_400_000).toISOString(), inactiveMessage: f.closedMessage,
    }));
    await admin.dispose();
    const context = await browser.newContext(run.context);
    await context.addInitScript((lang) => localStorage.setItem('language', lang), run.lang);
    const page = await context.newPage();
    const citizen = new AnswerPage(page, run.lang);
    const t = citizen.t;

    await citizen.open(signIn.shortUrl);
    await expect(page.getByRole('heading', { level: 2, name: t.signInTitle })).toBeVisible();
    const signInLink = page.getByRole('link', { name: t.signInButton });
    await expect(signInLink).toHaveAttribute('href', /^\/login\?redirect=/);
    const target = new URL((await signInLink.getAttribute('href')) ?? '', 'http://app');
    // The router may percent-encode symbols of the short link ($ becomes %24); the form page decodes them.
    expect(decodeURIComponent(target.searchParams.get('redirect') ?? '')).toBe(`/${signIn.shortUrl}`);
    await expect(citizen.textbox(f.opinion)).toHaveCount(0);
    await expectAccessible(page, `sign-in required (${run.lang})`);
    await screenshot(page, `answering-settings-sign-in-${run.lang}`);

    await citizen.open(disabled.shortUrl);
    await expect(page.getByRole('heading', { level: 1, name: t.disabled })).toBeVisible();
    await expect(citizen.textbox(f.opinion)).toHaveCount(0);
    await expectAccessible(page, `disabled (${run.lang})`);
    await screenshot(page, `answering-settings-disabled-${run.lang}`);

    await citizen.open(expired.shortUrl);
    await expect(page.getByRole('heading', { level: 1, name: t.expired })).toBeVisible();
    await expect(page.getByText(f.closedMessage)).toBeVisible();
    await expect(citizen.textbox(f.opinion)).toHaveCount(0);
    await expectAccessible(page, `expired (${run.lang})`);
    await screenshot(page, `answering-settings-expired-${run.lang}`);
    await context.close();
  });

  test(`a citizen reports a problem with the form and the author gets it (${run.lang})`, async ({ browser, app }) => {
    const f = flowTexts[run.lang];
    const admin = await AnsweringApi.signIn(app.server.port);
    const form = await admin.publish(settingsDesign(`Report ${Date.now()}`, f.opinion, {}));
    const context = await browser.newContext(run.context);
    await context.addInitScript((lang) => localStorage.setItem('language', lang), run.lang);
    const page = await context.newPage();
    const citizen = new AnswerPage(page, run.lang);
    const t = citizen.t;
    const content = run.lang === 'vi' ? 'Câu hỏi về góp ý không cho nhập quá 500 ký tự.' : 'The suggestions question stops at 500 characters.';

    await citizen.open(form.shortUrl);
    await expect(citizen.textbox(f.opinion)).toBeVisible(); // the form has settled; the report button no longer moves
    await page.getByRole('button', { name: t.report, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.report });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t.reportSend, exact: true }).click();
    await expect(dialog.getByRole('textbox', { name: t.reportContent })).toHaveAccessibleDescription(new RegExp(t.reportRequired));
    await expectAccessible(page, `report dialog refused (${run.lang})`);
    await screenshot(page, `answering-report-empty-${run.lang}`);
    await dialog.getByRole('textbox', { name: t.reportContent }).fill(content);
    await dialog.getByRole('textbox', { name: t.reportContact }).fill('an.nguyen@example.vn');
    await dialog.getByRole('button', { name: t.reportSend, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: t.reportSent })).toBeVisible();
    await expectAccessible(page, `report sent (${run.lang})`);

    await expect.poll(async () => (await admin.errorReports(form.id)).map((r) => r.content), { timeout: 30_000 }).toEqual([content]);
    await admin.dispose();
    await context.close();
    let stored: { content: string; contact: string | null; status: number }[] = [];
    await app.server.whileStopped(async (db) => {
      stored = await db.select({ content: errorReports.content, contact: errorReports.contact, status: errorReports.status })
        .from(errorReports).where(eq(errorReports.formId, form.id));
    });
    expect(stored).toEqual([{ content, contact: 'an.nguyen@example.vn', status: 0 }]);
  });
}
