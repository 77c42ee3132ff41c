import { LoginPage } from '../pages/login-page';
import { NewsPage } from '../pages/news-page';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import type { Lang } from '../support/languages';

const runs = ['vi', 'en'] as const satisfies readonly Lang[];

for (const lang of runs) {
  test(`an administrator writes and publishes news which shows on the home page (${lang})`, async ({ browser }) => {
    test.setTimeout(150_000);
    const token = `${lang}${Date.now()}`;
    const older = { title: `Lịch tiếp công dân ${token}`, summary: 'Thông báo lịch tiếp công dân tháng này.', paragraphs: ['Lịch tiếp công dân được cập nhật.'] };
    const latest = {
      title: lang === 'vi' ? `Khảo sát mức độ hài lòng ${token}` : `Satisfaction survey ${token}`,
      summary: lang === 'vi' ? 'Mời người dân tham gia khảo sát trực tuyến.' : 'Citizens are invited to answer the online survey.',
      paragraphs: lang === 'vi' ? ['Khảo sát mở từ hôm nay.', 'Xin cảm ơn!'] : ['The survey opens today.', 'Thank you!'],
    };
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((l) => localStorage.setItem('language', l), lang);
    const page = await context.newPage();
    await new LoginPage(page, lang).signInAsAdmin();
    const news = new NewsPage(page, lang);
    const t = news.t;
    const name = (what: string) => `news-${what}-${lang}`;

    await news.openFromMenu();
    await expect(page).toHaveURL(/\/management\/news$/);
    await expectAccessible(page, `news list (${lang})`);

    await news.write(older);
    await news.save();
    await news.publish();
    await news.backToList();
    await expect(page.getByRole('table', { name: t.table }).getByRole('row').filter({ hasText: older.title })).toContainText(t.published);
    await expectAccessible(page, `news list with an item (${lang})`);
    await screenshot(page, name('list'));

    await news.write(latest);
    const box = await news.content().boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(672);
    await news.addRelated(older.title);
    await news.save();
    await expect(page).toHaveURL(/edit=\d+/);
    await expect(page.getByRole('table', { name: t.related }).getByRole('row').filter({ hasText: older.title })).toHaveCount(1);
    await news.publish();
    await expect(page.getByRole('region', { name: t.status }).getByText(t.published, { exact: true })).toBeVisible();
    await expectAccessible(page, `news editor (${lang})`);
    await screenshot(page, name('editor'));

    await page.goto('/');
    const block = page.getByRole('region', { name: t.homeNews });
    await expect(block.getByRole('link', { name: latest.title })).toBeVisible();
    await expect(block.getByRole('listitem').first()).toContainText(latest.title);
    await expect(block.getByText(latest.summary)).toBeVisible();
    await expectAccessible(page, `home with news (${lang})`);
    await screenshot(page, name('home'));

    await block.getByRole('link', { name: latest.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: latest.title })).toBeVisible();
    for (const p of latest.paragraphs) await expect(page.getByText(p, { exact: true })).toBeVisible();
    const related = page.getByRole('region', { name: t.related });
    await expect(related.getByRole('link', { name: older.title })).toBeVisible();
    await expectAccessible(page, `news item (${lang})`);
    await screenshot(page, name('item'));
    await context.close();
  });
}
