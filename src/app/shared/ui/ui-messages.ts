import { bilingual } from '#app/shared/i18n/catalogue';

export const uiMessages = bilingual({
  'ui.toast.close': { vi: 'Đóng thông báo', en: 'Dismiss' },
  'ui.pager.pages': { vi: 'Phân trang', en: 'Pages' },
  'ui.pager.page': { vi: 'Trang {page}/{pages}', en: 'Page {page} of {pages}' },
  'ui.pager.previous': { vi: 'Trang trước', en: 'Previous page' },
  'ui.pager.next': { vi: 'Trang sau', en: 'Next page' },
  'ui.dayTime.day': { vi: 'Ngày', en: 'Day' },
  'ui.dayTime.time': { vi: 'Giờ', en: 'Time' },
});
