import type { Lang } from './languages';

/** The answering page's own words, per language, as a citizen reads them (the catalogues are the truth). */
export const answeringUi = {
  vi: {
    province: 'Tỉnh/Thành phố', district: 'Quận/Huyện', commune: 'Phường/Xã',
    chooseFiles: 'Chọn tệp', chosenFiles: 'Tệp đã chọn', otherText: 'Nêu rõ ý khác', addRow: 'Thêm hàng', row: (n: number) => `Hàng ${n}`,
    rating: (n: number, max: number) => `${n} trên ${max} trái tim`,
    segments: { day: 'Ngày', month: 'Tháng', year: 'Năm', hour: 'Giờ', minute: 'Phút' },
    fixProblems: (n: number) => `Chưa gửi được: vui lòng xem lại ${n} câu hỏi được đánh dấu.`,
    tooManyChoices: (max: number) => `Chọn nhiều nhất ${max} lựa chọn`,
    thanks: 'Cảm ơn bạn!', noneWaiting: /Không có câu trả lời chờ gửi/,
    start: 'Bắt đầu', next: 'Tiếp theo', back: 'Quay lại', pageOf: (n: number, total: number) => `Trang ${n}/${total}`,
    forbidden: 'Câu trả lời của bạn không cho phép gửi biểu mẫu này',
    continue: 'Tiếp tục', stay: 'Ở lại trang này', redirectIn: /Tự động chuyển trang sau \d giây/,
    signInTitle: 'Cần đăng nhập', signInButton: 'Đăng nhập để trả lời biểu mẫu này',
    disabled: 'Biểu mẫu đã bị vô hiệu hóa', expired: 'Biểu mẫu đã hết hạn',
    report: 'Báo lỗi biểu mẫu', reportContent: 'Nội dung báo lỗi', reportContact: 'Thông tin liên hệ', reportSend: 'Gửi báo lỗi',
    reportRequired: 'Nhập nội dung báo lỗi', reportSent: 'Đã gửi báo lỗi. Cảm ơn bạn!',
  },
  en: {
    province: 'Province / city', district: 'District', commune: 'Ward / commune',
    chooseFiles: 'Choose files', chosenFiles: 'Chosen files', otherText: 'Please specify', addRow: 'Add row', row: (n: number) => `Row ${n}`,
    rating: (n: number, max: number) => `${n} of ${max} hearts`,
    segments: { day: 'day', month: 'month', year: 'year', hour: 'hour', minute: 'minute' },
    fixProblems: (n: number) => `Not sent yet: please check the ${n} ${n === 1 ? 'question' : 'questions'} marked.`,
    tooManyChoices: (max: number) => `Choose at most ${max} options`,
    thanks: 'Thank you!', noneWaiting: /No answers waiting/,
    start: 'Start', next: 'Next', back: 'Back', pageOf: (n: number, total: number) => `Page ${n} of ${total}`,
    forbidden: 'Your answers do not allow this form to be submitted',
    continue: 'Continue', stay: 'Stay on this page', redirectIn: /Going on automatically in \d seconds?/,
    signInTitle: 'Sign-in required', signInButton: 'Sign in to answer this form',
    disabled: 'Form has been disabled', expired: 'The form is expired',
    report: 'Report a problem with this form', reportContent: 'What is wrong', reportContact: 'Contact', reportSend: 'Send the report',
    reportRequired: 'Enter the error report content', reportSent: 'Report sent. Thank you!',
  },
} as const satisfies Record<Lang, unknown>;
