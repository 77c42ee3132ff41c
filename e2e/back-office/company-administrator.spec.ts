import { request } from '@playwright/test';
import { api } from '#core/api';
import { LoginPage } from '../pages/login-page';
import { OrganisationsPage } from '../pages/organisations-page';
import { solveCaptchaReply } from '../../tests/support/captcha';
import { expect, screenshot, test } from '../support/fixtures';

/** Issue 13 defect 13: the system user gives a new company its first administrator from the Organisations screen. */
const words = {
  add: 'Thêm quản trị viên', title: (name: string) => `Thêm quản trị viên cho ${name}`,
  username: 'Tên đăng nhập', name: 'Họ và tên', email: 'Email', password: 'Mật khẩu',
  weak: 'Mật khẩu phải có ít nhất 8 ký tự',
};

test('the system user adds a company and its first administrator, who can then sign in to it', async ({ page, app, axe }) => {
  test.setTimeout(120_000);
  const token = Date.now() % 1_000_000;
  const company = `Sở Tư pháp ${token}`;
  const username = `quantri.sotuphap${token}`;
  await new LoginPage(page, 'vi').signInAsAdmin();
  const org = new OrganisationsPage(page, 'vi');
  await org.openFromMenu();
  await page.getByRole('button', { name: org.t.addChild, exact: true }).click();
  const created = await org.fillCompany(company);
  await created.getByRole('button', { name: org.t.save }).click();
  await expect(created).toBeHidden();
  await org.company(company).click();
  await expect(org.companyCell(company, 3)).toHaveText('0');

  await page.getByRole('button', { name: words.add, exact: true }).click();
  const dialog = org.dialog(words.title(company));
  await dialog.getByRole('textbox', { name: words.username }).fill(username);
  await dialog.getByRole('textbox', { name: words.name }).fill('Trần Văn Quản');
  await dialog.getByRole('textbox', { name: words.email }).fill(`${username}@sotuphap.gov.vn`);
  await dialog.getByRole('textbox', { name: words.password }).fill('yeu');
  await dialog.getByRole('button', { name: org.t.save }).click();
  await expect(dialog.getByText(words.weak)).toBeVisible();
  await axe('new administrator dialog');
  await screenshot(page, 'company-administrator-dialog');
  await dialog.getByRole('textbox', { name: words.password }).fill('Quantri-2026');
  await dialog.getByRole('button', { name: org.t.save }).click();
  await expect(dialog).toBeHidden();
  await expect(org.companyCell(company, 3)).toHaveText('1');

  const companies = await page.request.get(api.companyListAll, { headers: { 'x-company-id': '1' } });
  const list = (await companies.json() as { responseData: { id: number; name: string }[] }).responseData;
  const companyId = list.find((c) => c.name === company)?.id;
  expect(companyId).toBeDefined();
  const visitor = await request.newContext({ baseURL: app.baseURL, extraHTTPHeaders: { 'x-company-id': String(companyId) } });
  const captcha = await solveCaptchaReply(await (await visitor.get(api.captcha)).json());
  const signedIn = await visitor.post(api.login, { data: { username, password: 'Quantri-2026', ...captcha } });
  expect(signedIn.status()).toBe(200);
  expect(await signedIn.json()).toMatchObject({ responseData: { user: { username, role: 2 } } });
  await visitor.dispose();
});
