import { bilingual } from '#app/shared/i18n/catalogue';

/** Welcome and thank-you pages; {page} is the page's name inside a sentence. */
export const designerCoverMessages = bilingual({
  'designer.cover.welcome': { vi: 'Trang chào mừng', en: 'Welcome page' },
  'designer.cover.thankYou': { vi: 'Trang cảm ơn', en: 'Thank-you page' },
  'designer.cover.name.welcome': { vi: 'trang chào mừng', en: 'welcome page' },
  'designer.cover.name.thankYou': { vi: 'trang cảm ơn', en: 'thank-you page' },
  'designer.cover.enabled': { vi: 'Hiển thị {page}', en: 'Show the {page}' },
  'designer.cover.title': { vi: 'Tiêu đề {page}', en: 'Title of the {page}' },
  'designer.cover.description': { vi: 'Mô tả {page}', en: 'Description of the {page}' },
  'designer.cover.background': { vi: 'Màu nền {page}', en: 'Background colour of the {page}' },
  'designer.cover.colorPicker': { vi: 'Chọn màu nền {page}', en: 'Pick the background colour of the {page}' },
  'designer.cover.colorHex': { vi: 'Mã màu nền {page}', en: 'Background colour code of the {page}' },
  'designer.cover.colorHint': { vi: 'Dạng #RRGGBB, ví dụ #0b4f9c. Để trống để dùng màu mặc định.', en: 'As #RRGGBB, for example #0b4f9c. Leave empty for the default colour.' },
  'designer.cover.colorInvalid': { vi: 'Mã màu phải có dạng #RRGGBB', en: 'The colour code must look like #RRGGBB' },
  'designer.cover.coverImage': { vi: 'Ảnh bìa {page}', en: 'Cover image of the {page}' },
  'designer.cover.mobileCover': { vi: 'Ảnh bìa trên điện thoại của {page}', en: 'Mobile cover image of the {page}' },
  'designer.cover.buttonText': { vi: 'Chữ trên nút chuyển trang của {page}', en: 'Navigation button text of the {page}' },
  'designer.cover.buttonHintWelcome': { vi: 'Ví dụ: Bắt đầu. Để trống để dùng chữ mặc định.', en: 'For example: Start. Leave empty for the default text.' },
  'designer.cover.buttonHintThankYou': { vi: 'Ví dụ: Về trang chủ. Để trống để dùng chữ mặc định.', en: 'For example: Back to the home page. Leave empty for the default text.' },
  'designer.cover.redirect': { vi: 'Đường dẫn chuyển tiếp của {page}', en: 'Redirect path of the {page}' },
  'designer.cover.redirectHint': { vi: 'Một đường dẫn trong trang (bắt đầu bằng /) hoặc địa chỉ http(s)://', en: 'A path on this site (starting with /) or an http(s):// address' },
});
