import { eq } from 'drizzle-orm';
import { answers, responses } from '#server/db/schema/index';
import { AnswerPage } from '../pages/answer-page';
import { samplePng } from '../pages/sample-image';
import { AnsweringApi } from '../support/answering-api';
import { everyKindDesign, everyKindTitles as q } from '../support/answering-designs';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import type { Lang } from '../support/languages';

const runs = [
  { screen: 'phone', lang: 'vi', context: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
  { screen: 'desktop', lang: 'en', context: { viewport: { width: 1280, height: 900 } } },
] as const satisfies readonly { screen: string; lang: Lang; context: object }[];

const attachment = { name: 'giay-to-tuy-than.png', mimeType: 'image/png', buffer: samplePng(200, 100) };

let imageUrl = '';

test.beforeAll(async ({ app }) => {
  const admin = await AnsweringApi.signIn(app.server.port);
  await admin.importLocalities();
  imageUrl = await admin.uploadImage('so-do.png', samplePng());
  await admin.dispose();
});

for (const run of runs) {
  test(`a citizen answers one question of every kind and the server stores each answer (${run.screen}, ${run.lang})`, async ({ browser, app }) => {
    test.setTimeout(150_000);
    const admin = await AnsweringApi.signIn(app.server.port);
    const form = await admin.publish(everyKindDesign(`Phiếu đủ loại câu hỏi ${run.screen} ${Date.now()}`, imageUrl));

    const context = await browser.newContext(run.context);
    await context.addInitScript((lang) => localStorage.setItem('language', lang), run.lang);
    const page = await context.newPage();
    const citizen = new AnswerPage(page, run.lang);
    const t = citizen.t;
    await citizen.open(form.shortUrl);
    await expect(page.getByRole('heading', { level: 1, name: form.design.title })).toBeVisible();
    await expectAccessible(page, `every kind, empty (${run.screen})`);

    // Content elements show what the author put there, the stored image included.
    await expect(page.getByRole('heading', { level: 2, name: q.title })).toBeVisible();
    await expect(page.getByText('Cảm ơn bạn đã dành thời gian góp ý.')).toBeVisible();
    const picture = page.getByRole('img', { name: 'Tầng 1, quầy số 3' });
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);
    await expect(page.locator(`iframe[title="${q.video}"]`)).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);

    // Submitting empty: every required question says so, and the first one gets the focus.
    await citizen.submit();
    const required = [
      citizen.textbox(q.text), citizen.textbox(q.phone), citizen.textbox(q.number),
      page.getByRole('group', { name: q.date, exact: true }),
      page.getByRole('radiogroup', { name: q.radio, exact: true }), page.getByRole('group', { name: q.radioGrid, exact: true }),
    ];
    for (const control of required) await expect(citizen.errorOf(control)).toHaveText(t.requiredMessage);
    await expect(citizen.errorOf(citizen.addressBox(t.province))).toHaveText(t.requiredMessage);
    await expect(page.getByText(t.fixProblems(7))).toBeVisible();
    await expect(citizen.textbox(q.text)).toBeFocused();
    await expect(citizen.textbox(q.text)).toHaveAccessibleDescription(new RegExp(t.requiredMessage));
    await expectAccessible(page, `every kind, required errors (${run.screen})`);
    await screenshot(page, `answering-every-kind-errors-${run.screen}-${run.lang}`);

    // Text-like questions, typed.
    await citizen.type(q.text, 'Nguyễn Văn An');
    await citizen.type(q.email, 'an.nguyen@example.vn');
    await citizen.type(q.phone, '0912 345 678');
    await citizen.type(q.nationalId, '001085012345');
    // A number out of range is refused with core's message, then corrected.
    await citizen.type(q.number, '20');
    await expect(citizen.errorOf(citizen.textbox(q.number))).toHaveText(t.range(1, 10));
    await citizen.type(q.number, '4');
    await expect(citizen.errorOf(citizen.textbox(q.number))).toHaveCount(0);
    await citizen.type(q.decimal, run.lang === 'vi' ? '45,5' : '45.5');

    // Dates typed segment by segment.
    await citizen.typeDate(q.date, { day: '15', month: '08', year: '2030' });
    await citizen.typeDate(q.datetime, { day: '16', month: '08', year: '2030', hour: '09', minute: '30' });

    // The address cascade, searched without accents.
    await expect(citizen.addressBox(t.district)).toBeDisabled();
    await citizen.chooseAddress(t.province, 'ha noi', 'Thành phố Hà Nội');
    await citizen.chooseAddress(t.district, 'ba dinh', 'Quận Ba Đình');
    await citizen.chooseAddress(t.commune, 'phuc xa', 'Phường Phúc Xá');

    await citizen.attach(q.attachment, attachment);

    // Choices: "other" with its text, a checkbox limit, a short list, yes/no, scale, rating by arrow keys.
    await citizen.choose(q.radio, 'Ý kiến khác');
    await citizen.type(t.otherText, 'Qua cổng dịch vụ công');
    await citizen.tick(citizen.checkbox('Truyền hình', q.checkbox));
    await citizen.tick(citizen.checkbox('Mạng xã hội', q.checkbox));
    await citizen.tick(citizen.checkbox('Người quen', q.checkbox));
    await expect(citizen.errorOf(citizen.checkbox('Người quen'))).toHaveText(t.tooManyChoices(2));
    await citizen.tick(citizen.checkbox('Người quen', q.checkbox), false);
    await expect(citizen.errorOf(citizen.checkbox('Người quen'))).toHaveCount(0);
    await citizen.select(q.dropdown, 'Đà Nẵng');
    await citizen.choose(q.boolean, 'Không cần');
    await citizen.choose(q.linearScale, '5');
    await citizen.radio(q.rating, t.rating(1, 5)).focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(citizen.radio(q.rating, t.rating(4, 5))).toBeChecked();

    // Grids: one choice per row; several per row.
    await citizen.choose('Tiếp nhận', 'Tiếp nhận - Tốt');
    await citizen.choose('Xử lý', 'Xử lý - Trung bình');
    await citizen.choose('Trả kết quả', 'Trả kết quả - Tốt');
    await citizen.tick(citizen.checkbox('Đăng ký thường trú - Bản chính'));
    await citizen.tick(citizen.checkbox('Đăng ký thường trú - Bản sao'));
    await citizen.tick(citizen.checkbox('Cấp căn cước - Bản sao'));

    // The table's fixed rows, and the grid's rows added by the citizen.
    await citizen.choose('Người thứ nhất - Quan hệ với chủ hộ', 'Vợ hoặc chồng');
    await citizen.type('Người thứ nhất - Năm sinh', '1987');
    await citizen.choose('Người thứ hai - Quan hệ với chủ hộ', 'Con');
    await citizen.type('Người thứ hai - Năm sinh', '2012');
    await citizen.type(`${t.row(1)} - Nội dung`, 'Hỏi về hồ sơ thường trú');
    await page.getByRole('combobox', { name: `${t.row(1)} - Hình thức` }).selectOption({ label: 'Gọi điện' });
    await page.getByRole('button', { name: t.addRow, exact: true }).click();
    await citizen.type(`${t.row(2)} - Nội dung`, 'Nộp bổ sung giấy tờ');
    await page.getByRole('combobox', { name: `${t.row(2)} - Hình thức` }).selectOption({ label: 'Đến trực tiếp' });

    await expect(page.locator('.field-error:visible')).toHaveCount(0);
    await expectAccessible(page, `every kind, answered (${run.screen})`);
    await screenshot(page, `answering-every-kind-${run.screen}-${run.lang}`);

    // Sent: the thank-you page, then the outbox drains to the server.
    await citizen.submit();
    await expect(page.getByRole('heading', { name: t.thanks })).toBeVisible();
    await expect(citizen.syncStatus()).toHaveAccessibleName(t.noneWaiting, { timeout: 30_000 });
    await expect.poll(() => admin.responseCount(form.id), { timeout: 30_000 }).toBe(1);
    await expectAccessible(page, `every kind, thank-you (${run.screen})`);
    await admin.dispose();
    await context.close();

    // The server's truth, from its database: one response, each answer as the citizen gave it.
    let stored: Record<string, unknown> = {};
    let count = -1;
    await app.server.whileStopped(async (db) => {
      count = (await db.select({ id: responses.id }).from(responses).where(eq(responses.formId, form.id))).length;
      const rows = await db.select({ elementId: answers.elementId, value: answers.value }).from(answers).where(eq(answers.formId, form.id));
      stored = Object.fromEntries(rows.map((row) => [row.elementId, row.value]));
    });
    expect(count).toBe(1);
    expect(stored).toMatchObject({
      text: 'Nguyễn Văn An',
      email: 'an.nguyen@example.vn',
      phone: '0912 345 678',
      nationalId: '001085012345',
      number: 4,
      decimal: 45.5,
      date: '2030-08-15',
      datetime: '2030-08-16T09:30',
      address: { province: '01', district: '001', commune: '00001' },
      radio: 'other:Qua cổng dịch vụ công',
      checkbox: ['tv', 'social'],
      dropdown: 'dn',
      boolean: false,
      linearScale: 5,
      rating: 4,
      radioGrid: { receive: 'good', process: 'fair', return: 'good' },
      checkboxGrid: { residence: ['original', 'copy'], idcard: ['copy'] },
      table: { 'first:relation': 'spouse', 'first:born': '1987', 'second:relation': 'child', 'second:born': '2012' },
      grid: { 'r1:topic': 'Hỏi về hồ sơ thường trú', 'r1:channel': 'phone', 'r2:topic': 'Nộp bổ sung giấy tờ', 'r2:channel': 'visit' },
    });
    const files = stored.attachment as { key?: string; name: string; size: number; type: string }[];
    expect(files).toEqual([{ key: expect.stringMatching(/^[0-9a-f]{32}\.png$/), name: attachment.name, size: attachment.buffer.length, type: 'image/png' }]);
    // display-only elements store nothing
    expect(Object.keys(stored).sort()).toEqual(Object.keys(q).filter((kind) => !['title', 'quote', 'image', 'video'].includes(kind)).sort());
  });
}
