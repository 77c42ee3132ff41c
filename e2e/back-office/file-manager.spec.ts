import { FileManagerPage } from '../pages/file-manager-page';
import { LoginPage } from '../pages/login-page';
import { switchOn } from '../pages/toggle';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import type { Lang } from '../support/languages';

const runs = ['vi', 'en'] as const satisfies readonly Lang[];

for (const lang of runs) {
  test(`the file manager uploads, renames and shares a file (${lang})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const token = `${lang}${Date.now()}`;
    const folder = lang === 'vi' ? `Hồ sơ họp ${token}` : `Meeting papers ${token}`;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((l) => localStorage.setItem('language', l), lang);
    const page = await context.newPage();
    await new LoginPage(page, lang).signInAsAdmin();
    const files = new FileManagerPage(page, lang);
    const name = (what: string) => `file-manager-${what}-${lang}`;

    await files.openFromMenu();
    await expect(page).toHaveURL(/\/management\/files$/);
    await expectAccessible(page, `file manager (${lang})`);

    await files.newFolder(folder);
    await expect(files.folder(folder)).toHaveAttribute('aria-current', 'true');
    await files.upload({ name: 'agenda.txt', mimeType: 'text/plain', buffer: Buffer.from('Chương trình họp\n1. Khai mạc\n') });
    const row = files.row('agenda.txt');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(2)).toHaveText('1 KB');
    await expectAccessible(page, `file uploaded (${lang})`);

    await files.rename('agenda.txt', 'Biên bản & kết luận');
    const renamed = files.row('Biên bản - kết luận.txt');
    await expect(renamed).toHaveCount(1);
    await switchOn(files.shareSwitch('Biên bản - kết luận.txt'));
    await expect(renamed.getByText(files.t.shared, { exact: true })).toBeVisible();
    await expect(files.folder(folder)).toContainText('(1)');
    await expectAccessible(page, `file renamed and shared (${lang})`);
    await screenshot(page, name('shared'));

    await page.reload();
    await expect(files.shareSwitch('Biên bản - kết luận.txt')).toBeChecked();
    await context.close();
  });
}
