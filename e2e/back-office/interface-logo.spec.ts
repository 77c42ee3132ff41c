import { ConfigPage } from '../pages/config-page';
import { LoginPage } from '../pages/login-page';
import { samplePng } from '../pages/sample-image';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import type { Lang } from '../support/languages';

const runs = [
  { screen: 'desktop', lang: 'vi', context: { viewport: { width: 1280, height: 900 } } },
  { screen: 'phone', lang: 'en', context: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
] as const satisfies readonly { screen: string; lang: Lang; context: object }[];

for (const run of runs) {
  test(`the administrator changes the logo, sees it in the navigation bar at once and after reload, then removes it (${run.lang}, ${run.screen})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext(run.context);
    await context.addInitScript((lang) => localStorage.setItem('language', lang), run.lang);
    const page = await context.newPage();
    await new LoginPage(page, run.lang).signInAsAdmin();
    const ui = new ConfigPage(page, run.lang);
    const t = ui.t;
    const name = (what: string) => `interface-logo-${what}-${run.lang}-${run.screen}`;
    await ui.open('interface');
    await expect(ui.navLogo()).toHaveAttribute('src', '/favicon.svg');
    await expect(ui.logoSlot().getByText(t.noLogo)).toBeVisible();
    await expectAccessible(page, `interface (${run.lang})`);
    await screenshot(page, name('empty'));

    // text dressed as a PNG: the browser lets it through, the server reads the content and refuses it
    await ui.chooseFile({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await ui.logoSlot().getByRole('button', { name: t.upload }).click();
    const refusal = ui.logoSlot().getByRole('alert');
    await expect(refusal).toContainText(t.changeFailed);
    await expect(refusal).toContainText(t.wrongType);
    await expect(ui.navLogo()).toHaveAttribute('src', '/favicon.svg');
    await expectAccessible(page, `interface refused (${run.lang})`);
    await screenshot(page, name('refused'));

    await ui.chooseFile({ name: 'logo.png', mimeType: 'image/png', buffer: samplePng(160, 80) });
    await expect(ui.logoSlot().getByRole('img', { name: t.preview })).toBeVisible();
    await ui.logoSlot().getByRole('button', { name: t.upload }).click();
    await expect(ui.logoSlot().getByRole('status')).toHaveText(t.changed);
    // at once, without a reload: the navigation bar reads the refreshed start-up data
    await expect(ui.navLogo()).toHaveAttribute('src', /^\/api\/storage\/files\/[a-f0-9]{32}\.png$/);
    const src = await ui.navLogo().getAttribute('src');
    await expect(ui.logoSlot().getByRole('img', { name: t.current })).toHaveAttribute('src', src!);
    await expect.poll(() => ui.navLogo().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(run.context.viewport.width);
    await expectAccessible(page, `interface with logo (${run.lang})`);
    await screenshot(page, name('changed'));

    await page.goto('/');
    await expect(ui.navLogo()).toHaveAttribute('src', src!);
    await page.reload();
    await expect(ui.navLogo()).toHaveAttribute('src', src!);
    await expect.poll(() => ui.navLogo().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);
    await screenshot(page, name('home'));

    await ui.open('interface');
    await ui.logoSlot().getByRole('button', { name: t.remove }).click();
    await expect(ui.logoSlot().getByRole('status')).toHaveText(t.removed);
    await expect(ui.navLogo()).toHaveAttribute('src', '/favicon.svg');
    await page.reload();
    await expect(ui.navLogo()).toHaveAttribute('src', '/favicon.svg');
    await context.close();
  });
}
