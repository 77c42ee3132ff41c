export type Lang = 'vi' | 'en';

/** The texts the specs look for, per language (the catalogues are the truth; these are the user's view). */
export const ui = {
  vi: {
    signIn: 'Đăng nhập', username: 'Tên đăng nhập hoặc email', password: 'Mật khẩu', captcha: 'Mã xác thực',
    fillEverything: 'Vui lòng nhập đầy đủ thông tin', createForm: 'Tạo biểu mẫu', formTitle: 'Tiêu đề biểu mẫu',
    addText: 'Thêm câu hỏi văn bản', addNumber: 'Thêm câu hỏi số', addRadio: 'Thêm câu hỏi chọn một',
    questionTitle: (n: number) => `Tiêu đề câu hỏi ${n}`, required: (n: number) => `Bắt buộc câu hỏi ${n}`,
    question: (n: number) => `Câu hỏi ${n}`, minimum: 'Giá trị nhỏ nhất', maximum: 'Giá trị lớn nhất',
    option: (n: number) => `Lựa chọn ${n}`, addOption: 'Thêm lựa chọn', addRule: 'Thêm quy tắc hiển thị',
    rule: (n: number) => `Quy tắc ${n}`, showQuestion: 'Hiện câu hỏi', whenQuestion: 'Khi câu hỏi', equalsOption: 'Bằng lựa chọn',
    save: 'Lưu', publish: 'Xuất bản', copyLink: 'Sao chép liên kết', saved: 'Đã lưu biểu mẫu',
    published: 'Biểu mẫu đang được xuất bản', submit: 'Gửi', submitAnother: 'Gửi câu trả lời khác',
    savedOnDevice: 'Câu trả lời của bạn đã được lưu trên thiết bị này', offline: 'Bạn đang ngoại tuyến', sendNow: 'Gửi ngay',
    notFound: 'Không tìm thấy trang', backHome: 'Về trang chủ', language: 'English', requiredMessage: 'Trường này là bắt buộc',
    range: (min: number, max: number) => `Vui lòng nhập giá trị trong khoảng ${min} đến ${max}`,
  },
  en: {
    signIn: 'Sign in', username: 'Username or email', password: 'Password', captcha: 'Captcha code',
    fillEverything: 'Please fill in every field', createForm: 'Create form', formTitle: 'Form title',
    addText: 'Add text question', addNumber: 'Add number question', addRadio: 'Add single-choice question',
    questionTitle: (n: number) => `Question ${n} title`, required: (n: number) => `Required question ${n}`,
    question: (n: number) => `Question ${n}`, minimum: 'Minimum', maximum: 'Maximum',
    option: (n: number) => `Option ${n}`, addOption: 'Add option', addRule: 'Add display rule',
    rule: (n: number) => `Rule ${n}`, showQuestion: 'Show question', whenQuestion: 'When question', equalsOption: 'Equals option',
    save: 'Save', publish: 'Publish', copyLink: 'Copy link', saved: 'The form was saved',
    published: 'The form is published', submit: 'Submit', submitAnother: 'Submit another answer',
    savedOnDevice: 'Your answer has been saved on this device', offline: 'You are offline', sendNow: 'Send now',
    notFound: 'Page not found', backHome: 'Back to home', language: 'Tiếng Việt', requiredMessage: 'This field is required',
    range: (min: number, max: number) => `Enter a value within the range ${min} to ${max}`,
  },
} as const;
