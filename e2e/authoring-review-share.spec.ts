import type { Browser } from '@playwright/test';
import { createAccounts, signInAs, type Account } from './pages/accounts';
import { DesignerPage } from './pages/designer-page';
import { readForm } from './pages/form-api';
import { LoginPage } from './pages/login-page';
import { ShareTab } from './pages/share-tab';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import type { Lang } from './support/languages';

const phone = { width: 360, height: 740 };
/** New people for each run: the database lives as long as the worker, and the share search must find exactly one person. */
function newAccounts(): { author: Account; editor: Account } {
  const run = String(Date.now()).slice(-5);
  return {
    author: { username: `canbo.tacgia.${run}`, name: `Nguyễn Thị Tác Giả ${run}`, password: 'Tacgia2026x' },
    editor: { username: `canbo.bientap.${run}`, name: `Trần Văn Biên Tập ${run}`, password: 'Bientap2026x' },
  };
}

async function openIn(browser: Browser, lang: Lang) {
  const context = await browser.newContext({ viewport: phone });
  await context.addInitScript((language) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', language);
  }, lang);
  return context;
}

test.use({ actionTimeout: 15_000 });

test('an author without review rights publishes through review, shares with an editor, and sees the editor\'s change in the history', async ({ browser, app }) => {
  test.setTimeout(240_000);
  const { author, editor } = newAccounts();
  await createAccounts(app, [author, editor]);
  const title = `Lấy ý kiến về giờ tiếp dân ${Date.now()}`;

  // the author builds and saves a form, then enables it: it waits for content review
  const authorContext = await openIn(browser, 'vi');
  const authorPage = await authorContext.newPage();
  await signInAs(authorPage, author, 'vi');
  const designer = new DesignerPage(authorPage, 'vi');
  await designer.openNew();
  await designer.setTitle(title);
  await designer.addQuestion('text', 1, 'Họ và tên');
  await designer.addQuestion('radio', 2, 'Giờ tiếp dân hiện nay có phù hợp không?');
  await designer.setOptions(2, ['Phù hợp', 'Chưa phù hợp']);
  await designer.save();
  const formId = designer.formId();
  await designer.enable('awaitingReview');
  await expect(authorPage.getByText(/^Biểu mẫu đang chờ người duyệt. Nó sẽ được xuất bản khi được phê duyệt;/)).toBeVisible();
  await expectAccessible(authorPage, 'settings awaiting review');
  await screenshot(authorPage, 'settings-awaiting-review-vi');
  expect((await readForm(authorPage.request, formId)).status).toBe(3);

  // the short link does not open it yet
  await designer.openTab('share');
  const share = new ShareTab(authorPage, 'vi');
  await expect(authorPage.getByText(share.t.notPublished)).toBeVisible();
  const shortLink = await share.shortLink();
  const citizenContext = await openIn(browser, 'en');
  const citizen = await citizenContext.newPage();
  await citizen.goto(shortLink);
  await expect(citizen.getByRole('heading', { name: 'Form awaiting content review' })).toBeVisible();
  await expectAccessible(citizen, 'public form awaiting review');
  await screenshot(citizen, 'public-form-awaiting-review-en');

  // an administrator approves it from the review queue
  const adminContext = await openIn(browser, 'vi');
  const admin = await adminContext.newPage();
  await new LoginPage(admin, 'vi').signInAsAdmin();
  await admin.goto('/management/review');
  await expect(admin.getByRole('heading', { level: 1, name: 'Duyệt biểu mẫu' })).toBeVisible();
  const queued = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: title }) });
  await expect(queued.getByText(author.name)).toBeVisible();
  await expectAccessible(admin, 'review queue');
  await screenshot(admin, 'review-queue-vi');
  await queued.getByRole('button', { name: `Xem và duyệt ${title}` }).click();
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(admin.getByText(`Người tạo: ${author.name}`, { exact: false })).toBeVisible();
  await expect(admin.getByText('Giờ tiếp dân hiện nay có phù hợp không?')).toBeVisible();
  await expectAccessible(admin, 'review detail');
  await screenshot(admin, 'review-detail-vi');
  await admin.getByRole('button', { name: 'Phê duyệt và xuất bản' }).click();
  await expect(admin.getByText(`Đã phê duyệt “${title}”. Biểu mẫu đã được xuất bản.`)).toBeVisible();
  await expect(admin.getByRole('heading', { name: title })).toHaveCount(0);

  // now the short link opens the form
  await citizen.reload();
  await expect(citizen.getByRole('heading', { name: title })).toBeVisible();
  await expect(citizen.getByRole('textbox', { name: 'Họ và tên' })).toBeVisible();

  // the owner shares it with an editor; the same person a second time is refused with the SPEC message
  const secondTab = await authorContext.newPage();
  const secondDesigner = new DesignerPage(secondTab, 'vi');
  await secondDesigner.open(formId);
  await secondDesigner.openTab('share');
  const secondShare = new ShareTab(secondTab, 'vi');
  await secondShare.choose(editor.name);
  await designer.open(formId);
  await expect(authorPage.getByText('Trạng thái: Đang xuất bản').first()).toBeVisible();
  await designer.openTab('share');
  await expect(authorPage.getByText(share.t.notPublished)).toHaveCount(0);
  await share.add(editor.name, 'editor');
  await expect(share.people().getByRole('listitem').filter({ hasText: editor.name }).getByRole('combobox')).toHaveValue('1');
  await secondShare.pressAdd('editor');
  await expect(secondTab.getByText(secondShare.t.alreadyShared)).toBeVisible();
  await expectAccessible(secondTab, 'share already listed');
  await screenshot(secondTab, 'share-already-listed-vi');
  await secondTab.close();
  // the same refusal in English, straight from the server
  const listed = await authorPage.request.get(`/api/v1/form/get-list-user-permissions-by-formid/${formId}`, { headers: { 'x-company-id': '1' } });
  const editorId = ((await listed.json()) as { responseData: { userId: number }[] }).responseData[0]?.userId;
  const again = await authorPage.request.post('/api/v1/form/update-user-form-permissions-edited', {
    headers: { 'x-company-id': '1', 'accept-language': 'en' },
    data: { formId, add: [{ userId: editorId, permission: 1 }] },
  });
  expect(again.status()).toBe(400);
  expect(JSON.stringify(await again.json())).toContain('This user is already on the share list');

  // the editor finds it under "Shared with me", changes a question and saves
  const editorContext = await openIn(browser, 'vi');
  const editorPage = await editorContext.newPage();
  await signInAs(editorPage, editor, 'vi');
  await editorPage.goto('/forms/shared');
  await expect(editorPage.getByRole('heading', { level: 1, name: 'Được chia sẻ với tôi' })).toBeVisible();
  const sharedCard = editorPage.getByRole('listitem').filter({ has: editorPage.getByRole('heading', { name: title }) });
  await expect(sharedCard.getByText(`${author.name} · Người chỉnh sửa`)).toBeVisible();
  await expectAccessible(editorPage, 'shared with me');
  await screenshot(editorPage, 'shared-with-me-vi');
  await sharedCard.getByRole('link', { name: `Mở ${title}` }).click();
  const editorDesigner = new DesignerPage(editorPage, 'vi');
  await expect(editorDesigner.formTitle()).toHaveValue(title);
  await (await editorDesigner.edit(1)).setTitle('Họ và tên đầy đủ');
  await editorDesigner.save();
  await editorDesigner.openTab('settings');
  await expect(editorPage.getByText('Chỉ chủ sở hữu mới bật hoặc tắt được biểu mẫu.')).toBeVisible();

  // the owner's history shows the editor's edit; the change waits for review (decision 1)
  await designer.open(formId);
  await designer.openTab('history');
  const latest = authorPage.getByRole('listitem').filter({ has: authorPage.getByRole('heading', { name: /Hiện tại/ }) });
  await expect(latest.getByText(new RegExp(`^Sửa bởi ${editor.name} lúc`))).toBeVisible();
  await expect(latest.getByText('Đã sửa câu hỏi “Họ và tên đầy đủ”')).toBeVisible();
  await expectAccessible(authorPage, 'history edited by editor');
  await screenshot(authorPage, 'history-edited-by-editor-vi');
  expect((await readForm(authorPage.request, formId)).status).toBe(3);
  // meanwhile respondents keep the approved version: the old question, the form open
  await citizen.reload();
  await expect(citizen.getByRole('textbox', { name: 'Họ và tên', exact: true })).toBeVisible();
  await expect(citizen.getByRole('textbox', { name: 'Họ và tên đầy đủ' })).toHaveCount(0);
  // and the reviewer is told so beside the change
  await admin.goto(`/management/review?form=${String(formId)}`);
  await expect(admin.getByText(/Người trả lời vẫn dùng phiên bản đã duyệt \d+ cho đến khi bạn phê duyệt thay đổi này/)).toBeVisible();
  await expectAccessible(admin, 'review of a change to a published form');
  await screenshot(admin, 'review-change-of-published-vi');

  for (const context of [authorContext, citizenContext, adminContext, editorContext]) await context.close();
});
