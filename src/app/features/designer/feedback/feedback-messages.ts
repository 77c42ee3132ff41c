import { bilingual } from '#app/shared/i18n/catalogue';

/** The designer's feedback tab: error reports people sent about the form. */
export const feedbackMessages = bilingual({
  'feedbackTab.title': { vi: 'Báo lỗi', en: 'Error reports' },
  'feedbackTab.intro': { vi: 'Báo cáo lỗi mà người dùng gửi về biểu mẫu này.', en: 'Reports of problems that people sent about this form.' },
  'feedbackTab.saveFirst': { vi: 'Lưu biểu mẫu để nhận phản hồi.', en: 'Save the form to receive reports.' },
  'feedbackTab.loading': { vi: 'Đang tải phản hồi…', en: 'Loading the reports…' },
  'feedbackTab.loadFailed': { vi: 'Không tải được phản hồi.', en: 'The reports could not be loaded.' },
  'feedbackTab.empty': { vi: 'Chưa có báo cáo lỗi nào cho biểu mẫu này.', en: 'No problem has been reported for this form.' },
  'feedbackTab.count': { vi: '{count, plural, other {# báo cáo}}', en: '{count, plural, one {# report} other {# reports}}' },
  'feedbackTab.status.0': { vi: 'Đang xử lý', en: 'In process' },
  'feedbackTab.status.1': { vi: 'Đã xử lý', en: 'Handled' },
  'feedbackTab.sentOn': { vi: 'Gửi lúc {when}', en: 'Sent on {when}' },
});
