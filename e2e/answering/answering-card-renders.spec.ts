import type { Page } from '@playwright/test';
import type { FormDesignInput } from '#core/forms';
import { AnswerPage } from '../pages/answer-page';
import { AnsweringApi } from '../support/answering-api';
import { expect, expectAccessible, test } from '../support/fixtures';
import { installRenderCounter } from '../support/render-counter';

const titles = ['Họ và tên', 'Nghề nghiệp', 'Nơi công tác'] as const;

function threeQuestions(title: string): FormDesignInput {
  return {
    title,
    phases: [{ id: 'p1', elements: titles.map((question, n) => ({ id: `q${n + 1}`, kind: 'text' as const, title: question, required: true })) }],
  };
}

const rendersOf = (page: Page) =>
  page.evaluate(() => ({ ...(globalThis as unknown as { cardRenders: Record<string, number> }).cardRenders }));

// issue 15: on a form of hundreds of questions, every keypress re-rendered every card of the page
test('typing in one question re-renders that question only, and its problem still shows', async ({ browser, app }) => {
  const admin = await AnsweringApi.signIn(app.server.port);
  const form = await admin.publish(threeQuestions(`Phiếu ba câu ${Date.now()}`));
  await admin.dispose();
  const context = await browser.newContext();
  await context.addInitScript(installRenderCounter);
  const page = await context.newPage();
  const citizen = new AnswerPage(page, 'vi');
  await citizen.open(form.shortUrl);
  // the server's first view shows the same questions, inert, before the app renders its cards
  await expect(citizen.textbox(titles[0])).toBeEditable();
  await expect.poll(async () => (await rendersOf(page)).q2 ?? 0, { message: 'the counter sees the cards' }).toBeGreaterThan(0);
  await expectAccessible(page, 'three questions, render counter');

  const before = await rendersOf(page);
  await citizen.textbox(titles[0]).pressSequentially('Nguyễn Văn A');
  await expect(citizen.textbox(titles[0])).toHaveValue('Nguyễn Văn A');
  const after = await rendersOf(page);
  expect(after.q1 ?? 0).toBeGreaterThan(before.q1 ?? 0);
  expect({ q2: after.q2, q3: after.q3 }).toEqual({ q2: before.q2, q3: before.q3 });

  // blurring an empty required question shows its problem on that card, and the others stay as they were
  await citizen.textbox(titles[1]).focus();
  await citizen.textbox(titles[1]).blur();
  await expect(citizen.errorOf(citizen.textbox(titles[1]))).toHaveText(citizen.t.requiredMessage);
  await expect(citizen.errorOf(citizen.textbox(titles[2]))).toHaveCount(0);
  expect((await rendersOf(page)).q3).toBe(before.q3);
  await context.close();
});
