import { bilingual } from '#app/shared/i18n/catalogue';

export const homeMessages = bilingual({
  'home.news.heading': { vi: 'Tin tức', en: 'News' },
  'home.title': { vi: 'Hệ thống khảo sát ý kiến trực tuyến', en: 'Online opinion survey system' },
  'home.description': {
    vi: 'Tạo biểu mẫu khảo sát, chia sẻ tới người dân và cán bộ, thu thập câu trả lời ngay cả khi không có mạng, rồi xem thống kê và tải kết quả.',
    en: 'Build survey forms, share them with citizens and staff, collect answers even without a connection, then read the statistics and download the results.',
  },
  'home.build': { vi: 'Tạo biểu mẫu', en: 'Build a form' },
  'home.stats.heading': { vi: 'Số liệu thống kê', en: 'Statistics' },
  'home.stats.totalForms': { vi: 'Tổng số biểu mẫu đã tạo', en: 'Forms created' },
  'home.stats.publishedForms': { vi: 'Biểu mẫu đang xuất bản', en: 'Published forms' },
  'home.stats.expiredForms': { vi: 'Biểu mẫu đã hết hạn', en: 'Expired forms' },
  'home.stats.totalAnswers': { vi: 'Tổng số câu trả lời', en: 'Total answers' },
  'home.stats.unavailable': {
    vi: 'Chưa tải được số liệu thống kê. Số liệu sẽ hiển thị khi có kết nối.',
    en: 'The statistics could not be loaded. They will appear when the connection returns.',
  },
  'home.stats.loading': { vi: 'Đang tải', en: 'Loading' },
  'home.steps.heading': { vi: 'Bốn bước để thực hiện khảo sát', en: 'Four steps to run a survey' },
  'home.steps.1.title': { vi: 'Đăng nhập', en: 'Log in' },
  'home.steps.1.text': { vi: 'Đăng nhập bằng tài khoản được cấp.', en: 'Log in with the account you were given.' },
  'home.steps.2.title': { vi: 'Tạo và thiết kế biểu mẫu', en: 'Create and design a form' },
  'home.steps.2.text': {
    vi: 'Thêm câu hỏi, lựa chọn và điều kiện hiển thị cho biểu mẫu.',
    en: 'Add questions, options and display rules to your form.',
  },
  'home.steps.3.title': { vi: 'Chia sẻ biểu mẫu', en: 'Share the form' },
  'home.steps.3.text': {
    vi: 'Xuất bản và gửi liên kết ngắn tới người trả lời.',
    en: 'Publish it and send the short link to the people who answer.',
  },
  'home.steps.4.title': { vi: 'Xem thống kê và tải câu trả lời', en: 'View statistics and download answers' },
  'home.steps.4.text': {
    vi: 'Theo dõi kết quả theo thời gian thực và tải về câu trả lời.',
    en: 'Follow the results as they arrive and download the answers.',
  },
});
