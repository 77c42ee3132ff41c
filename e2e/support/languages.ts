import type { Browser, BrowserContext } from '@playwright/test';

export type Lang = 'vi' | 'en';

/**
 * The texts the specs look for, per language (the catalogues are the truth; these are the user's view).
 * The designer's own labels are in pages/designer-texts.ts.
 */
export const ui = {
  vi: {
    signIn: 'Đăng nhập', username: 'Tên đăng nhập hoặc email', password: 'Mật khẩu', captcha: 'Xác thực (captcha)', captchaVerified: 'Đã xác minh',
    fillEverything: 'Vui lòng nhập đầy đủ thông tin', submit: 'Gửi', submitAnother: 'Gửi câu trả lời khác',
    savedOnDevice: 'Câu trả lời của bạn đã được lưu trên thiết bị này', offline: 'Bạn đang ngoại tuyến', sendNow: 'Gửi ngay',
    notFound: 'Không tìm thấy trang', backHome: 'Về trang chủ', language: 'English', requiredMessage: 'Trường này là bắt buộc',
    range: (min: number, max: number) => `Vui lòng nhập giá trị trong khoảng ${min} đến ${max}`,
  },
  en: {
    signIn: 'Sign in', username: 'Username or email', password: 'Password', captcha: 'Captcha', captchaVerified: 'Verified',
    fillEverything: 'Please fill in every field', submit: 'Submit', submitAnother: 'Submit another answer',
    savedOnDevice: 'Your answer has been saved on this device', offline: 'You are offline', sendNow: 'Send now',
    notFound: 'Page not found', backHome: 'Back to home', language: 'Tiếng Việt', requiredMessage: 'This field is required',
    range: (min: number, max: number) => `Enter a value within the range ${min} to ${max}`,
  },
} as const;

/** The usual pair of runs of a screen: Vietnamese on a desktop, English on a phone. */
export const languageRuns = [
  { lang: 'vi', screen: 'desktop', viewport: { width: 1280, height: 900 } },
  { lang: 'en', screen: 'phone', viewport: { width: 360, height: 740 } },
] as const satisfies readonly { lang: Lang; screen: string; viewport: object }[];

/** A fresh browser context at this size whose pages start in this language. */
export async function contextIn(browser: Browser, lang: Lang, viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((language) => localStorage.setItem('language', language), lang);
  return context;
}
