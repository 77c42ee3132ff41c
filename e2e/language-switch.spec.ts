import type { Page } from '@playwright/test';
import { DesignerPage } from './pages/designer-page';
import { LoginPage } from './pages/login-page';
import { AnsweringApi } from './support/answering-api';
import { expect, expectAccessible, test } from './support/fixtures';
import { ui } from './support/languages';

/**
 * Texts are downloaded per catalogue and language (docs/decisions.md D60): a page fetches its own
 * language only, and a switch fetches the other one and shows it without reloading the page.
 */

/** The catalogue files the page asked for (`common-messages.commonMessages.en-<hash>.js`), with their language. */
function catalogueRequests(page: Page): { name: string; language: string }[] {
  const seen: { name: string; language: string }[] = [];
  page.on('request', (request) => {
    const file = /\/assets\/(.+-messages(?:\.\w+)?)[.-](vi|en)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
    if (file?.[1] && file[2]) seen.push({ name: file[1], language: file[2] });
  });
  return seen;
}

const languagesFetched = (seen: readonly { language: string }[]) => [...new Set(seen.map((file) => file.language))].sort();

/** A marker that a reload would wipe: the switch must keep it. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });
}

async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
}

test('a staff page switches language without a reload, downloading the other language only then', async ({ page }) => {
  const seen = catalogueRequests(page);
  const login = new LoginPage(page, 'vi');
  await login.open();
  await login.signInAsAdmin();
  const designer = new DesignerPage(page, 'vi');
  await designer.openNew();
  await expect(page.getByRole('button', { name: 'Lưu', exact: true })).toBeVisible();
  expect(seen.length).toBeGreaterThan(3);
  expect(languagesFetched(seen)).toEqual(['vi']);
  await markPage(page);

  await page.getByRole('radio', { name: 'English' }).click({ force: true });
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Form title', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectNotReloaded(page);
  expect(languagesFetched(seen)).toEqual(['en', 'vi']);
  await expectAccessible(page, 'designer switched to English');

  await page.getByRole('radio', { name: 'Tiếng Việt' }).click({ force: true });
  await expect(page.getByRole('button', { name: 'Lưu', exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Tiêu đề biểu mẫu', exact: true })).toBeVisible();
  await expectNotReloaded(page);
});

test('the public form switches language, its checks included, in one language and without the staff screens’ catalogues', async ({ page, app }) => {
  const admin = await AnsweringApi.signIn(app.server.port);
  const form = await admin.publish({
    title: 'Góp ý về dịch vụ công',
    translations: { en: { title: 'Feedback on public services' } },
    phases: [{ id: 'p1', elements: [{ id: 'name', kind: 'text', title: 'Họ và tên', required: true, translations: { en: { title: 'Full name' } } }] }],
    settings: { languages: ['vi', 'en'] },
  });
  const seen = catalogueRequests(page);
  await page.goto(`/${encodeURIComponent(form.shortUrl)}`);
  await expect(page.getByRole('heading', { name: 'Góp ý về dịch vụ công' })).toBeVisible();
  await page.getByRole('button', { name: ui.vi.submit, exact: true }).click();
  await expect(page.getByText(ui.vi.requiredMessage).first()).toBeVisible();
  expect(languagesFetched(seen)).toEqual(['vi']);
  // Catalogues start downloading when the code showing them is loaded: the public route loads no staff code (D67),
  // so no staff screen's catalogue comes with it.
  expect(seen.map((file) => file.name).filter((name) => /designer|statistics|security|users|history|logic|webhooks|integrations|action-log/i.test(name))).toEqual([]);
  await expectAccessible(page, 'public form vi');
  await markPage(page);

  await page.getByRole('radiogroup', { name: 'Ngôn ngữ của biểu mẫu' }).getByRole('radio', { name: 'English' }).click({ force: true });
  await expect(page.getByRole('heading', { name: 'Feedback on public services' })).toBeVisible();
  await expect(page.getByRole('button', { name: ui.en.submit, exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toBeVisible();
  await page.getByRole('button', { name: ui.en.submit, exact: true }).click();
  await expect(page.getByText(ui.en.requiredMessage).first()).toBeVisible();
  await expectNotReloaded(page);
  await expectAccessible(page, 'public form en');

  await page.getByRole('radiogroup', { name: 'Language of the form' }).getByRole('radio', { name: 'Tiếng Việt' }).click({ force: true });
  await expect(page.getByRole('heading', { name: 'Góp ý về dịch vụ công' })).toBeVisible();
  await expect(page.getByRole('button', { name: ui.vi.submit, exact: true })).toBeVisible();
});
