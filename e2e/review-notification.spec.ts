import { api } from '#core/api';
import { createAccounts, signInAs, type Account } from './pages/accounts';
import { LoginPage } from './pages/login-page';
import { NotificationsBell } from './pages/notifications';
import { settingsDesign } from './support/answering-designs';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import { contextIn, languageRuns } from './support/languages';

const runs = languageRuns;

test.use({ actionTimeout: 15_000 });

for (const run of runs) {
  test(`a reviewer approves a form and its author reads the notification (${run.lang}, ${run.screen})`, async ({ browser, app }) => {
    test.setTimeout(180_000);
    const stamp = String(Date.now()).slice(-6);
    const author: Account = { username: `tacgia.tb.${run.lang}.${stamp}`, name: `Tác Giả ${stamp}`, password: 'Tacgia2026x' };
    await createAccounts(app, [author]);
    const title = run.lang === 'vi' ? `Ý kiến về dịch vụ công ${stamp}` : `Public service survey ${stamp}`;
    const name = (what: string) => `review-notification-${what}-${run.lang}-${run.screen}`;

    // the author (no review right) publishes: the form waits for review; the bell has nothing unread
    const authorContext = await contextIn(browser, run.lang, run.viewport);
    const authorPage = await authorContext.newPage();
    await signInAs(authorPage, author, run.lang);
    const headers = { 'x-company-id': '1' };
    const created = await authorPage.request.post(api.formCreate, { headers, data: { design: settingsDesign(title, run.lang === 'vi' ? 'Họ và tên' : 'Your name', {}) } });
    expect(created.ok(), await created.text()).toBe(true);
    const formId = ((await created.json()) as { responseData: { id: number } }).responseData.id;
    const published = await authorPage.request.post(api.formPublish(formId), { headers });
    expect(((await published.json()) as { responseData: { status: number } }).responseData.status).toBe(3);
    const bell = new NotificationsBell(authorPage, run.lang);
    const t = bell.t;
    await authorPage.goto('/forms');
    await expect(bell.button(0)).toBeVisible();

    // the reviewer approves it in the review screen, after reading its timeline
    const reviewerContext = await contextIn(browser, run.lang, run.viewport);
    const reviewer = await reviewerContext.newPage();
    await new LoginPage(reviewer, run.lang).signInAsAdmin();
    // the reviewer is told too: the notification opens the form in the review screen
    const reviewerBell = new NotificationsBell(reviewer, run.lang);
    await reviewer.goto('/forms');
    await reviewerBell.open('any');
    await reviewerBell.item(t.awaiting(title)).click();
    await expect(reviewer).toHaveURL(new RegExp(`/management/review\\?form=${formId}$`));
    await expect(reviewer.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const timeline = reviewer.getByRole('region', { name: t.timeline });
    await expect(timeline.getByRole('listitem')).toHaveCount(1);
    await expect(timeline.getByRole('listitem').first()).toContainText(t.awaitingStep);
    await expectAccessible(reviewer, `review detail with timeline (${run.lang})`);
    await screenshot(reviewer, name('review'));
    await reviewer.getByRole('button', { name: t.approve }).click();
    await expect(reviewer.getByText(t.approvedToast(title))).toBeVisible();
    await reviewerContext.close();

    // the author's bell shows one unread notification (refreshed when the page regains focus or reloads)
    await authorPage.reload();
    const panel = await bell.open(1);
    const item = bell.item(t.approved(title));
    await expect(item).toBeVisible();
    const box = await panel.locator('xpath=ancestor::*[contains(@class,"notify-popover")]').boundingBox();
    expect(box?.height).toBe(420);
    expect(box?.width).toBe(Math.min(305, run.viewport.width - 16));
    await expectAccessible(authorPage, `notification dropdown (${run.lang})`);
    await screenshot(authorPage, name('dropdown'));

    // opening it leads to the form editor and marks it read: the count goes to 0
    await item.click();
    await expect(authorPage).toHaveURL(new RegExp(`/forms/${formId}/edit$`));
    await expect(bell.button(0)).toBeVisible();
    await authorPage.getByRole('tab', { name: t.settingsTab }).click();
    const editorTimeline = authorPage.getByRole('region', { name: t.timeline });
    await expect(editorTimeline.getByRole('listitem')).toHaveCount(2);
    await expect(editorTimeline.getByRole('listitem').nth(1)).toContainText(t.approvedStep);
    await expectAccessible(authorPage, `form editor timeline (${run.lang})`);
    await screenshot(authorPage, name('editor-timeline'));
    await bell.open(0);
    await expect(bell.panel().getByRole('button', { name: t.markAll })).toHaveCount(0);
    await authorContext.close();
  });
}
