import { bilingual } from '#app/shared/i18n/catalogue';

/** The bell of the navigation bar and its dropdown. */
export const notificationsMessages = bilingual({
  'notifications.button': {
    vi: '{count, plural, =0 {Thông báo, không có thông báo chưa đọc} other {Thông báo, # chưa đọc}}',
    en: '{count, plural, =0 {Notifications, none unread} other {Notifications, # unread}}',
  },
  'notifications.title': { vi: 'Thông báo', en: 'Notifications' },
  'notifications.markAll': { vi: 'Đánh dấu tất cả đã đọc', en: 'Mark all as read' },
  'notifications.markOne': { vi: 'Đánh dấu đã đọc', en: 'Mark as read' },
  'notifications.unread': { vi: 'Chưa đọc', en: 'Unread' },
  'notifications.empty': { vi: 'Chưa có thông báo nào.', en: 'No notifications yet.' },
  'notifications.loading': { vi: 'Đang tải thông báo…', en: 'Loading the notifications…' },
  'notifications.loadFailed': { vi: 'Không tải được thông báo.', en: 'The notifications could not be loaded.' },
  'notifications.offlineCopy': {
    vi: 'Đang ngoại tuyến: danh sách tải lúc {time}.',
    en: 'Offline: the list as loaded at {time}.',
  },
  'notifications.actionFailed': { vi: 'Không cập nhật được thông báo. Hãy thử lại.', en: 'The notification could not be updated. Try again.' },
  'notifications.untitled': { vi: '(chưa đặt tên)', en: '(untitled)' },
  'notifications.kind.formApproved': {
    vi: 'Biểu mẫu “{title}” đã được phê duyệt và xuất bản.',
    en: 'Your form “{title}” was approved and published.',
  },
  'notifications.kind.formRejected': {
    vi: 'Biểu mẫu “{title}” bị từ chối. Lý do: {reason}',
    en: 'Your form “{title}” was rejected. Reason: {reason}',
  },
  'notifications.kind.formRejectedNoReason': {
    vi: 'Biểu mẫu “{title}” bị từ chối.',
    en: 'Your form “{title}” was rejected.',
  },
  'notifications.kind.formAwaitingReview': {
    vi: 'Biểu mẫu “{title}” đang chờ bạn phê duyệt.',
    en: 'The form “{title}” is awaiting your approval.',
  },
  'notifications.kind.formErrorReport': {
    vi: 'Có người báo lỗi về biểu mẫu “{title}” của bạn.',
    en: 'Someone reported a problem with your form “{title}”.',
  },
  'notifications.kind.errorReportNew': {
    vi: 'Báo cáo lỗi mới về biểu mẫu “{title}” cần xử lý.',
    en: 'A new error report about the form “{title}” needs handling.',
  },
  'notifications.kind.errorReportHandled': {
    vi: 'Báo cáo lỗi của bạn về biểu mẫu “{title}” đã được xử lý.',
    en: 'Your error report about the form “{title}” was handled.',
  },
  'notifications.kind.formAnswersFull': {
    vi: 'Biểu mẫu “{title}” đã nhận đủ {max} câu trả lời tối đa.',
    en: 'Your form “{title}” has received its maximum of {max} answers.',
  },
  'notifications.kind.unknown': { vi: 'Bạn có một thông báo mới.', en: 'You have a new notification.' },
});
