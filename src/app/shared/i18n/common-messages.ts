import { bilingual } from './catalogue';
import { answeringTexts } from '#core/i18n';

export const commonMessages = bilingual({
  'common.save': { vi: 'Lưu', en: 'Save' },
  'common.cancel': { vi: 'Hủy', en: 'Cancel' },
  'common.close': { vi: 'Đóng', en: 'Close' },
  'common.back': { vi: 'Quay lại', en: 'Back' },
  'common.next': answeringTexts.next,
  'common.loading': { vi: 'Đang tải…', en: 'Loading…' },
  'common.retry': { vi: 'Thử lại', en: 'Try again' },
  'common.required': { vi: 'Bắt buộc', en: 'Required' },
  'common.language': { vi: 'Ngôn ngữ', en: 'Language' },
  'common.networkError': {
    vi: 'Không kết nối được máy chủ. Vui lòng kiểm tra kết nối mạng.',
    en: 'The server could not be reached. Please check your connection.',
  },
});
