import { ConfigPage } from '../pages/config-page';
import { LoginPage } from '../pages/login-page';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import type { Lang } from '../support/languages';

const runs = [
  { screen: 'phone', lang: 'vi', context: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
  { screen: 'desktop', lang: 'en', context: { viewport: { width: 1280, height: 900 } } },
] as const satisfies readonly { screen: string; lang: Lang; context: object }[];

for (const run of runs) {
  test(`the administrator edits configuration entries, company settings and a category tree (${run.lang}, ${run.screen})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext(run.context);
    await context.addInitScript((lang) => localStorage.setItem('language', lang), run.lang);
    const page = await context.newPage();
    await new LoginPage(page, run.lang).signInAsAdmin();
    const ui = new ConfigPage(page, run.lang);
    const t = ui.t;
    const name = (what: string) => `configuration-${what}-${run.lang}-${run.screen}`;
    const key = `page.size.${run.lang}`;

    await ui.open('configuration');
    await page.getByRole('button', { name: t.addEntry, exact: true }).click();
    const dialog = ui.dialog();
    await dialog.getByRole('textbox', { name: t.key }).fill(key);
    await dialog.getByRole('textbox', { name: t.name }).fill('Page size');
    await dialog.getByRole('combobox', { name: t.type }).selectOption({ label: t.number });
    await dialog.getByRole('textbox', { name: t.content }).fill('twelve');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog.getByText(t.notANumber)).toBeVisible();
    await expectAccessible(page, `configuration entry refused (${run.lang})`);
    await screenshot(page, name('entry-refused'));
    await dialog.getByRole('textbox', { name: t.content }).fill('25');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: key });
    await expect(row.getByRole('cell').nth(1)).toHaveText('25');

    const sms = page.getByRole('switch', { name: t.sms });
    await expect(sms).not.toBeChecked();
    await sms.click({ force: true });
    await expect(sms).toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(run.context.viewport.width);
    await expectAccessible(page, `configuration (${run.lang})`);
    await screenshot(page, name('list'));
    await page.reload();
    await expect(page.getByRole('switch', { name: t.sms })).toBeChecked();
    await page.getByRole('switch', { name: t.sms }).click({ force: true });
    await expect(page.getByRole('switch', { name: t.sms })).not.toBeChecked();

    await row.getByRole('button', { name: `${t.delete} ${key}` }).click();
    await ui.dialog().getByRole('button', { name: t.delete }).click();
    await expect(row).toHaveCount(0);

    const code = `DV${run.lang.toUpperCase()}`;
    const category = run.lang === 'vi' ? 'Đơn vị hành chính' : 'Administrative units';
    await ui.open('categories');
    await page.getByRole('button', { name: t.addCategory }).click();
    await ui.dialog().getByRole('textbox', { name: t.code }).fill(code);
    await ui.dialog().getByRole('textbox', { name: t.name }).fill(category);
    await ui.dialog().getByRole('button', { name: t.save }).click();
    const items = page.getByRole('region', { name: t.itemsOf(category) });
    await expect(items).toBeVisible();
    await items.getByRole('button', { name: t.addTop }).click();
    await ui.dialog().getByRole('textbox', { name: t.code }).fill('HN');
    await ui.dialog().getByRole('textbox', { name: t.name }).fill('Hà Nội');
    await ui.dialog().getByRole('button', { name: t.save }).click();
    await items.getByRole('button', { name: t.addUnder('Hà Nội') }).click();
    await ui.dialog().getByRole('textbox', { name: t.code }).fill('BD');
    await ui.dialog().getByRole('textbox', { name: t.name }).fill('Ba Đình');
    await ui.dialog().getByRole('button', { name: t.save }).click();
    const child = items.getByRole('listitem').filter({ hasText: 'Ba Đình', hasNotText: 'Hà Nội' });
    await expect(child).toContainText(t.level(2));
    await expect(page).toHaveURL(/category=\d+/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(run.context.viewport.width);
    await expectAccessible(page, `categories (${run.lang})`);
    await screenshot(page, name('categories'));
    await context.close();
  });
}
