import { eq } from 'drizzle-orm';
import type { FormDesignInput } from '#core/forms';
import { answers } from '#server/db/schema/index';
import { AnswerPage } from './pages/answer-page';
import { AnsweringApi } from './support/answering-api';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import type { Lang } from './support/languages';

/** Nothing imported: the two-level list shipped with the server (34 provinces, 3,321 communes) is there from the first start. */
const runs = [
  { screen: 'phone', lang: 'vi', context: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
  { screen: 'desktop', lang: 'en', context: { viewport: { width: 1280, height: 900 } } },
] as const satisfies readonly { screen: string; lang: Lang; context: object }[];

const design = (title: string): FormDesignInput => ({
  title,
  phases: [{
    id: 'p1',
    elements: [{ id: 'home', kind: 'address', title: 'Nơi ở hiện nay', required: true, localityList: 'vn-2025-07', addressLevels: ['province', 'commune'] }],
  }],
});

for (const run of runs) {
  test(`a citizen answers an address on the shipped two-level list: province, then a ward of Hà Nội (${run.screen}, ${run.lang})`, async ({ browser, app }) => {
    test.setTimeout(120_000);
    const admin = await AnsweringApi.signIn(app.server.port);
    const form = await admin.publish(design(`Địa chỉ hai cấp ${run.screen} ${Date.now()}`));
    const context = await browser.newContext(run.context);
    await context.addInitScript((lang) => localStorage.setItem('language', lang), run.lang);
    const page = await context.newPage();
    const citizen = new AnswerPage(page, run.lang);
    const t = citizen.t;
    await citizen.open(form.shortUrl);

    // two boxes, no district: the commune box waits for the province
    const address = page.getByRole('group', { name: 'Nơi ở hiện nay' });
    await expect(address.getByRole('combobox')).toHaveCount(2);
    await expect(citizen.addressBox(t.district)).toHaveCount(0);
    await expect(citizen.addressBox(t.commune)).toBeDisabled();
    await citizen.chooseAddress(t.province, 'ha noi', 'Hà Nội');
    await citizen.chooseAddress(t.commune, 'ba dinh', 'Phường Ba Đình');
    await expect(address.getByRole('combobox')).toHaveCount(2);
    await expectAccessible(page, `two-level address, answered (${run.screen}, ${run.lang})`);
    await screenshot(page, `address-two-level-${run.screen}-${run.lang}`);

    await citizen.submit();
    await expect(page.getByRole('heading', { name: t.thanks })).toBeVisible();
    await expect.poll(() => admin.responseCount(form.id), { timeout: 30_000 }).toBe(1);
    await admin.dispose();
    await context.close();

    // stored once, with the codes of the shipped list and the list's name
    let stored: unknown[] = [];
    await app.server.whileStopped(async (db) => {
      stored = (await db.select({ value: answers.value }).from(answers).where(eq(answers.formId, form.id))).map((row) => row.value);
    });
    expect(stored).toEqual([{ province: '01', commune: '10101003', levels: '2', list: 'vn-2025-07' }]);
  });
}
