import { bilingual } from '#app/shared/i18n/catalogue';
import { answeringTexts } from '#core/i18n';

/** The public form page: what a citizen or field worker sees while answering. */
export const answeringMessages = bilingual({
  'answering.loading': answeringTexts.opening,
  'answering.notFound.title': answeringTexts.notFoundTitle,
  'answering.notFound.body': answeringTexts.notFoundBody,
  'answering.unavailable.title': { vi: 'Biểu mẫu chưa mở được', en: 'The form cannot be opened' },
  'answering.offlineNoCopy': {
    vi: 'Không có kết nối mạng và biểu mẫu này chưa từng được mở trên thiết bị này. Hãy kết nối mạng rồi thử lại.',
    en: 'There is no connection and this form was never opened on this device. Connect and try again.',
  },
  'answering.requiredNote': answeringTexts.requiredNote,
  'answering.restored': { vi: 'Các câu trả lời chưa hoàn thành của bạn đã được khôi phục.', en: 'Your unfinished answers were restored.' },
  'answering.clearDraft': { vi: 'Xóa và bắt đầu lại', en: 'Clear and start over' },
  'answering.numberHint.range': { vi: 'Nhập số từ {min} đến {max}', en: 'Enter a number from {min} to {max}' },
  'answering.numberHint.min': { vi: 'Nhập số từ {min} trở lên', en: 'Enter a number of at least {min}' },
  'answering.numberHint.max': { vi: 'Nhập số không quá {max}', en: 'Enter a number of at most {max}' },
  'answering.submit': answeringTexts.submit,
  'answering.submitting': { vi: 'Đang lưu…', en: 'Saving…' },
  'answering.fixProblems': {
    vi: 'Chưa gửi được: vui lòng xem lại {count, plural, other {# câu hỏi}} được đánh dấu.',
    en: 'Not sent yet: please check the {count, plural, one {# question} other {# questions}} marked.',
  },
  'answering.saveFailed': {
    vi: 'Không lưu được câu trả lời trên thiết bị này. Câu trả lời vẫn còn trên trang; hãy thử lại.',
    en: 'Your answer could not be saved on this device. It is still on the page; please try again.',
  },
  'answering.storageFull': {
    vi: 'Bộ nhớ của thiết bị đã đầy nên không lưu được câu trả lời. Hãy giải phóng dung lượng rồi thử lại; câu trả lời vẫn còn trên trang.',
    en: 'The device storage is full, so the answer could not be saved. Free some space and try again; your answer is still on the page.',
  },
  'answering.forbiddenBecause': { vi: 'Hãy xem lại câu trả lời cho: {questions}.', en: 'Check your answers to: {questions}.' },
  'answering.draftElsewhere': {
    vi: 'Biểu mẫu này đang mở ở một thẻ khác. Câu trả lời ở thẻ này không được lưu nháp; hãy gửi trước khi đóng thẻ.',
    en: 'This form is open in another tab. Answers in this tab are not kept as a draft; submit them before you close the tab.',
  },
  'answering.draftFailed': {
    vi: 'Không tự động lưu được bản nháp trên thiết bị này. Đừng đóng trang trước khi gửi.',
    en: 'Your unfinished answers could not be saved on this device. Do not close the page before submitting.',
  },
  'answering.thanks.title': { vi: 'Cảm ơn bạn!', en: 'Thank you!' },
  'answering.thanks.saved': {
    vi: 'Câu trả lời của bạn đã được lưu trên thiết bị này và sẽ được gửi tự động.',
    en: 'Your answer has been saved on this device and will be sent automatically.',
  },
  'answering.thanks.again': { vi: 'Gửi câu trả lời khác', en: 'Submit another answer' },
});
