import { bilingual } from '#app/shared/i18n/catalogue';

export const syncMessages = bilingual({
  'sync.offlineBanner': {
    vi: 'Bạn đang ngoại tuyến. Câu trả lời được lưu trên thiết bị này và tự gửi khi có mạng.',
    en: 'You are offline. Answers are kept on this device and sent when the connection returns.',
  },
  'sync.offlineCopy': {
    vi: 'Bạn đang ngoại tuyến: đây là bản đã lưu trên thiết bị. Câu trả lời tự gửi khi có mạng.',
    en: 'You are offline: this is the copy saved on this device. Answers are sent when the connection returns.',
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
  'sync.problem.NETWORK_ERROR': { vi: 'Không kết nối được máy chủ', en: 'The server could not be reached' },
  'sync.problem.ATTACHMENT_MISSING': {
    vi: 'Tệp đính kèm của câu trả lời này không còn trên thiết bị. Hãy xuất tệp sao lưu hoặc trả lời lại với tệp.',
    en: 'A file attached to this answer is no longer on this device. Export a backup, or answer again with the file.',
  },
  'sync.problem.ATTACHMENT_UNREADABLE': {
    vi: 'Không đọc được tệp đính kèm của câu trả lời này. Hãy trả lời lại với tệp.',
    en: 'A file attached to this answer cannot be read. Answer again with the file.',
  },
  'sync.problem.TIMEOUT': { vi: 'Máy chủ không phản hồi kịp', en: 'The server did not answer in time' },
  'sync.problem.ABORTED': { vi: 'Việc gửi đã bị dừng', en: 'Sending was stopped' },
  'sync.problem.BAD_REPLY': {
    vi: 'Nhận được phản hồi lạ (có thể mạng yêu cầu đăng nhập Wi-Fi)',
    en: 'An unexpected reply came back (the network may ask you to sign in to Wi-Fi)',
  },
  'sync.problem.HTTP_ERROR': { vi: 'Máy chủ tạm thời gặp sự cố', en: 'The server has a temporary problem' },
  'sync.problem.NOT_CONFIGURED': { vi: 'Ứng dụng chưa sẵn sàng để gửi', en: 'The app is not ready to send yet' },
  'sync.problem.NO_RESULT': { vi: 'Máy chủ chưa xác nhận câu trả lời này', en: 'The server did not confirm this answer' },
  'sync.databaseReplaced': {
    vi: 'Phiên bản mới của ứng dụng đang dùng dữ liệu trên thiết bị. Hãy tải lại trang để tiếp tục; không có dữ liệu nào bị mất.',
    en: 'A newer version of the app is using the data on this device. Reload the page to continue; nothing is lost.',
  },
  'sync.reload': { vi: 'Tải lại trang', en: 'Reload' },
  'sync.sendNow': { vi: 'Gửi ngay', en: 'Send now' },
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
  'sync.reason.captcha': {
    vi: 'Biểu mẫu yêu cầu xác thực (captcha) mà thiết bị chưa tự làm được. Chờ xác minh xong bên dưới rồi gửi lại.',
    en: 'The form asks for a captcha this device could not pass by itself yet. Wait until it is verified below, then send again.',
  },
  'sync.reason.verification': {
    vi: 'Biểu mẫu yêu cầu xác minh email hoặc số điện thoại. Nhập mã xác minh ngay tại đây; câu trả lời sẽ được gửi lại.',
    en: 'The form asks to verify an email address or phone number. Enter the code right here; the answer is then sent again.',
  },
  'sync.reason.signIn': {
    vi: 'Phiên đăng nhập đã hết hạn. Hãy đăng nhập lại; câu trả lời sẽ được gửi lại sau đó.',
    en: 'Your session has expired. Sign in again; the answer is sent again afterwards.',
  },
  'sync.reason.author': {
    vi: 'Một người khác đã đăng nhập trên thiết bị này trước khi câu trả lời được gửi, nên máy chủ chưa lưu. Câu trả lời được giữ ở đây và sẽ tự gửi khi bạn (người đã tạo) đăng nhập lại.',
    en: 'Someone else signed in on this device before this answer was sent, so the server did not save it. It is kept here and sent by itself once you, its author, sign in again.',
  },
  'sync.reason.formUnavailable': {
    vi: 'Biểu mẫu hiện không nhận câu trả lời (đã đóng, tạm dừng, chưa mở, đã đủ số lượng hoặc đang chờ duyệt). Câu trả lời vẫn được giữ: bạn có thể gửi lại sau, hoặc xuất ra tệp rồi bỏ.',
    en: 'The form does not take answers now (closed, disabled, not started, full or awaiting review). The answer is kept: send it again later, or export it to a file and then discard it.',
  },
  'sync.reason.conflict': {
    vi: 'Câu trả lời này đã được gửi trước đó với nội dung khác nên máy chủ không nhận. Câu trả lời vẫn được giữ: hãy xuất ra tệp để đối chiếu, rồi bỏ nếu không cần.',
    en: 'This answer was already sent with different content, so the server refused it. It is kept: export it to a file to compare, then discard it if not needed.',
  },
  'sync.signIn': { vi: 'Đăng nhập lại', en: 'Sign in again' },
  'sync.openForm': { vi: 'Mở biểu mẫu', en: 'Open the form' },
  'sync.exportThenDiscard': { vi: 'Xuất ra tệp rồi bỏ', en: 'Export, then discard' },
  'sync.exported': { vi: 'Đã xuất câu trả lời ra tệp.', en: 'The answer was exported to a file.' },
  'sync.sendWithCaptcha': { vi: 'Gửi lại kèm xác thực', en: 'Send again with the captcha' },
  'sync.captchaMissing': { vi: 'Hãy chờ xác minh xong.', en: 'Wait until the captcha is verified.' },
  'sync.outboxLink': { vi: 'Xem hộp thư đi', en: 'Open the outbox' },
});
