import { bilingual } from '#app/shared/i18n/catalogue';

export const pwaMessages = bilingual({
  'pwa.available': { vi: 'Đã có phiên bản mới của ứng dụng.', en: 'A new version is available.' },
  'pwa.update': { vi: 'Cập nhật', en: 'Update' },
  'pwa.later': { vi: 'Để sau', en: 'Later' },
  'pwa.afterSubmit': {
    vi: 'Bạn đang điền biểu mẫu. Bản cập nhật sẽ được áp dụng sau khi bạn gửi câu trả lời.',
    en: 'You are filling in a form. The update will be applied after you submit your answers.',
  },
  'pwa.readyNow': {
    vi: 'Câu trả lời đã được lưu. Bạn có thể cập nhật ứng dụng ngay bây giờ.',
    en: 'Your answers are saved. You can update the app now.',
  },
  'pwa.updateNow': { vi: 'Cập nhật ngay', en: 'Update now' },
  'pwa.region': { vi: 'Cập nhật ứng dụng', en: 'App update' },
});
