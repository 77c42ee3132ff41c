import { createAccounts, signInAs } from './pages/accounts';
import { ForgotPasswordPage } from './pages/forgot-password-page';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import type { Lang } from './support/languages';

const runs = [
  { screen: 'desktop', lang: 'vi', context: { viewport: { width: 1280, height: 900 } } },
  { screen: 'phone', lang: 'en', context: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
] as const satisfies readonly { screen: string; lang: Lang; context: object }[];

/**
 * The link of the last reset mail to `email`. Without SMTP_URL the test server's mail transport
 * writes each message to the server's log, which the test reads.
 */
function mailedLink(output: string, email: string): string | null {
  const line = output.split('\n').filter((l) => l.includes(email) && l.includes('reset-password?token=')).at(-1);
  const token = line ? /reset-password\?token=([\w%-]+)/.exec(line)?.[1] : undefined;
  return token ? `/reset-password?token=${token}` : null;
}

for (const run of runs) {
  test(`a person who forgot the password asks for a link on the sign-in page, sets a new password from the mail and signs in (${run.lang}, ${run.screen})`, async ({ browser, app }) => {
    const email = `quen-${run.lang}@example.vn`;
    const account = { username: `quen-${run.lang}`, name: run.lang === 'vi' ? 'Phạm Văn Quên' : 'Forgetful Pham', password: 'Cu-Matkhau-1', email };
    await createAccounts(app, [account]);
    const context = await browser.newContext(run.context);
    await context.addInitScript((lang) => localStorage.setItem('language', lang), run.lang);
    const page = await context.newPage();
    const forgot = new ForgotPasswordPage(page, run.lang);

    await forgot.openFromSignIn();
    await expectAccessible(page, `forgot password (${run.lang})`);
    await forgot.request(run.lang === 'vi' ? account.username : email);
    await expectAccessible(page, `forgot password sent (${run.lang})`);
    await screenshot(page, `forgot-password-sent-${run.lang}-${run.screen}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(run.context.viewport.width);

    await expect.poll(() => mailedLink(app.server.output, email)).not.toBeNull();
    const link = mailedLink(app.server.output, email) ?? '';
    const newPassword = 'Moi-Matkhau-2';
    await forgot.setNewPassword(link, newPassword);
    await expect(page.getByText(forgot.t.done)).toBeVisible();
    await expectAccessible(page, `reset password done (${run.lang})`);

    // the link works once
    await forgot.setNewPassword(link, 'Lan-Nua-3x');
    await expect(page.getByText(forgot.t.used)).toBeVisible();

    await signInAs(page, { ...account, password: newPassword }, run.lang);
    await expect(page).not.toHaveURL(/\/login/);
    await context.close();
  });
}
