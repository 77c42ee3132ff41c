import type { Browser, Page } from '@playwright/test';
import { api } from '#core/api';
import { signInAs, type Account } from './pages/accounts';
import { LoginPage } from './pages/login-page';
import { settingsDesign } from './support/answering-designs';
import { AnsweringApi } from './support/answering-api';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import { contextIn, languageRuns, type Lang } from './support/languages';

const runs = languageRuns;

const texts = {
  vi: { lists: 'Danh sách biểu mẫu', all: 'Tất cả biểu mẫu', managed: 'Biểu mẫu của người tôi quản lý', search: 'Tìm theo tiêu đề', denied: 'Bạn không có quyền truy cập trang này.', title: 'Khảo sát Nhân dân', typed: 'khao sat nhan dan' },
  en: { lists: 'Form lists', all: 'All forms', managed: 'Forms of my users', search: 'Search by title', denied: 'You can not access this page.', title: 'Nhân dân survey', typed: 'nhan dan survey' },
} as const;

async function openIn(browser: Browser, lang: Lang, viewport: { width: number; height: number }): Promise<Page> {
  return (await contextIn(browser, lang, viewport)).newPage();
}

test.use({ actionTimeout: 15_000 });

for (const run of runs) {
  test(`all forms for administrators, the forms of my users for a manager, neither for others (${run.lang}, ${run.screen})`, async ({ browser, app }) => {
    test.setTimeout(180_000);
    const t = texts[run.lang];
    const stamp = String(Date.now()).slice(-6);
    const boss: Account = { username: `quanly.${run.lang}.${stamp}`, name: `Quản Lý ${stamp}`, password: 'Quanly2026x' };
    const staff: Account = { username: `nhanvien.${run.lang}.${stamp}`, name: `Nhân Viên ${stamp}`, password: 'Nhanvien2026x' };
    const admin = await AnsweringApi.signIn(app.server.port);
    try {
      const bossId = await admin.createUser({ ...boss, status: 1, role: 1 });
      await admin.createUser({ ...staff, status: 1, role: 1, managerId: bossId });
    } finally {
      await admin.dispose();
    }
    const title = `${t.title} ${stamp}`;
    const staffPage = await openIn(browser, run.lang, run.viewport);
    await signInAs(staffPage, staff, run.lang);
    const created = await staffPage.request.post(api.formCreate, { headers: { 'x-company-id': '1' }, data: { design: settingsDesign(title, 'Q', {}) } });
    expect(created.ok(), await created.text()).toBe(true);
    // an ordinary person has only their own and the shared lists, and is refused the others
    const lists = staffPage.getByRole('navigation', { name: t.lists });
    await staffPage.goto('/forms');
    await expect(lists.getByRole('link')).toHaveCount(2);
    await staffPage.goto('/forms/all');
    await expect(staffPage.getByText(t.denied)).toBeVisible();
    await staffPage.context().close();

    // the manager reaches the forms of their users from the lists' menu, with each form's owner
    const bossPage = await openIn(browser, run.lang, run.viewport);
    await signInAs(bossPage, boss, run.lang);
    await bossPage.goto('/forms');
    const bossLists = bossPage.getByRole('navigation', { name: t.lists });
    await expect(bossLists.getByRole('link', { name: t.all })).toHaveCount(0);
    await bossLists.getByRole('link', { name: t.managed }).click();
    await expect(bossPage.getByRole('heading', { level: 1, name: t.managed })).toBeVisible();
    await expect(bossPage.getByText(title)).toBeVisible();
    await expect(bossPage.getByText(staff.name).first()).toBeVisible();
    await expectAccessible(bossPage, `forms of my users (${run.lang}, ${run.screen})`);
    await screenshot(bossPage, `form-lists-managed-${run.lang}-${run.screen}`);
    await bossPage.goto('/forms/all');
    await expect(bossPage.getByText(t.denied)).toBeVisible();
    await bossPage.context().close();

    // the administrator finds it among all forms of the company, typing without accents
    const adminPage = await openIn(browser, run.lang, run.viewport);
    await new LoginPage(adminPage, run.lang).signInAsAdmin();
    await adminPage.goto('/forms');
    await adminPage.getByRole('navigation', { name: t.lists }).getByRole('link', { name: t.all }).click();
    await expect(adminPage.getByRole('heading', { level: 1, name: t.all })).toBeVisible();
    await adminPage.getByRole('searchbox', { name: t.search }).fill(`${t.typed} ${stamp}`);
    await expect(adminPage).toHaveURL(/search=/);
    await expect(adminPage.getByText(title)).toBeVisible();
    await expect(adminPage.getByText(staff.name).first()).toBeVisible();
    await expectAccessible(adminPage, `all forms (${run.lang}, ${run.screen})`);
    await screenshot(adminPage, `form-lists-all-${run.lang}-${run.screen}`);
    await adminPage.context().close();
  });
}
