import { expect, type Locator, type Page } from '@playwright/test';
import { ui, type Lang } from './languages';

/** The captcha in `scope` (a form, a row): its status, as a screen reader hears it. */
export function captchaStatus(scope: Page | Locator, lang: Lang): Locator {
  return scope.getByRole('group', { name: ui[lang].captcha }).getByRole('status');
}

/** Waits until the device has solved the captcha in `scope` by itself ("Verified"). */
export async function waitForCaptcha(scope: Page | Locator, lang: Lang): Promise<void> {
  await expect(captchaStatus(scope, lang)).toHaveText(ui[lang].captchaVerified, { timeout: 20_000 });
}
