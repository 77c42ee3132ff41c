import { bilingual } from '#app/shared/i18n/catalogue';

export const sessionMessages = bilingual({
  'session.loading': { vi: 'Đang khởi tạo hệ thống…', en: 'Starting the system…' },
  'session.busy.title': { vi: 'Hệ thống chưa sẵn sàng', en: 'The system is not ready' },
  'session.busy.text': {
    vi: 'Hệ thống chưa sẵn sàng. Vui lòng đăng nhập lại hoặc liên hệ quản trị viên.',
    en: 'The system is not ready. Please login again or contact the administrator.',
  },
  'session.locked.title': { vi: 'Tài khoản bị khóa', en: 'Account locked' },
  'session.locked.text': {
    vi: 'Tài khoản của bạn đã bị khóa. Vui lòng đăng nhập lại hoặc liên hệ quản trị viên để mở khóa.',
    en: 'Your account is locked. Please login again or contact the administrator to unlock.',
  },
  'session.forbidden.title': { vi: 'Tài khoản không được phép truy cập', en: 'Account not allowed' },
  'session.forbidden.text': {
    vi: 'Tài khoản của bạn không hợp lệ hoặc không được phép truy cập hệ thống. Vui lòng đăng nhập lại hoặc liên hệ quản trị viên.',
    en: 'Your account is invalid or not allowed to use the system. Please login again or contact the administrator.',
  },
  'session.countdown': {
    vi: 'Hệ thống sẽ tự động đăng xuất sau {seconds} giây.',
    en: 'You will automatically log out in {seconds} seconds.',
  },
  'session.loginAgain': { vi: 'Đăng nhập lại', en: 'Login again' },
  'session.retry': { vi: 'Thử lại', en: 'Try again' },
  'session.signInRequired': { vi: 'Vui lòng đăng nhập để tiếp tục.', en: 'Please sign in to continue.' },
});
