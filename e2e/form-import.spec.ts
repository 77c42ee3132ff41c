import { workbook } from '../tests/server/form-import/xlsform-fixtures';
import { DesignerPage } from './pages/designer-page';
import { LoginPage } from './pages/login-page';
import { PublicFormPage } from './pages/public-form-page';
import { ApiProbe } from './support/api-probe';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import type { Lang } from './support/languages';

const texts = {
  vi: {
    refused: 'Không nhập được tệp này: Tệp này không phải biểu mẫu mà hệ thống nhập được (XLSForm .xlsx hoặc tệp JSON biểu mẫu)',
    open: 'Nhập biểu mẫu', create: 'Tạo biểu mẫu', questions: 'Số câu hỏi', notes: /Không chuyển được \(2\)/,
    typeNotMapped: 'Loại câu hỏi không có trong hệ thống', calculate: 'Phép tính (calculate) không được chuyển', download: (title: string) => `Tải JSON của biểu mẫu ${title}`,
  },
  en: {
    refused: 'This file cannot be imported: This file is not a form this site can import (an XLSForm .xlsx, or a form JSON file)',
    open: 'Import a form', create: 'Create form', questions: 'Questions', notes: /Not carried over \(2\)/,
    typeNotMapped: 'A question type this site does not have', calculate: 'A calculation was not carried over', download: (title: string) => `Download ${title} as JSON`,
  },
} as const;

/** A Kobo-style XLSForm: labels in Vietnamese and English, a group, a relevant, a constraint, and two rows the site cannot carry (two notes; the English labels become the form's English texts). */
function kobo(title: string) {
  return workbook([
    { name: 'survey', rows: [
      ['type', 'name', 'label::Vietnamese (vi)', 'label::English (en)', 'required', 'constraint', 'relevant', 'calculation'],
      ['begin_group', 'about', 'Về bạn', 'About you', null, null, null, null],
      ['text', 'full_name', 'Họ và tên', 'Full name', 'yes', null, null, null],
      ['integer', 'age', 'Tuổi', 'Age', null, '. >= 16 and . <= 100', null, null],
      ['select_one yes_no', 'used', 'Đã dùng dịch vụ?', 'Used the service?', 'yes', null, null, null],
      ['text', 'which', 'Dịch vụ nào?', 'Which service?', null, null, "${used} = 'yes'", null],
      ['end_group', null, null, null, null, null, null, null],
      ['geopoint', 'where', 'Vị trí', 'Location', null, null, null, null],
      ['calculate', 'double_age', null, null, null, null, null, '${age} * 2'],
    ] },
    { name: 'choices', rows: [['list_name', 'name', 'label::Vietnamese (vi)', 'label::English (en)'], ['yes_no', 'yes', 'Có', 'Yes'], ['yes_no', 'no', 'Không', 'No']] },
    { name: 'settings', rows: [['form_title', 'form_id'], [title, 'kobo_import']] },
  ]);
}

for (const lang of ['vi', 'en'] as Lang[]) {
  test(`an XLSForm is imported, published, answered by a citizen, and the answer is in the export (${lang})`, async ({ browser, app }) => {
    test.setTimeout(120_000);
    const t = texts[lang];
    const title = `Kobo ${lang} ${Date.now()}`;
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    await context.addInitScript((language) => { localStorage.setItem('language', language); }, lang);
    const author = await context.newPage();
    await new LoginPage(author, lang).open();
    await new LoginPage(author, lang).signInAsAdmin();

    await author.goto('/forms');
    await author.getByRole('link', { name: t.open, exact: true }).click();
    await expect(author.getByRole('heading', { level: 1, name: t.open })).toBeVisible();
    await expectAccessible(author, 'import a form');
    await author.locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a form') });
    await expect(author.getByRole('alert').filter({ hasText: t.refused })).toHaveText(t.refused);
    await expectAccessible(author, 'import refused');
    await author.locator('input[type="file"]').setInputFiles({ name: 'kobo.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await kobo(title) });

    const preview = author.getByRole('region', { name: lang === 'vi' ? 'Xem trước' : 'Preview' });
    await expect(preview.getByText(title, { exact: true })).toBeVisible();
    await expect(preview.getByRole('definition').nth(3)).toHaveText('4');
    const notes = author.getByRole('table', { name: t.notes });
    await expect(notes.getByRole('row').filter({ hasText: t.typeNotMapped })).toContainText('geopoint');
    await expect(notes.getByRole('row').filter({ hasText: t.calculate })).toContainText('${age} * 2');
    await expectAccessible(author, 'import preview');
    await screenshot(author, `form-import-preview-${lang}`);

    await author.getByRole('button', { name: t.create, exact: true }).click();
    await expect(author).toHaveURL(/\/forms\/\d+\/edit$/);
    const designer = new DesignerPage(author, lang);
    await expect(designer.formTitle()).toHaveValue(title);
    await designer.publish();
    const shortLink = await designer.copyShortLink();

    const citizenContext = await browser.newContext();
    await citizenContext.addInitScript((language) => { localStorage.setItem('language', language); }, lang);
    const citizen = await citizenContext.newPage();
    const form = new PublicFormPage(citizen, lang);
    await citizen.goto(shortLink);
    await expect(citizen.getByRole('heading', { name: title })).toBeVisible();
    // the XLSForm's English column made the form bilingual: each reader gets the labels of their language
    const [name, age, used, which, yes] = lang === 'vi'
      ? ['Họ và tên', 'Tuổi', 'Đã dùng dịch vụ?', 'Dịch vụ nào?', 'Có']
      : ['Full name', 'Age', 'Used the service?', 'Which service?', 'Yes'];
    await expect(form.field(which)).toHaveCount(0);
    await form.field(name).fill('Nguyễn Thị Hoa');
    await form.field(age).fill('42');
    await form.choose(used, yes);
    await form.field(which).fill('Cấp căn cước');
    await form.submit();
    await expect(citizen.getByRole('button', { name: form.t.submitAnother })).toBeVisible();

    const probe = await ApiProbe.signIn(app.server.port);
    await expect.poll(() => probe.responseCount(title)).toBe(1);
    const formId = Number(/\/forms\/(\d+)\/edit/.exec(author.url())?.[1]);
    expect(await probe.exportCsv(formId)).toContain('Cấp căn cước');

    await author.goto('/forms');
    const download = author.waitForEvent('download');
    await author.getByRole('button', { name: t.download(title) }).click();
    expect((await download).suggestedFilename()).toBe(`${title}.json`);
    await probe.dispose();
    await context.close();
    await citizenContext.close();
  });
}
