import type { Locator, Page } from '@playwright/test';
import type { FormDesignInput } from '#core/forms';
import { DesignerPage } from './pages/designer-page';
import { LoginPage } from './pages/login-page';
import { AnsweringApi } from './support/answering-api';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import { contextIn, type Lang } from './support/languages';

const desktop = { width: 1280, height: 800 };
const phone = { width: 360, height: 740 };

const texts = {
  vi: {
    outline: 'Cấu trúc biểu mẫu', editor: 'Trình sửa câu hỏi',
    hint: 'Chọn một câu hỏi trong cấu trúc bên trái để sửa nó ở đây. Câu hỏi mới thêm cũng mở ở đây.',
    preview: 'Xem trước biểu mẫu như người trả lời', previewBanner: 'Đây là bản xem trước như người trả lời nhìn thấy',
    page: (p: number) => `Phần khảo sát ${p}`, question: (n: number) => `Ý kiến số ${n} về dịch vụ công`,
    option: (o: number) => `Mức ${o}`, welcome: 'Chào mừng bạn', thanks: 'Cảm ơn bạn',
  },
  en: {
    outline: 'Form structure', editor: 'Question editor',
    hint: 'Choose a question in the structure on the left to edit it here. A question you add opens here too.',
    preview: 'Preview the form as respondents see it', previewBanner: 'This is a preview as respondents see the form',
    page: (p: number) => `Survey part ${p}`, question: (n: number) => `Opinion number ${n} about public services`,
    option: (o: number) => `Level ${o}`, welcome: 'Welcome', thanks: 'Thank you',
  },
} as const;

/** Two sections of nine questions each, welcome and thank-you pages on: the size of a real survey. */
function surveyDesign(title: string, lang: Lang): FormDesignInput {
  const t = texts[lang];
  const section = (p: number) => ({
    id: `p${p}`, title: t.page(p),
    elements: Array.from({ length: 9 }, (_, i) => {
      const n = (p - 1) * 9 + i + 1;
      return i % 2 === 0
        ? { id: `q${n}`, kind: 'text' as const, title: t.question(n), description: `<p>${t.question(n)}</p>`, maxLength: 200 }
        : { id: `q${n}`, kind: 'radio' as const, title: t.question(n), options: [1, 2, 3, 4].map((o) => ({ id: `o${o}`, label: t.option(o) })) };
    }),
  });
  return { title, phases: [section(1), section(2)], welcome: { title: t.welcome }, thankYou: { title: t.thanks } };
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

/** A full-page picture taken from the top, so the sticky tab row and save bar sit where the author sees them. */
async function pictureFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

for (const lang of ['vi', 'en'] as const) {
  test(`the designer uses a desktop's width: structure and editor side by side, one column on a phone (${lang})`, async ({ browser, app }) => {
    test.setTimeout(120_000);
    const t = texts[lang];
    const admin = await AnsweringApi.signIn(app.server.port);
    const formId = await admin.createUnpublished(surveyDesign(`${t.page(0)} ${Date.now()}`, lang));
    const context = await contextIn(browser, lang, desktop);
    const page = await context.newPage();
    try {
      await new LoginPage(page, lang).signInAsAdmin();
      const designer = new DesignerPage(page, lang);
      await designer.open(formId);

      // at 1,280 px: the structure on the left, the editor's column on the right, level with it
      const outline = page.getByRole('region', { name: t.outline, exact: true });
      const editorPane = page.getByRole('region', { name: t.editor, exact: true });
      await expect(editorPane.getByText(t.hint)).toBeVisible();
      // level once the page has settled (a notice above one column may still come in as it opens)
      await expect.poll(async () => Math.abs((await box(outline)).y - (await box(editorPane)).y)).toBeLessThan(2);
      const left = await box(outline);
      const right = await box(editorPane);
      expect(left.x + left.width).toBeLessThanOrEqual(right.x);
      expect(right.width).toBeGreaterThan(500);

      // choosing question 12 (second section) in the structure opens its editor beside it, with the cursor in its title
      const row = designer.elementRows().nth(11);
      await row.getByText('12.', { exact: true }).click();
      const editor = editorPane.getByRole('region', { name: designer.t.question(12), exact: true });
      await expect(editor).toBeVisible();
      await expect(editor.getByRole('textbox', { name: designer.t.questionTitle(12), exact: true })).toBeFocused();
      await expect(editor.getByRole('textbox', { name: designer.t.questionTitle(12), exact: true })).toHaveValue(t.question(12));
      await expect(row).toHaveAttribute('aria-selected', 'true');
      await expect(editorPane.getByText(t.hint)).toBeHidden();
      const opened = await box(editor);
      expect(opened.x).toBeGreaterThanOrEqual(left.x + left.width);

      // the page is about one screen high (it was over 5,000 px), and each column scrolls on its own
      expect(await pageHeight(page)).toBeLessThan(2 * desktop.height);
      const pageScroll = () => page.evaluate(() => window.scrollY);
      const scrolledBefore = await pageScroll();
      const lastField = outline.getByRole('textbox').last();
      await expect(lastField).not.toBeInViewport();
      await outline.evaluate((column) => column.scrollTo({ top: column.scrollHeight }));
      await expect(lastField).toBeInViewport();
      await expect(editor).toBeInViewport();
      expect(await pageScroll()).toBe(scrolledBefore);
      await expectAccessible(page, `designer split, question 12 open (${lang})`);
      await pictureFromTop(page, `designer-split-desktop-${lang}`);

      // the keyboard way: Enter on another question's card opens it; Close takes focus back to the card
      const row3 = designer.elementRows().nth(2);
      await row3.focus();
      await page.keyboard.press('Enter');
      const editor3 = editorPane.getByRole('region', { name: designer.t.question(3), exact: true });
      await expect(editor3.getByRole('textbox', { name: designer.t.questionTitle(3), exact: true })).toBeFocused();
      await expect(row3).toHaveAttribute('aria-selected', 'true');
      await expect(row).toHaveAttribute('aria-selected', 'false');
      await editor3.getByRole('button', { name: new RegExp(`${designer.t.question(3)}$`, 'i') }).click();
      await expect(editorPane.getByText(t.hint)).toBeVisible();
      await expect(row3).toBeFocused();

      // with no question open, the editor's column offers the live preview
      await pictureFromTop(page, `designer-split-nothing-open-${lang}`);
      await editorPane.getByRole('button', { name: t.preview, exact: true }).click();
      await expect(designer.tab('preview')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText(t.previewBanner)).toBeVisible();
      await designer.openTab('design');

      // on a phone: one column as before, the editor opens under its section's list
      await page.setViewportSize(phone);
      await expect(outline).toHaveCount(0);
      await expect(editorPane).toHaveCount(0);
      await designer.elementRows().nth(1).getByText('2.', { exact: true }).click();
      const phoneEditor = designer.question(2);
      await expect(phoneEditor).toBeVisible();
      const list = await box(page.getByRole('grid').first());
      const below = await box(phoneEditor);
      expect(below.y).toBeGreaterThanOrEqual(list.y + list.height);
      expect(Math.abs(below.x - list.x)).toBeLessThan(16);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
      await expectAccessible(page, `designer one column, question 2 open, phone (${lang})`);
      await screenshot(page, `designer-split-phone-${lang}`);
    } finally {
      await context.close();
    }
  });
}
