import { hashPassword } from '#server/auth/password-hash';
import { sha256 } from '#server/auth/tokens';
import { otps, users } from '#server/db/schema/index';
import { signInAs } from '../pages/accounts';
import { LoginPage } from '../pages/login-page';
import { OrganisationsPage } from '../pages/organisations-page';
import { ProfilePage } from '../pages/profile-page';
import { UsersPage } from '../pages/users-page';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import type { Lang } from '../support/languages';

const runs = [
  { screen: 'desktop', lang: 'vi', context: { viewport: { width: 1280, height: 900 } } },
  { screen: 'phone', lang: 'en', context: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
] as const satisfies readonly { screen: string; lang: Lang; context: object }[];

const menuName = { vi: 'Menu quản trị', en: 'Management menu' } as const;
/** the sidebar's first link, to the management home */
const home = { vi: 'Quản trị', en: 'Management' } as const;
const locked = {
  vi: { title: 'Tài khoản bị khóa', countdown: /Hệ thống sẽ tự động đăng xuất sau \d+ giây/ },
  en: { title: 'Account locked', countdown: /You will automatically log out in \d+ seconds/ },
} as const;

for (const run of runs) {
  test(`an administrator creates a user with the permission group "users"; that user manages users only, then is locked out (${run.lang}, ${run.screen})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const shot = (what: string) => `people-${what}-${run.lang}-${run.screen}`;
    const newContext = async () => {
      const context = await browser.newContext(run.context);
      await context.addInitScript((lang) => localStorage.setItem('language', lang), run.lang);
      return context;
    };
    const adminContext = await newContext();
    const page = await adminContext.newPage();
    await new LoginPage(page, run.lang).signInAsAdmin();
    // the organisation first: a department of the administrator's company, built on its screen
    const org = new OrganisationsPage(page, run.lang);
    const department = run.lang === 'vi' ? 'Phòng Tổ chức cán bộ' : 'Staff Office';
    await org.openFromMenu();
    await org.createDepartment(department);
    await expect(org.userCount(department)).toHaveText('0');

    const users = new UsersPage(page, run.lang);
    const t = users.t;
    await users.openFromMenu();
    await expectAccessible(page, `users (${run.lang})`);
    await screenshot(page, shot('list'));

    const person = { username: `canbo-${run.lang}`, name: run.lang === 'vi' ? 'Trần Thị Hà' : 'Hannah Tran', email: `canbo-${run.lang}@example.vn`, password: 'Canbo-2026x', group: 'Users' };
    const dialog = await users.startNew();
    await users.fillNew(dialog, { ...person, username: 'bad#name' });
    await dialog.getByRole('combobox', { name: t.department }).selectOption({ label: department });
    await users.save(dialog);
    await expect(dialog.getByText(t.notRightFormat)).toBeVisible();
    await dialog.getByRole('textbox', { name: t.username }).fill(person.username);
    await expectAccessible(page, `new user dialog (${run.lang})`);
    await screenshot(page, shot('new-user'));
    await users.save(dialog);
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t.saved(person.name))).toBeVisible();
    await users.search(person.username);
    await expect(page.getByRole('status').filter({ hasText: t.one })).toBeVisible();
    await expect(users.row(person.username)).toContainText(t.active);
    await expect(users.row(person.username)).toContainText(department);

    // the new user: exactly the "Users" entry of the management menu
    const userContext = await newContext();
    const userPage = await userContext.newPage();
    await signInAs(userPage, person, run.lang);
    await userPage.goto('/management');
    const menu = userPage.getByRole('navigation', { name: menuName[run.lang] });
    const toggle = menu.getByRole('button', { name: /^(Mở rộng|Thu gọn|Expand|Collapse) menu$/ });
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await expect(menu.getByRole('link')).toHaveText([home[run.lang], t.section]);
    await expectAccessible(userPage, `management of a UserManage holder (${run.lang})`);
    await screenshot(userPage, shot('holder-menu'));
    await menu.getByRole('link', { name: t.section }).click();
    await expect(userPage.getByRole('heading', { level: 1, name: t.section })).toBeVisible();

    // profile and change password from the nav bar, with the SPEC 5 messages
    const profile = new ProfilePage(userPage, run.lang);
    await profile.openFromNavBar(person.name);
    await expect(userPage.getByRole('textbox', { name: profile.t.name })).toHaveValue(person.name);
    await expectAccessible(userPage, `profile (${run.lang})`);
    await screenshot(userPage, shot('profile'));
    await profile.openChangePassword();
    await profile.fillPasswords('', 'short', 'other');
    await expect(userPage.getByText(profile.t.required)).toBeVisible();
    await expect(userPage.getByText(profile.t.rule)).toBeVisible();
    await profile.fillPasswords(person.password, 'Canbo-2027y', 'Canbo-2027z');
    await expect(userPage.getByText(profile.t.mismatch)).toBeVisible();
    await expectAccessible(userPage, `change password (${run.lang})`);
    await screenshot(userPage, shot('change-password'));

    // locked by the administrator: the next request meets the locked screen, signed out after 10 s
    await page.getByRole('button', { name: t.lock(person.name) }).click();
    await expect(users.row(person.username)).toContainText(t.locked);
    await userPage.reload();
    await expect(userPage.getByRole('heading', { name: locked[run.lang].title })).toBeVisible();
    await expect(userPage.getByText(locked[run.lang].countdown)).toBeVisible();
    await expectAccessible(userPage, `locked (${run.lang})`);
    await screenshot(userPage, shot('locked'));
    await userPage.waitForURL(/\/login/, { timeout: 15_000 });

    // reset: a generated password shown once
    await page.getByRole('button', { name: t.unlock(person.name) }).click();
    await expect(users.row(person.username)).toContainText(t.active);
    await page.getByRole('button', { name: t.reset(person.name) }).click();
    await users.dialog().getByText(t.generate, { exact: true }).click();
    await expect(users.dialog().getByRole('radio', { name: t.generate })).toBeChecked();
    await users.dialog().getByRole('button', { name: t.resetSubmit, exact: true }).click();
    await expect(users.dialog().getByTestId('generated-password')).toHaveText(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$/);
    await expectAccessible(page, `password reset (${run.lang})`);
    await screenshot(page, shot('reset'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(run.context.viewport.width);
    await userContext.close();
    await adminContext.close();
  });
}

test('a manager edits their users under "My users"; a mailed reset link sets a new password once (vi, desktop)', async ({ page, app }) => {
  test.setTimeout(120_000);
  const token = 'e2e-reset-token-0123456789abcdef';
  const password = 'Quanly-2026x';
  await app.server.whileStopped(async (db) => {
    const [boss] = await db.insert(users).values({ companyId: 1, username: 'quanly', name: 'Lê Quản Lý', passwordHash: await hashPassword(password), status: 1, role: 1 }).returning();
    await db.insert(users).values([
      { companyId: 1, username: 'nv.mot', name: 'Nhân viên Một', passwordHash: await hashPassword(password), status: 1, role: 1, managerId: boss!.id },
      { companyId: 1, username: 'nv.hai', name: 'Nhân viên Hai', passwordHash: await hashPassword(password), status: 1, role: 1 },
    ]);
    await db.insert(otps).values({ companyId: 1, purpose: 'password-reset', target: String(boss!.id), codeHash: sha256(token), salt: '', expiresAt: new Date(Date.now() + 3600_000) });
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/reset-password?token=${token}`);
  await page.getByRole('heading', { level: 1, name: 'Đặt lại mật khẩu' }).waitFor();
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Mật khẩu mới').fill('ngan');
  await page.getByRole('button', { name: 'Đặt mật khẩu mới' }).click();
  await expect(page.getByText('Mật khẩu phải có ít nhất 8 ký tự, gồm chữ số, chữ hoa và chữ thường')).toBeVisible();
  await expectAccessible(page, 'reset password page');
  await screenshot(page, 'people-reset-link-vi-desktop');
  await field('Mật khẩu mới').fill('Quanly-2027y');
  await field('Xác nhận mật khẩu mới').fill('Quanly-2027y');
  await page.getByRole('button', { name: 'Đặt mật khẩu mới' }).click();
  await expect(page.getByText('Đã đặt mật khẩu mới. Bạn có thể đăng nhập.')).toBeVisible();

  await signInAs(page, { username: 'quanly', name: 'Lê Quản Lý', password: 'Quanly-2027y' }, 'vi');
  const profile = new ProfilePage(page, 'vi');
  await profile.openFromNavBar('Lê Quản Lý');
  await page.getByRole('link', { name: 'Người dùng tôi quản lý' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Người dùng tôi quản lý' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Danh sách người dùng' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Nhân viên Một');
  await page.getByRole('button', { name: 'Sửa Nhân viên Một' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Họ tên' }).fill('Nhân viên Một (tổ 2)');
  await dialog.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(dialog.getByText('Giá trị của trường không đúng định dạng')).toBeVisible();
  await expectAccessible(page, 'my users edit');
  await screenshot(page, 'people-my-users-vi-desktop');
  await dialog.getByRole('textbox', { name: 'Họ tên' }).fill('Nhân viên Một tổ 2');
  await dialog.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(table).toContainText('Nhân viên Một tổ 2');
  await expect(table).not.toContainText('Nhân viên Hai');
});
