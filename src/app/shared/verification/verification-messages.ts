import { bilingual } from '#app/shared/i18n/catalogue';

/** The proof of a phone number or an email address before a form is answered. */
export const verificationMessages = bilingual({
  'answerFlow.verify.emailTitle': { vi: 'Xác minh email', en: 'Verify your email' },
  'answerFlow.verify.phoneTitle': { vi: 'Xác minh số điện thoại', en: 'Verify your phone number' },
  'answerFlow.verify.email': { vi: 'Địa chỉ email', en: 'Email address' },
  'answerFlow.verify.phone': { vi: 'Số điện thoại', en: 'Phone number' },
  'answerFlow.verify.send': { vi: 'Gửi mã xác minh', en: 'Send the code' },
  'answerFlow.verify.sent': { vi: 'Mã gồm 6 chữ số đã được gửi tới {target}.', en: 'A 6-digit code was sent to {target}.' },
  'answerFlow.verify.code': { vi: 'Mã xác minh', en: 'Verification code' },
  'answerFlow.verify.codeHint': { vi: 'Nhập 6 chữ số trong thư hoặc tin nhắn.', en: 'Type the 6 digits from the message.' },
  'answerFlow.verify.codeInvalid': { vi: 'Mã xác minh gồm đúng 6 chữ số.', en: 'The code has exactly 6 digits.' },
  'answerFlow.verify.confirm': { vi: 'Xác minh', en: 'Verify' },
  'answerFlow.verify.resend': { vi: 'Gửi lại mã', en: 'Send a new code' },
  'answerFlow.verify.resendIn': { vi: 'Gửi lại mã sau {seconds} giây', en: 'New code in {seconds} s' },
  'answerFlow.verify.change': { vi: 'Dùng địa chỉ hoặc số khác', en: 'Use another address or number' },
  'answerFlow.verify.done': { vi: 'Đã xác minh: {target}', en: 'Verified: {target}' },
  'answerFlow.verify.offline': {
    vi: 'Không có mạng nên chưa xác minh được. Bạn vẫn gửi được: câu trả lời được lưu trên thiết bị và bạn sẽ được nhắc xác minh khi có mạng.',
    en: 'There is no connection, so verification cannot happen now. You can still submit: the answer is saved on this device and you will be asked to verify once online.',
  },
});
