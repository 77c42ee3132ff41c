import { bilingual } from '#app/shared/i18n/catalogue';

/** Authoring words shared by the lists, the designer and statistics: status names, answer counts, an untitled form, results. */
export const formsMessages = bilingual({
  'forms.answers': { vi: '{count, plural, other {# câu trả lời}}', en: '{count, plural, one {# answer} other {# answers}}' },
  'forms.status.0': { vi: 'Đã tắt', en: 'Disabled' },
  'forms.status.1': { vi: 'Đang xuất bản', en: 'Published' },
  'forms.status.2': { vi: 'Đã xóa', en: 'Deleted' },
  'forms.status.3': { vi: 'Chờ duyệt nội dung', en: 'Awaiting review' },
  'forms.status.new': { vi: 'Chưa lưu', en: 'Not saved yet' },
  'forms.results': { vi: 'Kết quả', en: 'Results' },
  'forms.resultsNamed': { vi: 'Xem kết quả của {title}', en: 'Results of {title}' },
  'forms.untitled': { vi: '(Chưa có tiêu đề)', en: '(Untitled)' },
});
