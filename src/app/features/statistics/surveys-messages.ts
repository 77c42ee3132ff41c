import { bilingual } from '#app/shared/i18n/catalogue';

/** Survey management and overview statistics (/management/surveys). */
export const surveysMessages = bilingual({
  'surveys.formsTotal': { vi: 'Tổng số biểu mẫu', en: 'Forms in total' },
  'surveys.today': { vi: 'Câu trả lời hôm nay', en: 'Answers today' },
  'surveys.mostUsed': { vi: '20 biểu mẫu được dùng nhiều nhất', en: 'The 20 most used forms' },
  'surveys.recentlyUsed': { vi: '20 biểu mẫu được dùng gần đây nhất', en: 'The 20 most recently used forms' },
  'surveys.frequency': { vi: 'Tần suất trả lời 30 ngày qua', en: 'Answers over the last 30 days' },
  'surveys.managed': { vi: 'Thống kê theo người dùng được quản lý', en: 'Statistics of the users you manage' },
  'surveys.managerCaption': { vi: 'Biểu mẫu và câu trả lời theo người dùng', en: 'Forms and answers per user' },
  'surveys.form': { vi: 'Biểu mẫu', en: 'Form' },
  'surveys.forms': { vi: 'Biểu mẫu', en: 'Forms' },
  'surveys.published': { vi: 'Đang xuất bản', en: 'Published' },
  'surveys.user': { vi: 'Người dùng', en: 'User' },
  'surveys.lastAnswer': { vi: 'Câu trả lời gần nhất', en: 'Last answer' },
  'surveys.totalUsers': { vi: 'Tổng ({count} người dùng)', en: 'Total ({count} users)' },
  'surveys.noForms': { vi: 'Chưa có biểu mẫu nào có câu trả lời.', en: 'No form has answers yet.' },
  'surveys.noUsers': { vi: 'Bạn chưa quản lý người dùng nào.', en: 'You do not manage any user yet.' },
});
