import { bilingual } from '#app/shared/i18n/catalogue';

/** The captcha's words, wherever a form asks for one (sign-in, password reset, answering). */
export const captchaMessages = bilingual({
  'captcha.label': { vi: 'Xác thực (captcha)', en: 'Captcha' },
  'captcha.help': {
    vi: 'Thiết bị của bạn tự làm một phép tính nhỏ để cho thấy đây không phải máy gửi tự động; bạn không cần làm gì.',
    en: 'Your device does a small calculation to show this is not an automated sender; there is nothing for you to do.',
  },
  'captcha.verifying': { vi: 'Đang xác minh…', en: 'Verifying…' },
  'captcha.verified': { vi: 'Đã xác minh', en: 'Verified' },
  'captcha.failed': { vi: 'Chưa xác minh được (có thể do mất mạng).', en: 'Could not verify (perhaps there is no connection).' },
  'captcha.retry': { vi: 'Xác minh lại', en: 'Verify again' },
});
