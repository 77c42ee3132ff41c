import { LoginPage } from '../pages/login-page';
import { createAdministrator, SecurityPage } from '../pages/security-page';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import type { Lang } from '../support/languages';

const runs = [
  { screen: 'desktop', lang: 'vi', context: { viewport: { width: 1280, height: 900 } } },
  { screen: 'phone', lang: 'en', context: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
] as const satisfies readonly { screen: string; lang: Lang; context: object }[];

const PASSWORD = 'Security-Pass1';
/** two codes of the seeded catalogue; the checkbox names end with the code */
const REVIEW = /\bFormReview\b/;
const LOGS = /\bLogView\b/;

for (const run of runs) {
  test(`an administrator creates a role with two permissions, by keyboard (${run.lang}, ${run.screen})`, async ({ browser, app }) => {
    test.setTimeout(150_000);
    const username = `sec-admin-${run.lang}`;
    await createAdministrator(app, username, PASSWORD);
    const context = await browser.newContext(run.context);
    await context.addInitScript((lang) => localStorage.setItem('language', lang), run.lang);
    const page = await context.newPage();
    const login = new LoginPage(page, run.lang);
    await login.open();
    await login.fill(username, PASSWORD);
    await login.submit();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    const security = new SecurityPage(page, run.lang);
    const t = security.t;
    const name = (what: string) => `security-${what}-${run.lang}-${run.screen}`;
    const roleName = run.lang === 'vi' ? `Kiểm duyệt viên ${Date.now() % 100000}` : `Reviewers ${Date.now() % 100000}`;
    await security.openRoles();
    await expect(page).toHaveURL(/\/management\/roles$/);

    await page.getByRole('button', { name: t.newRole }).click();
    const form = security.dialog(t.editDialog);
    await form.getByRole('button', { name: t.save }).click();
    await expect(form.getByText(t.roleRequired)).toBeVisible();
    await form.getByRole('textbox', { name: t.roleName }).fill(roleName);
    await form.getByRole('textbox', { name: t.description }).fill(run.lang === 'vi' ? 'Duyệt biểu mẫu và xem nhật ký' : 'Approve forms and read the log');
    await expectAccessible(page, `role form (${run.lang})`);
    await form.getByRole('button', { name: t.save }).click();
    await expect(form).toBeHidden();
    const row = security.roleRow(roleName);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(1)).toHaveText('0');

    // The permissions modal, by keyboard only: reach the button, open, tick two codes, save.
    const open = page.getByRole('button', { name: t.permissionsOf(roleName) });
    await open.focus();
    await page.keyboard.press('Enter');
    const modal = security.dialog(t.modal(roleName));
    await expect(modal).toBeVisible();
    const box = await modal.boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(700);
    for (const code of [REVIEW, LOGS]) {
      const checkbox = modal.getByRole('checkbox', { name: code });
      await security.tabTo(checkbox);
      await page.keyboard.press('Space');
      await expect(checkbox).toBeChecked();
    }
    await expect(modal.getByRole('status')).toHaveText(t.chosen(2));
    await expectAccessible(page, `role permissions (${run.lang})`);
    await screenshot(page, name('role-permissions'));
    await security.tabTo(modal.getByRole('button', { name: t.save }));
    await page.keyboard.press('Enter');
    await expect(modal).toBeHidden();
    await expect(row.getByRole('cell').nth(1)).toHaveText('2');
    await expect(open).toBeFocused();
    await expectAccessible(page, `roles (${run.lang})`);
    await screenshot(page, name('roles'));

    // reopened, the two codes are ticked; Escape closes without saving
    await page.keyboard.press('Enter');
    await expect(modal.getByRole('checkbox', { name: REVIEW })).toBeChecked();
    await expect(modal.getByRole('checkbox', { name: LOGS })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    // the catalogue is global: an administrator reads it, only system users change it
    await security.openGroups();
    await expect(page.getByText(t.readOnly, { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: t.newGroup })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: t.groupTree }).getByRole('button')).not.toHaveCount(0);
    await expectAccessible(page, `permission groups (${run.lang})`);
    await screenshot(page, name('groups'));
    await context.close();
  });
}

