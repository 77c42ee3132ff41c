import type { FormDesignInput } from '#core/forms';
import { AnswerPage } from '../pages/answer-page';
import { AnsweringApi } from '../support/answering-api';
import { expect, test } from '../support/fixtures';

const QUESTIONS = 200;
const title = (n: number) => `Câu hỏi số ${n}`;

/** One page of QUESTIONS text questions; only the last one is required. */
function longPage(formTitle: string): FormDesignInput {
  return {
    title: formTitle,
    phases: [{
      id: 'p1',
      elements: Array.from({ length: QUESTIONS }, (_, i) => ({ id: `q${i + 1}`, kind: 'text' as const, title: title(i + 1), required: i + 1 === QUESTIONS })),
    }],
  };
}

/**
 * Runs in the page before the app (self-contained): how many question cards the frame that first
 * showed one of them held, read in the next frame.
 */
function countCardsAtFirstPaint(): void {
  const scope = globalThis as unknown as { cardsAtFirstPaint?: number };
  const observer = new MutationObserver(() => {
    if (!document.querySelector('li[data-element-id]')) return;
    observer.disconnect();
    requestAnimationFrame(() => { scope.cardsAtFirstPaint = document.querySelectorAll('li[data-element-id]').length; });
  });
  observer.observe(document, { childList: true, subtree: true });
}

let shortUrl = '';
let formId = 0;
test.beforeAll(async ({ app }) => {
  const admin = await AnsweringApi.signIn(app.server.port);
  ({ shortUrl, id: formId } = await admin.publish(longPage(`Phiếu ${QUESTIONS} câu ${Date.now()}`)));
  await admin.dispose();
});

// issue 15: a page of hundreds of questions rendered every card before the first paint
test('a long page paints its first questions at once and then holds every question, in order', async ({ page, axe }) => {
  await page.addInitScript(countCardsAtFirstPaint);
  const citizen = new AnswerPage(page, 'vi');
  await citizen.open(shortUrl);
  await citizen.type(title(1), 'Trả lời đầu tiên');
  const atFirstPaint = await page.waitForFunction(() => (globalThis as unknown as { cardsAtFirstPaint?: number }).cardsAtFirstPaint);
  expect(await atFirstPaint.jsonValue()).toBeLessThanOrEqual(30);

  // then every question is in the document, in the form's order (find-in-page, screen readers)
  const cards = page.locator('li[data-element-id]');
  await expect(cards).toHaveCount(QUESTIONS);
  expect(await cards.evaluateAll((items) => items.map((item) => item.getAttribute('data-element-id'))))
    .toEqual(Array.from({ length: QUESTIONS }, (_, i) => `q${i + 1}`));
  await citizen.textbox(title(QUESTIONS - 1)).focus();
  await page.keyboard.press('Tab');
  await expect(citizen.textbox(title(QUESTIONS))).toBeFocused();
  await expect(citizen.textbox(title(1))).toHaveValue('Trả lời đầu tiên');
  await axe('long page, every question rendered');
});

test('submitting before the last questions are rendered goes to the problem on the last one', async ({ page }) => {
  const citizen = new AnswerPage(page, 'vi');
  // time stands still from before the page opens, and moves a frame at a time until the app has
  // taken over: after the first screenful no further card is rendered until the clock moves again
  // (pausing once the page was open raced the render steps of a fast machine)
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(`/${encodeURIComponent(shortUrl)}`);
  const first = citizen.textbox(title(1));
  // the server's first view takes input at once: wait for the app's own page
  const firstView = page.locator('#first-paint');
  await expect.poll(async () => {
    await page.clock.runFor(16);
    return (await firstView.count()) === 0 && await first.isEditable();
  }, { intervals: [20], timeout: 30_000 }).toBe(true);
  const cards = page.locator('li[data-element-id]');
  expect(await cards.count()).toBeLessThan(QUESTIONS);

  // by keyboard: the submit button follows the cards rendered so far
  await page.getByRole('button', { name: citizen.t.submit, exact: true }).focus();
  await page.keyboard.press('Enter');
  // one frame: focus moves in the frame after the problems are shown
  await page.clock.runFor(20);
  await expect(citizen.textbox(title(QUESTIONS))).toBeFocused();
  await expect(citizen.errorOf(citizen.textbox(title(QUESTIONS)))).toHaveText(citizen.t.requiredMessage);
});

test('a long page lays out only the questions near the screen, and one far down is still found by its name, answered and saved', async ({ page, app, axe }) => {
  const citizen = new AnswerPage(page, 'vi');
  await citizen.open(shortUrl);
  await expect(citizen.textbox(title(1))).toBeEditable();
  const contentVisibility = (id: string) => page.locator(`[data-element-id="${id}"]`).evaluate((card) => getComputedStyle(card).contentVisibility);
  // the first screens keep their boxes (nothing moves when the app takes over the first view); the rest skip layout until near the screen
  await expect(page.locator('[data-element-id="q150"]')).toBeAttached();
  expect([await contentVisibility('q1'), await contentVisibility('q10'), await contentVisibility('q150')]).toEqual(['visible', 'visible', 'auto']);

  await citizen.type(title(150), 'Trả lời ở giữa trang');
  await citizen.type(title(QUESTIONS), 'Trả lời cuối cùng');
  await expect(citizen.textbox(title(150))).toHaveValue('Trả lời ở giữa trang');
  await axe('long page, answered far down');
  await citizen.submit();
  await expect(page.getByRole('heading', { name: citizen.t.thanks })).toBeVisible();
  const admin = await AnsweringApi.signIn(app.server.port);
  await expect.poll(() => admin.responseCount(formId), { timeout: 30_000 }).toBe(1);
  await admin.dispose();
});
