import type { Browser } from '@playwright/test';
import { DesignerPage } from './pages/designer-page';
import { LoginPage } from './pages/login-page';
import { PublicFormPage } from './pages/public-form-page';
import { StatisticsPage } from './pages/statistics-page';
import { switchOn } from './pages/toggle';
import { ApiProbe } from './support/api-probe';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import type { Lang } from './support/languages';

/** A context whose pages start in `lang` until the person switches (the switch is then kept). */
async function startingIn(browser: Browser, lang: Lang, permissions: string[] = []) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, permissions });
  await context.addInitScript((language) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', language);
  }, lang);
  return context;
}

const english = (label: string) => `${label} (tiếng Anh)`;

test('an author writes a form in Vietnamese and English; a citizen answers in English; the results read in English', async ({ browser, app }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const title = `Khảo sát đi lại ${stamp}`;
  const titleEn = `Travel survey ${stamp}`;

  // The author builds the form in Vietnamese, turns English on and writes the English texts under the Vietnamese ones.
  const authorContext = await startingIn(browser, 'vi', ['clipboard-read', 'clipboard-write']);
  const author = await authorContext.newPage();
  await new LoginPage(author, 'vi').open();
  await new LoginPage(author, 'vi').signInAsAdmin();
  const designer = new DesignerPage(author, 'vi');
  await designer.openNew();
  await designer.setTitle(title);
  await designer.addQuestion('radio', 1, 'Bạn đi làm bằng gì?');
  await designer.setOptions(1, ['Xe buýt', 'Xe đạp', 'Đi bộ']);

  await designer.openTab('settings');
  await switchOn(author.getByRole('switch', { name: 'Biểu mẫu có cả tiếng Anh', exact: true }));
  const gaps = author.getByRole('note');
  await expect(gaps).toContainText('chưa có bản tiếng Anh');
  await expect(gaps).toContainText('“Xe buýt”');
  await expectAccessible(author, 'designer settings with English');
  await screenshot(author, 'bilingual-settings-vi');

  await designer.openTab('design');
  await author.getByRole('textbox', { name: english('Tiêu đề biểu mẫu'), exact: true }).fill(titleEn);
  const question = await designer.edit(1);
  await question.textbox(english(designer.t.questionTitle(1))).fill('How do you get to work?');
  await question.textbox(english(designer.t.item('option', 1, 1))).fill('Bus');
  await question.textbox(english(designer.t.item('option', 2, 1))).fill('Bicycle');
  await expectAccessible(author, 'designer with English fields');
  await screenshot(author, 'bilingual-designer-vi');
  await designer.save();
  await designer.publish();
  await designer.openTab('settings');
  // what is still only in Vietnamese: the section title and the third option; saving was not refused
  await expect(author.getByRole('note')).toContainText('“Đi bộ”');
  await expect(author.getByRole('note')).not.toContainText('“Xe buýt”');
  const shortLink = await designer.copyShortLink();
  const formId = designer.formId();

  // A citizen opens the link in Vietnamese, chooses English on the form and answers.
  const citizenContext = await startingIn(browser, 'vi');
  const citizen = await citizenContext.newPage();
  await citizen.goto(shortLink);
  await expect(citizen.getByRole('heading', { name: title })).toBeVisible();
  await expect(citizen.getByRole('radiogroup', { name: 'Bạn đi làm bằng gì?' })).toBeVisible();
  await screenshot(citizen, 'bilingual-form-vi');
  await citizen.getByRole('radiogroup', { name: 'Ngôn ngữ của biểu mẫu' }).getByRole('radio', { name: /^EN/ }).click();
  await expect(citizen.getByRole('heading', { name: titleEn })).toBeVisible();
  const radios = citizen.getByRole('radiogroup', { name: 'How do you get to work?' });
  for (const option of ['Bus', 'Bicycle', 'Đi bộ']) await expect(radios.getByRole('radio', { name: option, exact: true })).toBeVisible();
  await expectAccessible(citizen, 'bilingual form in English');
  await screenshot(citizen, 'bilingual-form-en');
  const form = new PublicFormPage(citizen, 'en');
  await form.choose('How do you get to work?', 'Bus');
  await form.submit();
  await form.expectSavedOnDevice();
  const probe = await ApiProbe.signIn(app.server.port);
  await expect.poll(() => probe.responseCount(title), { timeout: 30_000 }).toBe(1);
  await probe.dispose();

  // The author reads the results in English: the question and its options carry their English texts.
  await author.getByRole('radiogroup', { name: 'Ngôn ngữ', exact: true }).getByRole('radio', { name: /^EN/ }).click();
  // the switch takes effect once the English catalogues of the page are there (D60): then the choice is kept
  await expect(author.getByRole('radiogroup', { name: 'Language', exact: true }).getByRole('radio', { name: /^EN/ })).toBeChecked();
  const results = new StatisticsPage(author, 'en');
  await author.goto(`/forms/${formId}/results`);
  await expect(author.getByRole('heading', { level: 1, name: titleEn })).toBeVisible();
  await results.openTab('questions');
  const figures = await results.figures('How do you get to work?');
  expect(await results.rowCells(figures, 'Bus')).toContain('1');
  await expect(figures.getByRole('rowheader', { name: 'Bicycle', exact: true })).toBeVisible();
  await expectAccessible(author, 'results in English');
  await screenshot(author, 'bilingual-results-en');
});
