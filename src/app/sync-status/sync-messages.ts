import { bilingual } from '../i18n/define-messages';

export const syncMessages = bilingual({
  'sync.offlineBanner': {
    vi: 'Bạn đang ngoại tuyến. Câu trả lời của bạn được lưu trên thiết bị này và sẽ được gửi khi có kết nối trở lại.',
    en: 'You are offline. Your answers are kept on this device and will be sent when the connection returns.',
  },
  'sync.online': { vi: 'Trực tuyến', en: 'Online' },
  'sync.offline': { vi: 'Ngoại tuyến', en: 'Offline' },
  'sync.syncing': { vi: 'Đang đồng bộ…', en: 'Syncing…' },
  'sync.waiting': {
    vi: '{count, plural, =0 {Không có câu trả lời chờ gửi} other {# câu trả lời chờ gửi}}',
    en: '{count, plural, =0 {No answers waiting} one {# answer waiting} other {# answers waiting}}',
  },
  'sync.attention': {
    vi: '{count, plural, other {# câu trả lời cần xử lý}}',
    en: '{count, plural, one {# answer needs attention} other {# answers need attention}}',
  },
  'sync.button': {
    vi: 'Trạng thái đồng bộ: {state}. {waiting}',
    en: 'Sync status: {state}. {waiting}',
  },
  'sync.title': { vi: 'Đồng bộ dữ liệu', en: 'Data sync' },
  'sync.lastSync': { vi: 'Lần đồng bộ gần nhất: {time}', en: 'Last sync: {time}' },
  'sync.never': { vi: 'Chưa đồng bộ lần nào', en: 'Not synced yet' },
  'sync.lastError': { vi: 'Lỗi gần nhất: {error}', en: 'Last error: {error}' },
  'sync.itemsHeading': { vi: 'Câu trả lời chưa gửi được', en: 'Answers that could not be sent' },
  'sync.state.needs-attention': { vi: 'Cần bạn xử lý', en: 'Needs your attention' },
  'sync.state.rejected': { vi: 'Bị máy chủ từ chối', en: 'Rejected by the server' },
  'sync.savedAt': { vi: 'Lưu lúc {time}', en: 'Saved at {time}' },
  'sync.noReason': { vi: 'Không rõ lý do', en: 'Unknown reason' },
  'sync.retry': { vi: 'Gửi lại', en: 'Send again' },
  'sync.discard': { vi: 'Bỏ câu trả lời', en: 'Discard answer' },
  'sync.discardConfirm': {
    vi: 'Câu trả lời này sẽ bị xóa khỏi thiết bị và không thể khôi phục. Bạn chắc chắn?',
    en: 'This answer will be deleted from this device and cannot be recovered. Are you sure?',
  },
  'sync.discardYes': { vi: 'Xóa vĩnh viễn', en: 'Delete permanently' },
  'sync.discardNo': { vi: 'Giữ lại', en: 'Keep it' },
  'sync.actionFailed': { vi: 'Không thực hiện được thao tác. Vui lòng thử lại.', en: 'The action failed. Please try again.' },
  'sync.allSent': { vi: 'Mọi câu trả lời đã được gửi.', en: 'Every answer has been sent.' },
});
