import { bilingual } from '#app/shared/i18n/catalogue';

/** My profile, change password, and the page of a mailed reset link. */
export const profileMessages = bilingual({
  'profile.title': { vi: 'Thông tin cá nhân', en: 'My profile' },
  'profile.intro': { vi: 'Tên, email và số điện thoại của bạn.', en: 'Your name, email and phone.' },
  'profile.username': { vi: 'Tên đăng nhập', en: 'Username' },
  'profile.department': { vi: 'Phòng ban', en: 'Department' },
  'profile.name': { vi: 'Họ tên', en: 'Full name' },
  'profile.email': { vi: 'Email', en: 'Email' },
  'profile.phone': { vi: 'Số điện thoại', en: 'Phone' },
  'profile.saved': { vi: 'Đã lưu thông tin cá nhân', en: 'Your profile was saved' },
  'profile.loadFailed': { vi: 'Không tải được thông tin cá nhân.', en: 'Your profile could not be loaded.' },
  'profile.changePassword': { vi: 'Đổi mật khẩu', en: 'Change password' },
  'profile.myUsers': { vi: 'Người dùng tôi quản lý', en: 'My users' },
  'password.title': { vi: 'Đổi mật khẩu', en: 'Change password' },
  'password.intro': { vi: 'Mật khẩu có ít nhất 8 ký tự, gồm chữ số, chữ hoa và chữ thường. Các phiên đăng nhập khác của bạn sẽ kết thúc.', en: 'At least 8 characters with a digit, an uppercase and a lowercase letter. Your other sessions end.' },
  'password.old': { vi: 'Mật khẩu hiện tại', en: 'Current password' },
  'password.new': { vi: 'Mật khẩu mới', en: 'New password' },
  'password.confirm': { vi: 'Xác nhận mật khẩu mới', en: 'Confirm the new password' },
  'password.submit': { vi: 'Đổi mật khẩu', en: 'Change password' },
  'password.changed': { vi: 'Đã đổi mật khẩu', en: 'Your password was changed' },
  'reset.title': { vi: 'Đặt lại mật khẩu', en: 'Reset your password' },
  'reset.intro': { vi: 'Đặt mật khẩu mới cho tài khoản của bạn. Liên kết chỉ dùng được một lần.', en: 'Set a new password for your account. The link works only once.' },
  'reset.submit': { vi: 'Đặt mật khẩu mới', en: 'Set the new password' },
  'reset.done': { vi: 'Đã đặt mật khẩu mới. Bạn có thể đăng nhập.', en: 'Your new password is set. You can sign in.' },
  'reset.noToken': { vi: 'Liên kết đặt lại mật khẩu không hợp lệ.', en: 'This password reset link is invalid.' },
  'reset.signIn': { vi: 'Đăng nhập', en: 'Sign in' },
});
