import { bilingual } from '#app/shared/i18n/catalogue';
import { answeringTexts } from '#core/i18n';

export const layoutMessages = bilingual({
  'layout.appName': answeringTexts.appName,
  'layout.homeLink': { vi: 'Khảo sát ý kiến — Trang chủ', en: 'Opinion Survey — Home' },
  'layout.skip': { vi: 'Bỏ qua đến nội dung chính', en: 'Skip to main content' },
  'layout.mainNav': { vi: 'Điều hướng chính', en: 'Main navigation' },
  'layout.nav.home': { vi: 'Trang chủ', en: 'Home' },
  'layout.nav.myForms': { vi: 'Biểu mẫu của tôi', en: 'My forms' },
  'layout.nav.management': { vi: 'Quản trị', en: 'Management' },
  'layout.nav.offline': { vi: 'Ngoại tuyến', en: 'Offline' },
  'layout.signIn': { vi: 'Đăng nhập', en: 'Sign in' },
  'layout.signOut': { vi: 'Đăng xuất', en: 'Sign out' },
  'layout.signedInAs': { vi: 'Đang đăng nhập: {name}', en: 'Signed in as {name}' },
  'layout.profileOf': { vi: 'Thông tin cá nhân của {name}', en: 'Profile of {name}' },
  'layout.account': { vi: 'Tài khoản', en: 'Account' },
  'layout.offlineSession': {
    vi: 'Không kết nối được máy chủ — đang dùng dữ liệu đã lưu trên thiết bị.',
    en: 'The server cannot be reached — using the data stored on this device.',
  },
  'layout.error.title': { vi: 'Không hiển thị được nội dung', en: 'This content could not be shown' },
  'layout.error.text': {
    vi: 'Đã có lỗi khi tải trang. Vui lòng thử lại hoặc tải lại trang.',
    en: 'Something went wrong while loading the page. Please try again or reload the page.',
  },
  'layout.error.retry': { vi: 'Thử lại', en: 'Try again' },
  'layout.error.reload': { vi: 'Tải lại trang', en: 'Reload' },
  'layout.sidebar.label': { vi: 'Menu quản trị', en: 'Management menu' },
  'layout.sidebar.collapse': { vi: 'Thu gọn menu', en: 'Collapse menu' },
  'layout.sidebar.expand': { vi: 'Mở rộng menu', en: 'Expand menu' },
  'layout.footer.label': { vi: 'Thông tin đơn vị', en: 'About the agency' },
  'layout.footer.agencyRole': { vi: 'Đơn vị chủ quản', en: 'Owning agency' },
  'layout.footer.developerRole': { vi: 'Đơn vị phát triển', en: 'Developed by' },
  'layout.footer.phone': { vi: 'Điện thoại: {phone}', en: 'Phone: {phone}' },
});
