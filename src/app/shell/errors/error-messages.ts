import { bilingual } from '#app/shared/i18n/catalogue';

export const errorMessages = bilingual({
  'errors.notFound.title': { vi: 'Không tìm thấy trang', en: 'Page not found' },
  'errors.notFound.text': {
    vi: 'Trang bạn tìm không tồn tại, đã bị xóa hoặc địa chỉ chưa đúng. Vui lòng kiểm tra lại đường dẫn.',
    en: 'The page you are looking for does not exist, was removed, or the address is wrong. Please check the link.',
  },
  'errors.backHome': { vi: 'Về trang chủ', en: 'Back to home' },
  'errors.reload': { vi: 'Tải lại trang', en: 'Reload' },
  'errors.title': { vi: 'Đã xảy ra lỗi', en: 'Something went wrong' },
  'errors.staleTitle': { vi: 'Ứng dụng vừa được cập nhật', en: 'The app was just updated' },
  'errors.staleText': {
    vi: 'Trang này cần tải lại để dùng phiên bản mới. Dữ liệu đã lưu trên thiết bị không bị mất.',
    en: 'This page needs a reload to use the new version. Nothing saved on this device is lost.',
  },
  'errors.status': { vi: 'Mã lỗi {status}', en: 'Error code {status}' },
  'errors.client': {
    vi: 'Ứng dụng gặp lỗi trên trình duyệt. Vui lòng tải lại trang; nếu vẫn lỗi, hãy liên hệ quản trị viên.',
    en: 'The app ran into a problem in your browser. Please reload the page; if it persists, contact the administrator.',
  },
  'errors.retry': { vi: 'Thử lại', en: 'Try again' },
});
