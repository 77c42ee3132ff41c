import { bilingual } from '../i18n/define-messages';

/** Authoring: my forms list and the designer. */
export const formsMessages = bilingual({
  'forms.myForms.title': { vi: 'Biểu mẫu của tôi', en: 'My forms' },
  'forms.myForms.create': { vi: 'Tạo biểu mẫu', en: 'Create form' },
  'forms.myForms.empty': { vi: 'Bạn chưa có biểu mẫu nào.', en: 'You have no forms yet.' },
  'forms.myForms.loading': { vi: 'Đang tải danh sách biểu mẫu…', en: 'Loading your forms…' },
  'forms.myForms.loadFailed': { vi: 'Không tải được danh sách biểu mẫu.', en: 'Your forms could not be loaded.' },
  'forms.myForms.count': { vi: '{count, plural, other {# biểu mẫu}}', en: '{count, plural, one {# form} other {# forms}}' },
  'forms.col.title': { vi: 'Tiêu đề', en: 'Title' },
  'forms.col.status': { vi: 'Trạng thái', en: 'Status' },
  'forms.col.answers': { vi: 'Số câu trả lời', en: 'Answers' },
  'forms.col.link': { vi: 'Liên kết ngắn', en: 'Short link' },
  'forms.col.actions': { vi: 'Thao tác', en: 'Actions' },
  'forms.answers': { vi: '{count, plural, other {# câu trả lời}}', en: '{count, plural, one {# answer} other {# answers}}' },
  'forms.edit': { vi: 'Sửa {title}', en: 'Edit {title}' },
  'forms.editShort': { vi: 'Sửa', en: 'Edit' },
  'forms.status.0': { vi: 'Đã tắt', en: 'Disabled' },
  'forms.status.1': { vi: 'Đang xuất bản', en: 'Published' },
  'forms.status.2': { vi: 'Đã xóa', en: 'Deleted' },
  'forms.status.3': { vi: 'Chờ duyệt nội dung', en: 'Awaiting review' },
  'forms.status.new': { vi: 'Chưa lưu', en: 'Not saved yet' },
  'forms.untitled': { vi: '(Chưa có tiêu đề)', en: '(Untitled)' },
});
