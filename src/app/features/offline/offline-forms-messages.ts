import { bilingual } from '#app/shared/i18n/catalogue';

/** Forms kept on this device, the outbox, backups and sign-out of a shared device. */
export const offlineFormsMessages = bilingual({
  'offlineForms.title': { vi: 'Biểu mẫu ngoại tuyến', en: 'Forms available offline' },
  'offlineForms.intro': {
    vi: 'Các biểu mẫu dưới đây được lưu trên thiết bị này để thu thập câu trả lời khi không có mạng. Câu trả lời sẽ tự động được gửi khi có kết nối.',
    en: 'The forms below are kept on this device to collect answers without a connection. Answers are sent automatically when the connection returns.',
  },
  'offlineForms.toggle': { vi: 'Dùng được khi không có mạng', en: 'Available offline' },
  'offlineForms.kept': { vi: 'Đã lưu biểu mẫu trên thiết bị này.', en: 'The form is kept on this device.' },
  'offlineForms.keptPartly': {
    vi: 'Đã lưu biểu mẫu, nhưng một số hình ảnh hoặc danh sách địa giới chưa tải được. Hãy bấm “Cập nhật bản lưu” khi có mạng.',
    en: 'The form is kept, but some images or locality lists could not be loaded. Press “Refresh copy” when you are online.',
  },
  'offlineForms.removed': { vi: 'Đã gỡ biểu mẫu khỏi thiết bị. Câu trả lời chưa gửi vẫn được giữ.', en: 'The form was removed from this device. Unsent answers are kept.' },
  'offlineForms.keepFailed': { vi: 'Không lưu được biểu mẫu trên thiết bị.', en: 'The form could not be kept on this device.' },
  'offlineForms.empty': {
    vi: 'Chưa có biểu mẫu nào được lưu. Mở một biểu mẫu và bật “Dùng được khi không có mạng”.',
    en: 'No form is kept yet. Open a form and turn on “Available offline”.',
  },
  'offlineForms.listLabel': { vi: 'Biểu mẫu đã lưu trên thiết bị', en: 'Forms kept on this device' },
  'offlineForms.version': { vi: 'Phiên bản {version}', en: 'Version {version}' },
  'offlineForms.keptAt': { vi: 'Lưu lúc {time}', en: 'Kept at {time}' },
  'offlineForms.pending': {
    vi: '{count, plural, =0 {Không có câu trả lời chờ gửi} other {# câu trả lời chờ gửi}}',
    en: '{count, plural, =0 {No answers waiting} one {# answer waiting} other {# answers waiting}}',
  },
  'offlineForms.attention': {
    vi: '{count, plural, other {# câu trả lời cần xử lý}}',
    en: '{count, plural, one {# answer needs attention} other {# answers need attention}}',
  },
  'offlineForms.open': { vi: 'Mở', en: 'Open' },
  'offlineForms.openNamed': { vi: 'Mở biểu mẫu {title}', en: 'Open the form {title}' },
  'offlineForms.refresh': { vi: 'Cập nhật bản lưu', en: 'Refresh copy' },
  'offlineForms.refreshed': { vi: 'Đã cập nhật bản lưu của biểu mẫu.', en: 'The kept copy was refreshed.' },
  'offlineForms.refreshOffline': {
    vi: 'Không kết nối được máy chủ: bản lưu hiện tại vẫn được dùng.',
    en: 'The server could not be reached: the current copy stays in use.',
  },
  'offlineForms.remove': { vi: 'Gỡ khỏi thiết bị', en: 'Remove from device' },
  'offlineForms.removeTitle': { vi: 'Gỡ biểu mẫu khỏi thiết bị?', en: 'Remove the form from this device?' },
  'offlineForms.removeBody': {
    vi: 'Biểu mẫu “{title}” sẽ không còn mở được khi không có mạng. Các câu trả lời chưa gửi vẫn được giữ và gửi đi bình thường.',
    en: 'The form “{title}” will no longer open without a connection. Unsent answers are kept and sent as usual.',
  },
  'offlineForms.cancel': { vi: 'Hủy', en: 'Cancel' },

  'offlineForms.outbox': { vi: 'Hộp thư đi', en: 'Outbox' },
  'offlineForms.outboxEmpty': { vi: 'Không có câu trả lời nào chờ gửi.', en: 'No answers are waiting to be sent.' },
  'offlineForms.outboxLabel': { vi: 'Câu trả lời chưa gửi', en: 'Unsent answers' },
  'offlineForms.itemWaiting': { vi: 'Chờ gửi', en: 'Waiting to be sent' },
  'offlineForms.reports': {
    vi: '{count, plural, other {# báo cáo lỗi biểu mẫu chờ gửi}}',
    en: '{count, plural, one {# problem report waiting to be sent} other {# problem reports waiting to be sent}}',
  },
  'offlineForms.reportRefused': { vi: 'Một báo cáo lỗi bị từ chối: {reason}', en: 'A problem report was refused: {reason}' },

  'offlineForms.backup': { vi: 'Sao lưu', en: 'Backup' },
  'offlineForms.backupHelp': {
    vi: 'Xuất hộp thư đi ra tệp để giữ an toàn hoặc chuyển sang thiết bị khác. Nhập tệp nhiều lần cũng không tạo câu trả lời trùng.',
    en: 'Export the outbox to a file to keep it safe or move it to another device. Importing a file twice never creates duplicate answers.',
  },
  'offlineForms.export': { vi: 'Xuất tệp sao lưu', en: 'Export backup' },
  'offlineForms.import': { vi: 'Nhập bản sao lưu', en: 'Import backup' },
  'offlineForms.exported': {
    vi: 'Đã xuất {items, plural, other {# câu trả lời}} và {drafts, plural, other {# bản nháp}}.',
    en: 'Exported {items, plural, one {# answer} other {# answers}} and {drafts, plural, one {# draft} other {# drafts}}.',
  },
  'offlineForms.imported': {
    vi: 'Đã thêm {added, plural, other {# câu trả lời}}; {alreadyHere, plural, other {# câu trả lời}} đã có sẵn trên thiết bị.',
    en: 'Added {added, plural, one {# answer} other {# answers}}; {alreadyHere, plural, one {# answer was} other {# answers were}} already on this device.',
  },
  'offlineForms.importError.NOT_JSON': { vi: 'Tệp này không đọc được (không phải tệp JSON). Không có gì được thêm.', en: 'This file cannot be read (it is not JSON). Nothing was added.' },
  'offlineForms.importError.NOT_BACKUP': {
    vi: 'Tệp này không phải bản sao lưu hộp thư đi. Không có gì được thêm.',
    en: 'This file is not an outbox backup. Nothing was added.',
  },
  'offlineForms.importError.TOO_NEW': {
    vi: 'Tệp được tạo bởi phiên bản ứng dụng mới hơn. Hãy cập nhật ứng dụng rồi thử lại. Không có gì được thêm.',
    en: 'The file was made by a newer version of the app. Update the app and try again. Nothing was added.',
  },
  'offlineForms.importError.BAD_ITEM': {
    vi: 'Tệp có câu trả lời bị hỏng nên không được nhập. Không có gì được thêm.',
    en: 'The file holds a damaged answer, so it was not imported. Nothing was added.',
  },
  'offlineForms.exportFailed': { vi: 'Không xuất được bản sao lưu.', en: 'The backup could not be exported.' },

  'offlineForms.storage': { vi: 'Dung lượng lưu trữ', en: 'Storage' },
  'offlineForms.storageUsage': { vi: 'Đã dùng {used} trên {quota}', en: '{used} used of {quota}' },
  'offlineForms.storageUnknown': { vi: 'Trình duyệt không cho biết dung lượng đã dùng.', en: 'The browser does not tell how much storage is used.' },
  'offlineForms.persisted': {
    vi: 'Dữ liệu trên thiết bị được trình duyệt giữ lâu dài.',
    en: 'The browser keeps this site’s data persistently.',
  },
  'offlineForms.notPersisted': {
    vi: 'Trình duyệt có thể xóa dữ liệu khi thiết bị đầy bộ nhớ. Hãy gửi câu trả lời sớm hoặc xuất tệp sao lưu.',
    en: 'The browser may clear this data when the device runs out of space. Send your answers soon or export a backup.',
  },
  'offlineForms.persistAskedAt': {
    vi: 'Lần cuối đề nghị trình duyệt giữ dữ liệu: {time}. Ứng dụng sẽ đề nghị lại khi bạn lưu câu trả lời lúc không có mạng.',
    en: 'The browser was last asked to keep the data on {time}. The app asks again when you save an answer with no connection.',
  },
  'offlineForms.persistAsk': { vi: 'Đề nghị trình duyệt giữ dữ liệu', en: 'Ask the browser to keep the data' },
  'offlineForms.persistRefused': {
    vi: 'Trình duyệt chưa đồng ý. Trình duyệt tự quyết định (thường đồng ý khi ứng dụng được cài lên màn hình chính hoặc dùng thường xuyên). Hãy gửi câu trả lời sớm hoặc xuất tệp sao lưu.',
    en: 'The browser did not agree. It decides by itself (usually once the app is installed on the home screen or used often). Send your answers soon or export a backup.',
  },
  'offlineForms.persistUnsupported': {
    vi: 'Trình duyệt này không hứa giữ dữ liệu lâu dài. Hãy gửi câu trả lời sớm hoặc xuất tệp sao lưu.',
    en: 'This browser cannot promise to keep the data. Send your answers soon or export a backup.',
  },
  'offlineForms.storageLow': {
    vi: 'Bộ nhớ của trình duyệt sắp đầy (còn {free}). Hãy kết nối mạng để gửi câu trả lời, hoặc xuất tệp sao lưu.',
    en: 'The browser’s storage is almost full ({free} left). Connect to send your answers, or export a backup.',
  },
  'offlineForms.storageLowLink': { vi: 'Mở trang ngoại tuyến', en: 'Open the offline page' },

  'offlineForms.signOutTitle': { vi: 'Còn dữ liệu chưa gửi trên thiết bị', en: 'Unsent data is still on this device' },
  'offlineForms.signOutItems': {
    vi: 'Bạn còn {count, plural, other {# câu trả lời chưa gửi}}.',
    en: 'You have {count, plural, one {# unsent answer} other {# unsent answers}}.',
  },
  'offlineForms.signOutDrafts': {
    vi: 'Trên thiết bị có {count, plural, other {# bản nháp chưa nộp}}.',
    en: 'This device holds {count, plural, one {# unfinished draft} other {# unfinished drafts}}.',
  },
  'offlineForms.signOutNext': {
    vi: 'Người dùng tiếp theo trên thiết bị này sẽ không thấy chúng.',
    en: 'The next person on this device will not see them.',
  },
  'offlineForms.signOutStillUnsent': {
    vi: 'Chưa gửi được hết ({items, plural, other {còn # câu trả lời}}). Bạn có thể thử lại hoặc giữ lại cho tài khoản này.',
    en: 'Not everything could be sent ({items, plural, one {# answer left} other {# answers left}}). Try again, or keep them for this account.',
  },
  'offlineForms.signOutSend': { vi: 'Gửi trước rồi đăng xuất', en: 'Send first, then sign out' },
  'offlineForms.signOutKeep': { vi: 'Giữ lại cho tài khoản này', en: 'Keep for this account' },
  'offlineForms.signOutSending': { vi: 'Đang gửi…', en: 'Sending…' },
  'offlineForms.signOutKeepHelp': {
    vi: 'Dữ liệu được giữ sẽ được gửi hoặc khôi phục khi bạn đăng nhập lại trên thiết bị này.',
    en: 'Kept data is sent or restored when you sign in again on this device.',
  },
});
