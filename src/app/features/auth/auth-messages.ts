import { bilingual } from '#app/shared/i18n/catalogue';

export const authMessages = bilingual({
  'auth.title': { vi: 'Đăng nhập', en: 'Sign in' },
  'auth.subtitle': {
    vi: 'Đăng nhập để tạo, chia sẻ biểu mẫu và xem thống kê.',
    en: 'Sign in to build and share forms and read their statistics.',
  },
  'auth.username': { vi: 'Tên đăng nhập hoặc email', en: 'Username or email' },
  'auth.password': { vi: 'Mật khẩu', en: 'Password' },
  'auth.submit': { vi: 'Đăng nhập', en: 'Sign in' },
  'auth.incomplete': { vi: 'Vui lòng nhập đầy đủ thông tin.', en: 'Please fill in every field.' },
  'auth.inProgress': { vi: 'Đang đăng nhập…', en: 'Signing in…' },
  'auth.success': { vi: 'Đăng nhập thành công. Đang chuyển trang…', en: 'Signed in successfully. Redirecting…' },
  'auth.failed': { vi: 'Đăng nhập thất bại.', en: 'Sign-in failed.' },
  'auth.offline': {
    vi: 'Bạn đang ngoại tuyến. Cần có kết nối mạng để đăng nhập.',
    en: 'You are offline. Signing in needs a connection.',
  },
  'auth.alreadySignedIn': { vi: 'Bạn đang đăng nhập với tài khoản {name}.', en: 'You are signed in as {name}.' },
  'auth.goToForms': { vi: 'Đến trang biểu mẫu của tôi', en: 'Go to my forms' },
  'auth.retryAt': { vi: 'Bạn có thể thử lại lúc {time}.', en: 'You can try again at {time}.' },
  'auth.forgotLink': { vi: 'Quên mật khẩu?', en: 'Forgot your password?' },
  'forgot.title': { vi: 'Quên mật khẩu', en: 'Forgot password' },
  'forgot.intro': {
    vi: 'Nhập tên đăng nhập hoặc email của bạn. Chúng tôi sẽ gửi một liên kết đặt lại mật khẩu đến email của tài khoản.',
    en: 'Enter your username or email. We will send a password reset link to the email address of the account.',
  },
  'forgot.submit': { vi: 'Gửi liên kết đặt lại', en: 'Send the reset link' },
  'forgot.inProgress': { vi: 'Đang gửi yêu cầu…', en: 'Sending the request…' },
  'forgot.sent': {
    vi: 'Nếu tên này thuộc một tài khoản đang hoạt động có email, một liên kết đặt lại mật khẩu đã được gửi đến email đó. Liên kết có hiệu lực 60 phút và chỉ dùng được một lần.',
    en: 'If this name belongs to an active account with an email address, a password reset link has been sent there. The link is valid for 60 minutes and works once.',
  },
  'forgot.failed': { vi: 'Không gửi được yêu cầu.', en: 'The request could not be sent.' },
  'forgot.backToSignIn': { vi: 'Quay lại đăng nhập', en: 'Back to sign in' },
});
