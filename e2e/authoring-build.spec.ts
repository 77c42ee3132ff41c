import type { Locator, Page } from '@playwright/test';
import { DesignerPage } from './pages/designer-page';
import type { TabName } from './pages/designer-texts';
import { addEveryElement, everyElement, provinces } from './pages/every-element';
import { expectEveryElement } from './pages/every-element-check';
import { readForm } from './pages/form-api';
import { LoginPage } from './pages/login-page';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import type { Lang } from './support/languages';

const phone = { width: 360, height: 740 };
const desktop = { width: 1280, height: 900 };
const tabs: readonly TabName[] = ['design', 'history', 'logic', 'settings', 'share', 'feedback'];
const covers = { welcome: 'Chào mừng bạn đến với cuộc khảo sát', thankYou: 'Cảm ơn bạn đã tham gia' };
const titleOf = (kind: (typeof everyElement)[number]['kind']) => everyElement.find((e) => e.kind === kind)?.title ?? '';
const numberOf = (kind: (typeof everyElement)[number]['kind']) => everyElement.findIndex((e) => e.kind === kind) + 1;

/** What each tab shows once its content has loaded. */
const tabReady: Record<TabName, (page: Page, lang: Lang) => Locator> = {
  design: (page, lang) => page.getByRole('heading', { name: lang === 'vi' ? 'Thông tin biểu mẫu' : 'About the form' }),
  history: (page, lang) => page.getByRole('heading', { name: lang === 'vi' ? 'Phiên bản 2' : 'Version 2' }),
  logic: (page, lang) => page.getByRole('heading', { name: lang === 'vi' ? 'Quy tắc 1' : 'Rule 1', exact: true }),
  settings: (page, lang) => page.getByRole('heading', { name: lang === 'vi' ? 'Bật hoặc tắt biểu mẫu' : 'Enable or disable the form' }),
  share: (page, lang) => page.getByText(lang === 'vi' ? 'Biểu mẫu chưa được chia sẻ với ai.' : 'The form is not shared with anyone yet.'),
  feedback: (page, lang) => page.getByText(lang === 'vi' ? 'Chưa có báo cáo lỗi nào cho biểu mẫu này.' : 'No problem has been reported for this form.'),
  preview: (page, lang) => page.getByText(lang === 'vi' ? 'Đây là bản xem trước như người trả lời nhìn thấy' : 'This is a preview as respondents see the form'),
};

async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.evaluate((language) => localStorage.setItem('language', language), lang);
}

test.use({ actionTimeout: 15_000 });

test('an administrator builds a form with every element kind, a rule, a table and cover pages; all of it is stored', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(phone);
  await new LoginPage(page, 'vi').signInAsAdmin();
  const designer = new DesignerPage(page, 'vi');
  await designer.openNew();
  const title = `Khảo sát thủ tục hành chính ${Date.now()}`;
  await designer.setTitle(title);
  await designer.setCover('welcome', covers.welcome);
  await addEveryElement(designer);

  // one rule: (question 11 is "Rồi") or (question 5 > 5) shows question 12
  await designer.openTab('logic');
  const rule = await designer.logic.addRule();
  await designer.logic.condition(rule, 1, titleOf('radio'), 'eq', 'Rồi');
  await designer.logic.addCondition(rule);
  await designer.logic.condition(rule, 2, titleOf('number'), 'gt', 5);
  await designer.logic.join(rule, 'or');
  await designer.logic.show(rule, [titleOf('checkbox')]);
  await designer.openTab('design');
  await designer.setCover('thankYou', covers.thankYou);
  await designer.save();
  const formId = designer.formId();

  // after a reload the designer shows what was stored
  await page.reload();
  await expect(designer.formTitle()).toHaveValue(title);
  await expect(designer.elementRows()).toHaveCount(everyElement.length);
  const number = await designer.edit(numberOf('number'));
  await expect(number.fieldBox('max')).toHaveValue('20');
  await expect(number.fieldBox('unit')).toHaveValue('người');
  const dropdown = await designer.edit(numberOf('dropdown'));
  for (const [index, province] of provinces.entries()) {
    await expect(dropdown.textbox(designer.t.item('option', index + 1, dropdown.n))).toHaveValue(province);
  }
  const table = await designer.edit(numberOf('table'));
  await expect(table.textbox(designer.t.columnOption(table.n, 1, 2))).toHaveValue('Con');
  await expect(table.textbox(designer.t.rowLabel(table.n, 2))).toHaveValue('Người thứ hai');
  await expect(designer.coverTitle('welcome')).toHaveValue(covers.welcome);
  await expect(designer.coverTitle('thankYou')).toHaveValue(covers.thankYou);
  await designer.openTab('logic');
  await expect(designer.logic.rule(1).getByText(
    `Khi Câu ${numberOf('radio')}: ${titleOf('radio')} bằng “Rồi” hoặc Câu ${numberOf('number')}: ${titleOf('number')} lớn hơn 5 thì hiện Câu ${numberOf('checkbox')}: ${titleOf('checkbox')}`,
  )).toBeVisible();

  // and the server holds the whole design
  expectEveryElement((await readForm(page.request, formId)).design, covers);

  // a second save is told apart in the history: what changed, from what to what
  await designer.openTab('design');
  const first = await designer.edit(1);
  await first.setTitle('Họ và tên người khai');
  await designer.save();
  await designer.openTab('history');
  const latest = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Phiên bản 2' }) });
  await expect(latest.getByText('Đã sửa câu hỏi “Họ và tên người khai”')).toBeVisible();
  await expect(latest.getByText('tiêu đề: “Họ và tên” → “Họ và tên người khai”', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Khôi phục phiên bản này (phiên bản 1)' })).toBeVisible();

  // every tab, on a phone, in both languages
  for (const lang of ['vi', 'en'] as const) {
    await useLanguage(page, lang);
    const localized = new DesignerPage(page, lang);
    await localized.open(formId);
    for (const tab of tabs) {
      await localized.openTab(tab);
      if (tab === 'design') await localized.edit(numberOf('table'));
      await expect(tabReady[tab](page, lang)).toBeVisible();
      await expectAccessible(page, `designer ${tab} ${lang}`);
      await screenshot(page, `designer-${tab}-${lang}`);
    }
  }
  await useLanguage(page, 'vi');
  await page.setViewportSize(desktop);
  const wide = new DesignerPage(page, 'vi');
  await wide.open(formId);
  await wide.edit(numberOf('table'));
  await expectAccessible(page, 'designer design desktop');
  await screenshot(page, 'designer-design-desktop-vi');
});
