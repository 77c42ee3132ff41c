import { bilingual } from '#app/shared/i18n/catalogue';

/** Authors offline: drafts kept on the device, sending later, and version conflicts. */
export const designerOfflineMessages = bilingual({
  'designerOffline.storedOffline': {
    vi: 'Đã lưu trên thiết bị này. Thay đổi sẽ được gửi khi có kết nối trở lại.',
    en: 'Saved on this device. It will be sent when the connection is back.',
  },
  'designerOffline.publishOffline': {
    vi: 'Cần có kết nối để xuất bản hoặc tắt biểu mẫu. Thiết kế của bạn vẫn được giữ trên thiết bị này.',
    en: 'Publishing or disabling needs a connection. Your design is kept on this device meanwhile.',
  },
  'designerOffline.sentLater': {
    vi: 'Có kết nối trở lại: các thay đổi lưu trên thiết bị đã được lưu lên máy chủ.',
    en: 'The connection is back: the changes saved on this device were saved to the server.',
  },
  'designerOffline.restored': {
    vi: 'Các thay đổi chưa lưu của bạn lúc {time} đã được khôi phục.',
    en: 'Your unsaved changes from {time} were restored.',
  },
  'designerOffline.discard': { vi: 'Bỏ các thay đổi này', en: 'Discard them' },
  'designerOffline.dismiss': { vi: 'Đã hiểu', en: 'OK' },
  'designerOffline.discarded': { vi: 'Đã bỏ các thay đổi lưu trên thiết bị.', en: 'The changes kept on this device were discarded.' },
  'designerOffline.offlineCopy': {
    vi: 'Bạn đang xem bản lưu trên thiết bị này lúc {time} vì không kết nối được máy chủ. Thay đổi của bạn được giữ trên thiết bị.',
    en: 'You are seeing the copy kept on this device at {time}, as the server cannot be reached. Your changes are kept on the device.',
  },
  'designerOffline.merged': {
    vi: 'Những thay đổi người khác đã lưu trong lúc bạn chỉnh sửa đã được gộp với thay đổi của bạn. Hãy kiểm tra rồi lưu.',
    en: 'Changes made meanwhile were merged with yours; check and save.',
  },
  'designerOffline.resolved': {
    vi: 'Đã áp dụng lựa chọn của bạn. Hãy kiểm tra rồi lưu.',
    en: 'Your choices were applied; check and save.',
  },
  'designerOffline.conflictWaiting': {
    vi: 'Biểu mẫu đã được thay đổi ở nơi khác và có phần trùng với thay đổi của bạn. Chưa có gì bị ghi đè.',
    en: 'The form was changed elsewhere in the same places as your changes. Nothing has been overwritten.',
  },
  'designerOffline.resolve': { vi: 'Chọn phiên bản giữ lại', en: 'Choose what to keep' },
  'designerOffline.copied': {
    vi: 'Phiên bản của bạn đã được lưu thành một biểu mẫu mới.',
    en: 'Your version was saved as a new form.',
  },
  'designerOffline.copySuffix': { vi: '(bản của tôi)', en: '(my copy)' },
  'designerOffline.untitled': { vi: 'Biểu mẫu chưa có tiêu đề', en: 'Untitled form' },
  'designerOffline.backgroundSaved': {
    vi: 'Thay đổi của biểu mẫu “{title}” lưu trên thiết bị đã được gửi lên máy chủ.',
    en: 'The changes to “{title}” kept on this device were sent to the server.',
  },
  'designerOffline.backgroundConflict': {
    vi: 'Biểu mẫu “{title}” cũng đã được thay đổi trên máy chủ. Hãy mở biểu mẫu để chọn phiên bản giữ lại.',
    en: '“{title}” was also changed on the server. Open it to choose what to keep.',
  },
  'designerOffline.conflict.title': { vi: 'Chọn phiên bản giữ lại', en: 'Choose what to keep' },
  'designerOffline.conflict.intro': {
    vi: 'Trong lúc bạn chỉnh sửa, biểu mẫu đã được lưu ở nơi khác (phiên bản {version}). Các phần dưới đây bị thay đổi ở cả hai nơi. Những thay đổi khác đã được gộp tự động. Chưa có gì được lưu.',
    en: 'While you were editing, the form was saved elsewhere (version {version}). The parts below were changed in both places; every other change was merged by itself. Nothing is saved yet.',
  },
  'designerOffline.conflict.mine': { vi: 'Của tôi: {summary}', en: 'Mine: {summary}' },
  'designerOffline.conflict.theirs': { vi: 'Trên máy chủ: {summary}', en: 'On the server: {summary}' },
  'designerOffline.conflict.apply': { vi: 'Áp dụng các lựa chọn', en: 'Apply my choices' },
  'designerOffline.conflict.keepAllMine': { vi: 'Giữ tất cả của tôi', en: 'Keep all mine' },
  'designerOffline.conflict.takeAllTheirs': { vi: 'Lấy tất cả trên máy chủ', en: 'Take all theirs' },
  'designerOffline.conflict.saveCopy': { vi: 'Lưu bản của tôi thành biểu mẫu mới', en: 'Save mine as a copy' },
  'designerOffline.conflict.later': { vi: 'Để sau', en: 'Decide later' },
  'designerOffline.conflict.chooseAll': {
    vi: 'Hãy chọn một phiên bản cho từng phần.',
    en: 'Choose a version for each part.',
  },
  'designerOffline.part.form.title': { vi: 'Tiêu đề biểu mẫu', en: 'Form title' },
  'designerOffline.part.form.description': { vi: 'Mô tả biểu mẫu', en: 'Form description' },
  'designerOffline.part.phase': { vi: 'Phần “{label}”', en: 'Section “{label}”' },
  'designerOffline.part.element': { vi: 'Câu hỏi “{label}”', en: 'Question “{label}”' },
  'designerOffline.part.rule': { vi: 'Quy tắc logic {label}', en: 'Logic rule {label}' },
  'designerOffline.part.settings': { vi: 'Cài đặt “{label}”', en: 'Setting “{label}”' },
  'designerOffline.part.welcome': { vi: 'Trang chào mừng', en: 'Welcome page' },
  'designerOffline.part.thankYou': { vi: 'Trang cảm ơn', en: 'Thank-you page' },
  'designerOffline.value.absent': { vi: 'đã xóa', en: 'deleted' },
  'designerOffline.value.empty': { vi: '(trống)', en: '(empty)' },
  'designerOffline.value.yes': { vi: 'có', en: 'yes' },
  'designerOffline.value.no': { vi: 'không', en: 'no' },
  'designerOffline.value.items': { vi: '{count} mục', en: '{count, plural, one {# item} other {# items}}' },
  'designerOffline.value.same': { vi: 'như bản kia, khác vị trí hoặc chi tiết', en: 'as the other, but placed or detailed differently' },
});
