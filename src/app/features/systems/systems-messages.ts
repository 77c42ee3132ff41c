import { bilingual } from '#app/shared/i18n/catalogue';

/** The system chooser and the pages of links that belong to the project/task system. */
export const systemsMessages = bilingual({
  'systems.title': { vi: 'Chọn hệ thống', en: 'Choose a system' },
  'systems.intro': { vi: 'Chọn hệ thống bạn muốn làm việc.', en: 'Pick the system you want to work in.' },
  'systems.list': { vi: 'Các hệ thống', en: 'Systems' },
  'systems.this.description': {
    vi: 'Tạo, chia sẻ, xuất bản biểu mẫu khảo sát và xem thống kê câu trả lời.',
    en: 'Build, share and publish survey forms and read the statistics of their answers.',
  },
  'systems.this.badge': { vi: 'Hệ thống này', en: 'This system' },
  'systems.external': { vi: 'Mở trong hệ thống khác', en: 'Opens another system' },
  'systems.loading': { vi: 'Đang tải danh sách hệ thống…', en: 'Loading the systems…' },
});
