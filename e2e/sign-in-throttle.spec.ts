import type { Page } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { captchaStatus } from './support/captcha';
import { expect, screenshot, test } from './support/fixtures';

/** Issue 13 defect 8: a slowed-down sign-in says, in the person's language, how long to wait and until when. */
const GUESSED = 'khach.thu.sai';
const texts = {
  vi: { wait: /Bạn đã thử quá nhiều lần\. Vui lòng đợi \d+ giây rồi thử lại/, until: /Bạn có thể thử lại lúc \d{1,2}:\d{2}:\d{2}/ },
  en: { wait: /Too many attempts\. Please wait \d+ seconds and try again/, until: /You can try again at \d{1,2}:\d{2}:\d{2}/ },
} as const;

async function tryWrongPassword(login: LoginPage, page: Page) {
  await login.fill(GUESSED, 'Sai-mat-khau-1');
  const reply = page.waitForResponse((res) => res.url().endsWith('/api/v1/user/login'));
  await login.submit();
  return (await reply).status();
}

test('after five wrong passwords the sign-in page tells how long to wait, in Vietnamese and in English', async ({ page, axe }) => {
  await page.addInitScript(() => { if (!localStorage.getItem('language')) localStorage.setItem('language', 'vi'); });
  const vi = new LoginPage(page, 'vi');
  await vi.open();
  for (let attempt = 0; attempt < 5; attempt++) expect(await tryWrongPassword(vi, page)).toBe(401);
  expect(await tryWrongPassword(vi, page)).toBe(429);
  const alert = page.getByRole('alert').filter({ hasText: /\S/ });
  await expect(alert).toHaveText(texts.vi.wait);
  await expect(alert).toHaveText(texts.vi.until);
  await axe('sign-in slowed down vi');
  await screenshot(page, 'sign-in-throttled-vi');

  await page.evaluate(() => localStorage.setItem('language', 'en'));
  const en = new LoginPage(page, 'en');
  await en.open();
  expect(await tryWrongPassword(en, page)).toBe(429);
  await expect(alert).toHaveText(texts.en.wait);
  await expect(alert).toHaveText(texts.en.until);
  // a captcha serves once: the refused attempt's is gone and a fresh one is solved
  await expect(captchaStatus(page, 'en')).toHaveText('Verified');
  await axe('sign-in slowed down en');
  await screenshot(page, 'sign-in-throttled-en');
});
