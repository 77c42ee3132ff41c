import { bilingual } from '#app/shared/i18n/catalogue';

/** The captcha field's words, wherever a form asks for one (sign-in, password reset, answering). */
export const captchaMessages = bilingual({
  'captcha.code': { vi: 'Mã xác thực', en: 'Captcha code' },
  'captcha.help': { vi: 'Nhập các ký tự trong ảnh.', en: 'Type the characters shown in the picture.' },
  'captcha.image': { vi: 'Ảnh mã xác thực', en: 'Captcha picture' },
  'captcha.refresh': { vi: 'Đổi mã xác thực khác', en: 'Get a new captcha' },
  'captcha.loading': { vi: 'Đang tải mã xác thực…', en: 'Loading the captcha…' },
  'captcha.failed': { vi: 'Không tải được mã xác thực.', en: 'The captcha could not be loaded.' },
});
