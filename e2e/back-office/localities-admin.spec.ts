import { existsSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { configs } from '#server/db/schema/index';
import { LoginPage } from '../pages/login-page';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import type { Lang } from '../support/languages';

/** The official list kept beside the project (docs/localities.md), else two real provinces of the same shape. */
const OFFICIAL = '../shared/data/vn-localities-2025-03.json';
const SMALL = { data: [
  { level1_id: '01', name: 'Thành phố Hà Nội', type: 'Thành phố Trung ương', level2s: [
    { level2_id: '001', name: 'Quận Ba Đình', type: 'Quận', level3s: [{ level3_id: '00001', name: 'Phường Phúc Xá', type: 'Phường' }, { level3_id: '00004', name: 'Phường Trúc Bạch', type: 'Phường' }] },
    { level2_id: '002', name: 'Quận Hoàn Kiếm', type: 'Quận', level3s: [{ level3_id: '00037', name: 'Phường Phúc Tân', type: 'Phường' }] },
  ] },
  { level1_id: '48', name: 'Thành phố Đà Nẵng', type: 'Thành phố Trung ương', level2s: [
    { level2_id: '490', name: 'Quận Liên Chiểu', type: 'Quận', level3s: [{ level3_id: '20194', name: 'Phường Hòa Hiệp Bắc', type: 'Phường' }] },
  ] },
] };
const listText = existsSync(OFFICIAL) ? readFileSync(OFFICIAL, 'utf8') : JSON.stringify(SMALL);

interface Unit { level2s?: { level3s?: unknown[] }[] }
/** Counted here from the file itself (a three-level list), independently of the importer. */
function expectedCounts(text: string) {
  const data = (JSON.parse(text) as { data: Unit[] }).data;
  const districts = data.flatMap((p) => p.level2s ?? []);
  return { provinces: data.length, districts: districts.length, wards: districts.reduce((n, d) => n + (d.level3s?.length ?? 0), 0) };
}

const texts = {
  vi: {
    heading: 'Đơn vị hành chính', choose: 'Chọn tệp JSON', submit: 'Nhập và thay danh mục',
    provinces: 'Tỉnh/Thành phố', districts: 'Quận/Huyện', wards: 'Phường/Xã', refused: 'Danh mục không được nhập; danh mục cũ được giữ nguyên.',
    done: (c: { provinces: string; districts: string; wards: string }) => `Đã nhập ${c.provinces} tỉnh/thành phố, ${c.districts} quận/huyện, ${c.wards} phường/xã.`,
    twoLevelList: 'Hai cấp, từ 01/07/2025 (có sẵn)',
    project: 'Liên kết dự án', home: 'Về trang chủ', systems: 'Chọn hệ thống', thisSystem: 'Khảo sát ý kiến',
  },
  en: {
    heading: 'Administrative units', choose: 'Choose a JSON file', submit: 'Import and replace the list',
    provinces: 'Provinces', districts: 'Districts', wards: 'Communes', refused: 'The list was not imported; the previous list is kept.',
    done: (c: { provinces: string; districts: string; wards: string }) => `Imported ${c.provinces} provinces, ${c.districts} districts and ${c.wards} communes.`,
    twoLevelList: 'Two levels, since 1 July 2025 (shipped)',
    project: 'Project link', home: 'Back to home', systems: 'Choose a system', thisSystem: 'Opinion Survey',
  },
} as const;

for (const lang of ['vi', 'en'] as const satisfies readonly Lang[]) {
  test(`an administrator imports the official locality list and sees the counts per level (${lang})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const t = texts[lang];
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((language) => localStorage.setItem('language', language), lang);
    const page = await context.newPage();
    await new LoginPage(page, lang).signInAsAdmin();
    await page.goto('/management/localities');
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    const count = (level: string) => page.getByRole('row', { name: new RegExp(`^${level}`) }).getByRole('cell');

    // a file that is not the official shape is refused field by field, and nothing changes
    const before = await count(t.provinces).textContent();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: t.choose }).click();
    await (await chooser).setFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ data: [{ level1_id: 'x', name: '' }] })) });
    await page.getByRole('button', { name: t.submit }).click();
    const refusal = page.getByRole('alert').filter({ hasText: t.refused });
    await expect(refusal).toBeVisible();
    await expect(refusal.getByRole('listitem').first()).toContainText('data.0.');
    await expect(count(t.provinces)).toHaveText(before ?? '');
    await expectAccessible(page, `localities refused (${lang})`);
    await screenshot(page, `localities-admin-refused-${lang}`);

    // the official file: the counts of each level, as counted from the file here
    const expected = expectedCounts(listText);
    const official = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: t.choose }).click();
    await (await official).setFiles({ name: 'vn-localities.json', mimeType: 'application/json', buffer: Buffer.from(listText) });
    await page.getByRole('button', { name: t.submit }).click();
    const number = (n: number) => new Intl.NumberFormat(lang).format(n);
    await expect(page.getByText(t.done({ provinces: number(expected.provinces), districts: number(expected.districts), wards: number(expected.wards) }))).toBeVisible({ timeout: 60_000 });
    await expect(count(t.provinces)).toHaveText(number(expected.provinces));
    await expect(count(t.districts)).toHaveText(number(expected.districts));
    await expect(count(t.wards)).toHaveText(number(expected.wards));
    await expectAccessible(page, `localities imported (${lang})`);
    await screenshot(page, `localities-admin-imported-${lang}`);

    // the shipped two-level list is there from the first start, untouched by the import
    await page.getByText(t.twoLevelList, { exact: true }).click();
    await expect(page.getByRole('radio', { name: t.twoLevelList })).toBeChecked();
    await expect(count(t.provinces)).toHaveText(number(34));
    await expect(count(t.districts)).toHaveText(number(0));
    await expect(count(t.wards)).toHaveText(number(3321));
    await expectAccessible(page, `localities, the shipped list (${lang})`);
    await context.close();
  });
}

test('the task links answer with a clear page, and the system chooser lists this product and the configured ones', async ({ browser, app }) => {
  await app.server.whileStopped(async (db) => {
    await db.delete(configs).where(eq(configs.key, 'systems'));
    await db.insert(configs).values({ companyId: 1, key: 'systems', type: 4, content: JSON.stringify([
      { name: 'Quản lý công việc', url: 'https://tasks.example.gov.vn', description: 'Dự án và công việc' },
      { name: 'Bad', url: 'javascript:alert(1)' },
    ]) });
  });
  for (const lang of ['vi', 'en'] as const) {
    const t = texts[lang];
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((language) => localStorage.setItem('language', language), lang);
    const page = await context.newPage();
    await page.goto('/task/project/4711');
    await expect(page.getByRole('heading', { level: 1, name: t.project })).toBeVisible();
    await expect(page.getByText('4711', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: t.home })).toHaveAttribute('href', '/');
    await expectAccessible(page, `task link (${lang})`);
    await screenshot(page, `task-project-${lang}`);

    await new LoginPage(page, lang).signInAsAdmin();
    await page.goto('/task/job/12');
    await page.getByRole('link', { name: t.systems }).click();
    await expect(page).toHaveURL(/\/systems$/);
    const systems = page.getByRole('list', { name: lang === 'vi' ? 'Các hệ thống' : 'Systems' });
    await expect(systems.getByRole('link', { name: 'Quản lý công việc' })).toHaveAttribute('href', 'https://tasks.example.gov.vn');
    await expect(systems.getByRole('link', { name: 'Bad' })).toHaveCount(0);
    await expect(systems.getByRole('link', { name: new RegExp(t.thisSystem) })).toHaveAttribute('href', '/');
    await expectAccessible(page, `system chooser (${lang})`);
    await screenshot(page, `systems-${lang}`);
    await context.close();
  }
});