for (const run of runs) {
  test(`a system user builds a group with a permission, and the catalogue keeps what is in use (${run.lang}, ${run.screen})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext(run.context);
    await context.addInitScript((lang) => localStorage.setItem('language', lang), run.lang);
    const page = await context.newPage();
    await new LoginPage(page, run.lang).signInAsAdmin();
    const security = new SecurityPage(page, run.lang);
    const t = security.t;
    const token = `${run.lang}${Date.now() % 100000}`;
    const groupName = run.lang === 'vi' ? `Báo cáo ${token}` : `Reports ${token}`;
    const permissionName = run.lang === 'vi' ? `Xem báo cáo ${token}` : `Read reports ${token}`;
    await security.openGroups();
    await expect(page).toHaveURL(/\/management\/permission-groups$/);

    await page.getByRole('button', { name: t.newGroup }).click();
    const groupForm = security.dialog(t.newGroup);
    await groupForm.getByRole('textbox', { name: t.groupName }).fill(groupName);
    await groupForm.getByRole('textbox', { name: t.code }).fill(`reports-${token}`);
    await groupForm.getByRole('button', { name: t.save }).click();
    await expect(groupForm).toBeHidden();
    const tree = page.getByRole('navigation', { name: t.groupTree });
    await tree.getByRole('button', { name: new RegExp(`^${groupName}`) }).click();
    await expect(page.getByRole('heading', { level: 2, name: t.permissionsOfGroup(groupName) })).toBeVisible();

    await page.getByRole('button', { name: t.newPermission }).click();
    const permissionForm = security.dialog(t.newPermission);
    await permissionForm.getByRole('button', { name: t.save }).click();
    await expect(permissionForm.getByText(t.fieldsRequired)).toHaveCount(2);
    await permissionForm.getByRole('textbox', { name: t.permissionName }).fill(permissionName);
    await permissionForm.getByRole('textbox', { name: t.code }).fill('Report#View');
    await permissionForm.getByRole('button', { name: t.save }).click();
    await expect(permissionForm.getByText(t.rightFormat)).toBeVisible();
    // the filled name is no longer marked: only the code is wrong now
    await expect(permissionForm.getByRole('textbox', { name: t.permissionName })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(permissionForm.getByText(t.fieldsRequired)).toHaveCount(0);
    await expectAccessible(page, `permission form (${run.lang})`);
    await screenshot(page, `security-permission-form-${run.lang}-${run.screen}`);
    await permissionForm.getByRole('textbox', { name: t.code }).fill(`ReportView${token}`);
    await permissionForm.getByRole('button', { name: t.save }).click();
    await expect(permissionForm).toBeHidden();
    const table = page.getByRole('table', { name: t.permissionsTable });
    await expect(table.getByRole('rowheader', { name: permissionName })).toBeVisible();
    // the tables scroll inside their cards: the page itself never scrolls sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(run.context.viewport.width);
    await expectAccessible(page, `permission groups as a system user (${run.lang})`);
    await screenshot(page, `security-groups-system-${run.lang}-${run.screen}`);

    // a group that still has a permission is kept, with the reason
    await page.getByRole('button', { name: t.deleteGroup }).click();
    const refusal = security.dialog(t.deleteTitle(groupName));
    await refusal.getByRole('button', { name: t.delete, exact: true }).click();
    await expect(refusal.getByRole('alert')).toHaveText(t.inUse);
    await refusal.getByRole('button', { name: t.cancel }).click();

    await table.getByRole('button', { name: t.deleteNamed(permissionName) }).click();
    await security.dialog(t.deleteTitle(permissionName)).getByRole('button', { name: t.delete, exact: true }).click();
    await expect(table).toHaveCount(0);
    await page.getByRole('button', { name: t.deleteGroup }).click();
    await security.dialog(t.deleteTitle(groupName)).getByRole('button', { name: t.delete, exact: true }).click();
    await expect(tree.getByRole('button', { name: new RegExp(`^${groupName}`) })).toHaveCount(0);
    await context.close();
  });
}
