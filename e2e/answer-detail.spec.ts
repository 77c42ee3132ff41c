import { randomUUID } from 'node:crypto';
import { request } from '@playwright/test';
import { api } from '#core/api';
import type { FormDesignInput } from '#core/forms';
import { formatMoment } from '#core/time';
import { LoginPage } from './pages/login-page';
import { StatisticsPage } from './pages/statistics-page';
import { AnsweringApi } from './support/answering-api';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import { printCalls, stubPrint } from './support/print-stub';
import type { Lang } from './support/languages';

const texts = {
  vi: { question: 'Câu hỏi', filterOption: (v: number) => `Bạn có đi xe buýt? (đã xoá sau phiên bản ${v})`, print: 'In câu trả lời', kept: 'Họ và tên', removed: 'Bạn có đi xe buýt?', yes: 'Có đi', no: 'Không đi', note: (v: number) => `Câu hỏi đã xoá khỏi biểu mẫu (có đến phiên bản ${v})`, detailTitle: (when: string) => `Câu trả lời lúc ${when}` },
  en: { question: 'Question', filterOption: (v: number) => `Do you take the bus? (removed after version ${v})`, print: 'Print this answer', kept: 'Your name', removed: 'Do you take the bus?', yes: 'Every day', no: 'Never', note: (v: number) => `Question removed from the form (last in version ${v})`, detailTitle: (when: string) => `Answer of ${when}` },
} as const;

const runs = [
  { screen: 'desktop', lang: 'vi', context: { viewport: { width: 1280, height: 900 } } },
  { screen: 'phone', lang: 'en', context: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
] as const satisfies readonly { screen: string; lang: Lang; context: object }[];

const designOf = (title: string, f: (typeof texts)[Lang], withBus: boolean): FormDesignInput => ({
  title, logic: [], phases: [{ id: 'p1', elements: [
    { id: 'name', kind: 'text', title: f.kept },
    ...(withBus ? [{ id: 'bus', kind: 'radio' as const, title: f.removed, options: [{ id: 'yes', label: f.yes }, { id: 'no', label: f.no }] }] : []),
  ] }],
});

for (const run of runs) {
  test(`a question deleted after it was answered stays readable, marked; one answer prints alone (${run.lang}, ${run.screen})`, async ({ browser, app }) => {
    const f = texts[run.lang];
    const title = `${run.lang === 'vi' ? 'Khảo sát đi lại' : 'Travel survey'} ${Date.now()}`;
    const admin = await AnsweringApi.signIn(app.server.port);
    const form = await admin.publish(designOf(title, f, true));
    const citizen = await request.newContext({ baseURL: `http://127.0.0.1:${app.server.port}`, extraHTTPHeaders: { 'x-company-id': '1' } });
    // newest first in the answer table: the "no" answer is the newest
    const responses = ['no', 'yes', 'yes'].map((bus, i) => ({
      responseId: randomUUID(), formId: form.id, answers: { name: `Người ${i + 1}`, bus }, submittedAt: new Date(Date.now() - (i + 1) * 3_600_000).toISOString(),
    }));
    expect((await citizen.post(api.saveResponses, { data: { responses } })).ok()).toBe(true);
    await citizen.dispose();
    const lastWithBus = await admin.saveDesign(form.id, designOf(title, f, true));
    await admin.saveDesign(form.id, designOf(title, f, false));
    await admin.dispose();

    const context = await browser.newContext(run.context);
    await context.addInitScript((lang) => localStorage.setItem('language', lang), run.lang);
    await stubPrint(context);
    const page = await context.newPage();
    await new LoginPage(page, run.lang).signInAsAdmin();
    const results = new StatisticsPage(page, run.lang);

    await results.openFromMyForms(title);
    await results.openTab('questions');
    const card = page.getByRole('region', { name: f.removed });
    await expect(card.getByText(f.note(lastWithBus))).toBeVisible();
    await expect((await results.figures(f.removed)).getByRole('row', { name: new RegExp(`^${f.yes}\\b`) })).toContainText('2');
    await expectAccessible(page, `removed question in statistics (${run.lang})`);
    await screenshot(page, `removed-question-statistics-${run.lang}-${run.screen}`);

    await results.openTab('answers');
    // the filter can pick the removed question, named as removed
    await expect(page.getByRole('combobox', { name: f.question, exact: true }).getByRole('option', { name: f.filterOption(lastWithBus) })).toHaveCount(1);
    const detail = await results.openFirstAnswer();
    // the one date format (docs/dates.md): "26/11/2026 14:05" / "26 Nov 2026, 14:05", on Vietnam's clock
    const newest = responses[0]?.submittedAt ?? '';
    await expect(detail.getByText(f.detailTitle(formatMoment(newest, run.lang)), { exact: true })).toBeVisible();
    await expect(detail.getByText(f.note(lastWithBus))).toBeVisible();
    await expect(detail.getByText(f.no, { exact: true })).toBeVisible();
    await expectAccessible(page, `removed question in the answer detail (${run.lang})`);
    await screenshot(page, `removed-question-detail-${run.lang}-${run.screen}`);

    // Print: the button asks the browser to print; the print styles show this answer alone, without the buttons.
    await detail.getByRole('button', { name: f.print, exact: true }).click();
    expect(await printCalls(page)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeHidden();
    await expect(detail.getByText(f.kept, { exact: true })).toBeVisible();
    await expect(detail.getByText(f.note(lastWithBus))).toBeVisible();
    await expect(detail.getByRole('button', { name: f.print, exact: true })).toBeHidden();
    await expectAccessible(page, `answer detail printed (${run.lang})`);
    await screenshot(page, `answer-detail-print-${run.lang}-${run.screen}`);
    await context.close();
  });
}
