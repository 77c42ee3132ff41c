import { eq } from 'drizzle-orm';
import { hashPassword } from '#server/auth/password-hash';
import { companies, users } from '#server/db/schema/index';
import { LoginPage } from '../pages/login-page';
import { OrganisationsPage } from '../pages/organisations-page';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import type { Lang } from '../support/languages';

const runs = [
  { screen: 'desktop', lang: 'vi', context: { viewport: { width: 1280, height: 900 } } },
  { screen: 'phone', lang: 'en', context: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
] as const satisfies readonly { screen: string; lang: Lang; context: object }[];

for (const run of runs) {
  test(`an administrator builds an organisation: a sub-company, a department and a member (${run.lang}, ${run.screen})`, async ({ browser, app }) => {
    test.setTimeout(180_000);
    const token = `${run.lang}${Date.now() % 1_000_000}`;
    const child = run.lang === 'vi' ? `Sở Nội vụ ${token}` : `Home Affairs ${token}`;
    const department = run.lang === 'vi' ? `Phòng Công chức ${token}` : `Civil Service ${token}`;
    const person = run.lang === 'vi' ? `Nguyễn Thị Hạnh ${token}` : `Jane Nguyen ${token}`;
    const context = await browser.newContext(run.context);
    await context.addInitScript((lang) => localStorage.setItem('language', lang), run.lang);
    const page = await context.newPage();
    await new LoginPage(page, run.lang).signInAsAdmin();
    const org = new OrganisationsPage(page, run.lang);
    const t = org.t;
    const name = (what: string) => `organisations-${what}-${run.lang}-${run.screen}`;

    await org.openFromMenu();
    await expect(org.tree()).toBeVisible();
    await expectAccessible(page, `organisations (${run.lang})`);
    await screenshot(page, name('tree'));

    // a sub-company of the signed-in company; a name with special characters is refused first (SPEC 5)
    await page.getByRole('button', { name: t.addChild, exact: true }).click();
    const dialog = await org.fillCompany(`${child} <x>`);
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog.getByText(t.notRightFormat)).toBeVisible();
    await expectAccessible(page, `new company dialog (${run.lang})`);
    await screenshot(page, name('company-dialog'));
    await dialog.getByRole('textbox', { name: t.name }).fill(child);
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toBeHidden();
    await expect(org.company(child)).toBeVisible();

    await org.company(child).click();
    await expect(page.getByRole('heading', { level: 2, name: child, exact: true })).toBeVisible();
    await expect(page.getByText(t.noDepartment)).toBeVisible();
    await org.createDepartment(department);
    await expect(org.userCount(department)).toHaveText('0');

    // a person of the new company (the users screen is another section): written while the server is down
    await app.server.whileStopped(async (db) => {
      const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, child));
      await db.insert(users).values({ companyId: company!.id, username: `u${token}`, name: person, passwordHash: await hashPassword('Person-Pass1') });
    });
    await page.reload();
    await org.company(child).click();
    await expect(org.userCount(department)).toHaveText('0');

    await org.departmentRow(department).getByRole('button', { name: t.members(department) }).click();
    const members = org.dialog(t.members(department));
    await members.getByRole('searchbox', { name: t.search }).fill(person.split(' ')[0]!);
    await members.getByRole('button', { name: t.searchButton, exact: true }).click();
    await members.getByRole('button', { name: t.add(person) }).click();
    await expect(members.getByRole('button', { name: t.remove(person) })).toBeVisible();
    await expectAccessible(page, `members dialog (${run.lang})`);
    await screenshot(page, name('members'));
    await members.getByRole('button', { name: t.close, exact: true }).last().click();
    await expect(members).toBeHidden();
    await expect(org.userCount(department)).toHaveText('1');
    await expect(org.companyCell(child, 3)).toHaveText('1');
    await expect(org.companyCell(child, 4)).toHaveText('1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(run.context.viewport.width);
    await expectAccessible(page, `organisation built (${run.lang})`);
    await screenshot(page, name('built'));
    await context.close();
  });
}
