import { bilingual } from '#app/shared/i18n/catalogue';

export const designerTabsMessages = bilingual({
  'designer.tabs.label': { vi: 'Các mục của trình thiết kế', en: 'Designer sections' },
  'designer.tabs.design': { vi: 'Thiết kế', en: 'Design' },
  'designer.tabs.preview': { vi: 'Xem trước', en: 'Preview' },
  'designer.tabs.history': { vi: 'Lịch sử', en: 'History' },
  'designer.tabs.logic': { vi: 'Quy tắc logic', en: 'Logic' },
  'designer.tabs.settings': { vi: 'Cài đặt', en: 'Settings' },
  'designer.tabs.share': { vi: 'Chia sẻ', en: 'Share' },
  'designer.tabs.feedback': { vi: 'Phản hồi', en: 'Feedback' },
  'designer.tabs.problems': { vi: '{count, plural, other {# lỗi}}', en: '{count, plural, one {# problem} other {# problems}}' },
  'designer.tabs.saveFirst.history': { vi: 'Hãy lưu biểu mẫu trước: lịch sử bắt đầu từ lần lưu đầu tiên.', en: 'Save the form first: its history starts with the first save.' },
  'designer.tabs.saveFirst.share': { vi: 'Hãy lưu biểu mẫu trước để có liên kết và chia sẻ với người khác.', en: 'Save the form first to get its link and share it with others.' },
  'designer.tabs.saveFirst.feedback': { vi: 'Hãy lưu biểu mẫu trước: phản hồi chỉ có khi biểu mẫu đã được lưu và xuất bản.', en: 'Save the form first: feedback exists only for a saved, published form.' },
  'designer.readOnly': { vi: 'Bạn chỉ có quyền xem biểu mẫu này: mọi trường chỉ để đọc.', en: 'You can only view this form: every field is read-only.' },
  'designer.bar': { vi: 'Lưu biểu mẫu', en: 'Save the form' },
});
