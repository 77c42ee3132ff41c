import { bilingual } from '#app/shared/i18n/catalogue';

/** The author's preview of a form (designer and review screen). */
export const formPreviewMessages = bilingual({
  'answerFlow.preview.title': { vi: 'Xem trước', en: 'Preview' },
  'answerFlow.preview.banner': {
    vi: 'Đây là bản xem trước như người trả lời nhìn thấy. Câu trả lời thử không được lưu và không được gửi đi.',
    en: 'This is a preview as respondents see the form. Test answers are neither stored nor sent.',
  },
  'answerFlow.preview.width': { vi: 'Khổ màn hình', en: 'Screen width' },
  'answerFlow.preview.phone': { vi: 'Điện thoại', en: 'Phone' },
  'answerFlow.preview.desktop': { vi: 'Máy tính', en: 'Desktop' },
  'answerFlow.preview.restart': { vi: 'Bắt đầu lại bản xem trước', en: 'Restart the preview' },
  'answerFlow.preview.frame': { vi: 'Biểu mẫu xem trước', en: 'Previewed form' },
  'answerFlow.preview.notSent': {
    vi: 'Đây chỉ là bản xem trước: không có gì được gửi đi hay lưu lại.',
    en: 'This was a preview: nothing was sent or stored.',
  },
  'answerFlow.preview.redirect': {
    vi: 'Người trả lời sẽ được chuyển đến {target}.',
    en: 'Respondents will be taken to {target}.',
  },
  'answerFlow.preview.proofsSkipped': {
    vi: 'Xác minh email/số điện thoại và mã xác thực (captcha) chỉ được hỏi trên biểu mẫu đã xuất bản; bản xem trước bỏ qua chúng.',
    en: 'Email or phone verification and the captcha are asked only on the published form; the preview skips them.',
  },
});
