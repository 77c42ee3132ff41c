import { DesignerPage } from './pages/designer-page';
import { LoginPage } from './pages/login-page';
import { AnsweringApi } from './support/answering-api';
import { expect, expectAccessible, test } from './support/fixtures';
import type { Lang } from './support/languages';

const texts = {
  vi: {
    twoLevel: 'Hai cấp, từ 01/07/2025 (34 tỉnh/thành phố)', threeLevel: 'Ba cấp, trước 01/07/2025 (63 tỉnh/thành phố)',
    provinceCommune: 'Tỉnh/thành phố và phường/xã', provinceOnly: 'Chỉ tỉnh/thành phố', threeLevels: 'Tỉnh/thành phố, quận/huyện, phường/xã',
  },
  en: {
    twoLevel: 'Two levels, since 1 July 2025 (34 provinces)', threeLevel: 'Three levels, before 1 July 2025 (63 provinces)',
    provinceCommune: 'Province and commune', provinceOnly: 'Province only', threeLevels: 'Province, district, commune',
  },
} as const;

test.beforeAll(async ({ app }) => {
  const admin = await AnsweringApi.signIn(app.server.port);
  await admin.importLocalities();
  await admin.dispose();
});

for (const lang of ['vi', 'en'] as const satisfies readonly Lang[]) {
  test(`the author chooses the list of an address element: the shipped two-level list by default, the imported three-level one on demand (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = texts[lang];
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript((language) => localStorage.setItem('language', language), lang);
    await new LoginPage(page, lang).signInAsAdmin();
    const designer = new DesignerPage(page, lang);
    await designer.openNew();
    const editor = await designer.addElement('address', 1);
    const list = editor.region.getByRole('radiogroup', { name: designer.t.field('localityList', 1), exact: true });
    const levels = editor.region.getByRole('radiogroup', { name: designer.t.field('addressLevels', 1), exact: true });

    // a new element: the two-level list, province and commune; no district to choose
    await expect(list.getByRole('radio', { name: t.twoLevel })).toBeChecked();
    await expect(levels.getByRole('radio')).toHaveCount(2);
    await expect(levels.getByRole('radio', { name: t.provinceOnly })).not.toBeChecked();
    await expect(levels.getByRole('radio', { name: t.provinceCommune })).toBeChecked();
    await expectAccessible(page, `address element, two-level list (${lang})`);

    // the three-level list, imported, is offered: choosing it offers the district level
    await list.getByText(t.threeLevel, { exact: true }).click();
    await expect(list.getByRole('radio', { name: t.threeLevel })).toBeChecked();
    await levels.getByText(t.threeLevels, { exact: true }).click();
    await expect(levels.getByRole('radio', { name: t.threeLevels })).toBeChecked();

    // back to the two-level list: the district level is dropped
    await list.getByText(t.twoLevel, { exact: true }).click();
    await expect(levels.getByRole('radio', { name: t.provinceCommune })).toBeChecked();
    await expectAccessible(page, `address element, back to the two-level list (${lang})`);
  });
}
