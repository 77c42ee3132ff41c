import { bilingual } from '#app/shared/i18n/catalogue';

/** Attachments to answers, also chosen offline. */
export const attachmentMessages = bilingual({
  'attachment.choose': { vi: 'Chọn tệp', en: 'Choose files' },
  'attachment.drop': { vi: 'hoặc kéo thả tệp vào đây', en: 'or drop files here' },
  'attachment.dropLabel': { vi: 'Vùng thả tệp cho câu hỏi {title}', en: 'Drop zone for files of {title}' },
  'attachment.limits': { vi: 'Tối đa {maxFiles} tệp, mỗi tệp không quá {maxMb} MB', en: 'Up to {maxFiles} files, each at most {maxMb} MB' },
  'attachment.types': { vi: 'Định dạng cho phép: {types}', en: 'Accepted: {types}' },
  'attachment.remove': { vi: 'Xoá tệp {name}', en: 'Remove {name}' },
  'attachment.list': { vi: 'Tệp đã chọn', en: 'Chosen files' },
  'attachment.refused': { vi: 'Tệp {name}: {reason}', en: 'File {name}: {reason}' },
  'attachment.storageFull': {
    vi: 'Bộ nhớ của thiết bị đã đầy, không lưu được tệp. Hãy giải phóng dung lượng rồi thử lại.',
    en: 'The device storage is full and the file could not be kept. Free some space and try again.',
  },
  'attachment.keepFailed': { vi: 'Không lưu được tệp trên thiết bị. Vui lòng thử lại.', en: 'The file could not be kept on this device. Please try again.' },
  'attachment.waiting': {
    vi: 'Tệp được lưu trên thiết bị và sẽ được tải lên khi gửi câu trả lời.',
    en: 'Files are kept on this device and uploaded when the answer is sent.',
  },
});
