import { api } from '#core/api';
import { request } from '@playwright/test';
import { IntegrationsPage } from '../pages/integrations-page';
import { LoginPage } from '../pages/login-page';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import type { Lang } from '../support/languages';

const runs = [
  { screen: 'desktop', lang: 'vi', context: { viewport: { width: 1280, height: 900 } } },
  { screen: 'phone', lang: 'en', context: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
] as const satisfies readonly { screen: string; lang: Lang; context: object }[];

for (const run of runs) {
  test.use({ actionTimeout: 20_000 });
  test(`an administrator creates an integration account, its secret gets a token, disabling it stops the token (${run.lang}, ${run.screen})`, async ({ browser, app }) => {
    test.setTimeout(120_000);
    const name = run.lang === 'vi' ? `Cổng dịch vụ công ${Date.now()}` : `Public service portal ${Date.now()}`;
    const context = await browser.newContext(run.context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseURL });
    await context.addInitScript((lang) => localStorage.setItem('language', lang), run.lang);
    const page = await context.newPage();
    await new LoginPage(page, run.lang).signInAsAdmin();
    const screen = new IntegrationsPage(page, run.lang);
    const t = screen.t;
    const shot = (what: string) => screenshot(page, `integrations-${what}-${run.lang}-${run.screen}`);
    await screen.openFromMenu();
    await expect(page).toHaveURL(/\/management\/integrate-users$/);

    await screen.fillNew(name, 'Reads the action log every night', ['LogView']);
    await expectAccessible(page, `integration create (${run.lang})`);
    await shot('create');
    await screen.submitNew();

    const secretDialog = screen.secretDialog(name);
    await expect(secretDialog).toBeVisible();
    await expect(secretDialog.getByText(t.warning)).toBeVisible();
    const clientId = await secretDialog.getByRole('textbox', { name: t.clientId }).inputValue();
    const shown = await secretDialog.getByRole('textbox', { name: t.secret }).inputValue();
    expect(clientId).toMatch(/^ic-/);
    await secretDialog.getByRole('button', { name: t.copySecret }).click();
    await expect(page.getByText(t.copied)).toBeVisible();
    const secret = await page.evaluate(() => navigator.clipboard.readText());
    expect(secret).toBe(shown);
    await expectAccessible(page, `integration secret (${run.lang})`);
    await shot('secret');
    await secretDialog.getByRole('button', { name: t.done }).click();
    await expect(secretDialog).toBeHidden();

    const row = screen.row(name);
    await expect(row).toContainText(t.enabled);
    await expect(row).toContainText('LogView');
    await expect(row).toContainText(t.never);

    // the outside system: credentials → token → a call its scope allows
    const system = await request.newContext({ baseURL: `http://127.0.0.1:${app.server.port}`, extraHTTPHeaders: { 'x-company-id': '1' } });
    const tokenReply = await system.post(api.integrateUserToken, { data: { clientId, clientSecret: secret } });
    expect(tokenReply.status()).toBe(200);
    const { accessToken } = (await tokenReply.json() as { responseData: { accessToken: string } }).responseData;
    const call = () => system.get(api.actionLogList, { headers: { authorization: `Bearer ${accessToken}` } });
    expect((await call()).status()).toBe(200);

    await page.reload();
    await expect(row).not.toContainText(t.never);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(run.context.viewport.width);
    await expectAccessible(page, `integration list (${run.lang})`);
    await shot('list');

    await row.getByRole('button', { name: t.disable(name) }).click();
    await expect(row).toContainText(t.disabled);
    expect((await call()).status()).toBe(401);
    await shot('disabled');

    await row.getByRole('button', { name: t.delete(name) }).click();
    const confirm = page.getByRole('alertdialog', { name: t.deleteTitle });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, `integration delete (${run.lang})`);
    await confirm.getByRole('button', { name: t.deleteConfirm, exact: true }).click();
    await expect(row).toHaveCount(0);
    await system.dispose();
    await context.close();
  });
}
