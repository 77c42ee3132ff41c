import { bilingual } from '#app/shared/i18n/catalogue';
import { answeringTexts } from '#core/i18n';

/** Welcome, pages, thank-you, settings explained, verification and reporting a problem. */
export const answerFlowMessages = bilingual({
  'answerFlow.start': answeringTexts.start,
  'answerFlow.progressLabel': { vi: 'Tiến độ trả lời', en: 'Answering progress' },
  'answerFlow.pageOf': { vi: 'Trang {current}/{total}', en: 'Page {current} of {total}' },
  'answerFlow.submitAndNew': answeringTexts.submitAndNew,
  'answerFlow.savedStartNew': {
    vi: 'Đã lưu câu trả lời trên thiết bị. Mời nhập câu trả lời tiếp theo.',
    en: 'The answer was saved on this device. You can enter the next one.',
  },
  'answerFlow.continue': { vi: 'Tiếp tục', en: 'Continue' },
  'answerFlow.redirectIn': {
    vi: 'Tự động chuyển trang sau {seconds} giây.',
    en: '{seconds, plural, one {Going on automatically in # second.} other {Going on automatically in # seconds.}}',
  },
  'answerFlow.redirectCancel': { vi: 'Ở lại trang này', en: 'Stay on this page' },
  'answerFlow.notes': { vi: 'Lưu ý trước khi trả lời', en: 'Before you answer' },
  'answerFlow.formLanguages': answeringTexts.formLanguages,
  'answerFlow.formLanguage': { vi: 'Ngôn ngữ của biểu mẫu', en: 'Language of the form' },
  'answerFlow.note.onePerPerson': { vi: 'Mỗi người chỉ được trả lời một lần.', en: 'Each person may answer only once.' },
  'answerFlow.note.maxAnswers': {
    vi: 'Biểu mẫu chỉ nhận tối đa {count} câu trả lời.',
    en: 'The form accepts at most {count, plural, one {# answer} other {# answers}}.',
  },
  'answerFlow.note.closesAt': { vi: 'Hạn trả lời: {date}', en: 'Answer by: {date}' },
  'answerFlow.note.opensAt': { vi: 'Biểu mẫu mở nhận câu trả lời từ {date}.', en: 'The form takes answers from {date}.' },
  'answerFlow.note.closed': {
    vi: 'Biểu mẫu đã hết hạn trả lời; câu trả lời gửi lúc này có thể không được nhận.',
    en: 'The form is expired; an answer sent now may be refused.',
  },
  'answerFlow.note.verifyEmail': {
    vi: 'Trước khi gửi, bạn cần xác minh địa chỉ email bằng mã được gửi tới email đó.',
    en: 'Before sending, you verify your email address with a code sent to it.',
  },
  'answerFlow.note.verifyPhone': {
    vi: 'Trước khi gửi, bạn cần xác minh số điện thoại bằng mã được gửi qua tin nhắn SMS.',
    en: 'Before sending, you verify your phone number with a code sent by SMS.',
  },
  'answerFlow.note.captcha': {
    vi: 'Trước khi gửi, thiết bị của bạn tự xác thực (captcha); bạn không cần nhập gì.',
    en: 'Before sending, your device passes the captcha by itself; there is nothing to type.',
  },
  'answerFlow.opensAt': answeringTexts.opensAt,
  'answerFlow.signIn.title': { vi: 'Cần đăng nhập', en: 'Sign-in required' },
  'answerFlow.signIn.body': {
    vi: 'Biểu mẫu này chỉ nhận câu trả lời của người đã đăng nhập; câu trả lời sẽ gắn với tài khoản của bạn.',
    en: 'This form accepts answers only from signed-in people; your answer is tied to your account.',
  },
  'answerFlow.signedInAs': { vi: 'Câu trả lời sẽ gắn với tài khoản {name}.', en: 'Your answer will be tied to the account {name}.' },
  'answerFlow.captchaOffline': {
    vi: 'Chưa xác thực (captcha) được (có thể do mất mạng). Bạn vẫn gửi được: câu trả lời được lưu trên thiết bị và thiết bị sẽ tự xác thực khi có mạng trở lại.',
    en: 'The captcha could not be passed yet (perhaps there is no connection). You can still submit: the answer is saved on this device, which passes the captcha by itself once the connection is back.',
  },
  'answerFlow.report.open': { vi: 'Báo lỗi biểu mẫu', en: 'Report a problem with this form' },
  'answerFlow.report.intro': {
    vi: 'Mô tả vấn đề bạn gặp với biểu mẫu này, ví dụ câu hỏi sai hoặc không gửi được.',
    en: 'Describe the problem you found with this form, for example a wrong question or a failure to submit.',
  },
  'answerFlow.report.content': { vi: 'Nội dung báo lỗi', en: 'What is wrong' },
  'answerFlow.report.contact': { vi: 'Thông tin liên hệ', en: 'Contact' },
  'answerFlow.report.contactHint': {
    vi: 'Không bắt buộc: email hoặc số điện thoại nếu bạn muốn được phản hồi.',
    en: 'Optional: an email address or phone number if you want a reply.',
  },
  'answerFlow.report.send': { vi: 'Gửi báo lỗi', en: 'Send the report' },
  'answerFlow.report.queued': {
    vi: 'Đã lưu báo lỗi trên thiết bị; sẽ gửi khi kết nối trở lại.',
    en: 'Report kept on this device; it will be sent when the connection returns.',
  },
  'answerFlow.report.sending': { vi: 'Đang gửi báo lỗi…', en: 'Sending the report…' },
  'answerFlow.report.rejected': { vi: 'Máy chủ không nhận báo lỗi này.', en: 'The server did not accept this report.' },
  'answerFlow.report.sent': { vi: 'Đã gửi báo lỗi. Cảm ơn bạn!', en: 'Report sent. Thank you!' },
  'answerFlow.report.failed': {
    vi: 'Không lưu được báo lỗi trên thiết bị này. Hãy thử lại.',
    en: 'The report could not be saved on this device. Please try again.',
  },
});
