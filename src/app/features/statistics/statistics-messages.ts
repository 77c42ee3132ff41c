import { bilingual } from '#app/shared/i18n/define-messages';
import { answersMessages } from './answers-messages';
import { surveysMessages } from './surveys-messages';

const resultsMessages = bilingual({
  'stats.results': { vi: 'Kết quả', en: 'Results' },
  'stats.resultsNamed': { vi: 'Xem kết quả của {title}', en: 'Results of {title}' },
  'stats.pageTitle': { vi: 'Kết quả: {title}', en: 'Results: {title}' },
  'stats.backToForms': { vi: 'Biểu mẫu của tôi', en: 'My forms' },
  'stats.editForm': { vi: 'Mở trình thiết kế', en: 'Open the designer' },
  'stats.webhooks': { vi: 'Webhook', en: 'Webhooks' },
  'stats.print': { vi: 'In kết quả', en: 'Print the results' },
  'stats.figuresAsOf': { vi: 'Số liệu tại thời điểm {time}', en: 'Figures as of {time}' },
  'stats.tabs': { vi: 'Các phần kết quả', en: 'Result sections' },
  'stats.tab.overview': { vi: 'Tổng quan', en: 'Overview' },
  'stats.tab.questions': { vi: 'Câu hỏi', en: 'Questions' },
  'stats.tab.answers': { vi: 'Câu trả lời', en: 'Answers' },
  'stats.loading': { vi: 'Đang tải thống kê…', en: 'Loading the statistics…' },
  'stats.loadFailed': { vi: 'Không tải được thống kê.', en: 'The statistics could not be loaded.' },
  'stats.offlineCopy': {
    vi: 'Bạn đang xem bản lưu trên thiết bị. Tải lúc {time}.',
    en: 'You are reading the copy kept on this device. Loaded at {time}.',
  },
  'stats.total': { vi: 'Tổng số câu trả lời', en: 'Answers in total' },
  'stats.last30': { vi: 'Trong 30 ngày qua', en: 'In the last 30 days' },
  'stats.completion': { vi: 'Tỷ lệ hoàn thành', en: 'Completion' },
  'stats.completionHelp': {
    vi: 'Trung bình tỷ lệ câu hỏi được trả lời trên mỗi câu hỏi.',
    en: 'The share of questions answered, averaged over the questions.',
  },
  'stats.perDay': { vi: 'Số câu trả lời mỗi ngày (30 ngày qua)', en: 'Answers per day (last 30 days)' },
  'stats.day': { vi: 'Ngày', en: 'Day' },
  'stats.answers': { vi: 'Số câu trả lời', en: 'Answers' },
  'stats.noAnswers': { vi: 'Biểu mẫu chưa có câu trả lời nào.', en: 'The form has no answers yet.' },
  'stats.noQuestions': { vi: 'Biểu mẫu không có câu hỏi nào để thống kê.', en: 'The form has no question to count.' },
  'stats.chartLoading': { vi: 'Đang vẽ biểu đồ…', en: 'Drawing the chart…' },
  'stats.chartOf': { vi: 'Biểu đồ: {title}', en: 'Chart: {title}' },
  'stats.showTable': { vi: 'Xem dạng bảng', en: 'Show as table' },
  'stats.answered': { vi: 'Đã trả lời', en: 'Answered' },
  'stats.skipped': { vi: 'Bỏ qua', en: 'Skipped' },
  'stats.answeredOf': { vi: '{answered} trả lời, {skipped} bỏ qua', en: '{answered} answered, {skipped} skipped' },
  'stats.removedQuestion': { vi: 'Câu hỏi đã xoá khỏi biểu mẫu (có đến phiên bản {version})', en: 'Question removed from the form (last in version {version})' },
  'stats.option': { vi: 'Lựa chọn', en: 'Option' },
  'stats.count': { vi: 'Số lượt', en: 'Count' },
  'stats.share': { vi: 'Tỷ lệ', en: 'Share' },
  'stats.row': { vi: 'Hàng', en: 'Row' },
  'stats.province': { vi: 'Tỉnh, thành phố', en: 'Province' },
  'stats.range': { vi: 'Khoảng giá trị', en: 'Range' },
  'stats.mean': { vi: 'Trung bình', en: 'Mean' },
  'stats.min': { vi: 'Nhỏ nhất', en: 'Minimum' },
  'stats.max': { vi: 'Lớn nhất', en: 'Maximum' },
  'stats.tableCaption': { vi: 'Số liệu: {title}', en: 'Figures: {title}' },
  'stats.textCaption': { vi: 'Các câu trả lời: {title}', en: 'The answers: {title}' },
  'stats.submittedAt': { vi: 'Thời gian gửi', en: 'Submitted' },
  'stats.text': { vi: 'Nội dung', en: 'Text' },
  'stats.noText': { vi: 'Chưa có câu trả lời dạng chữ.', en: 'No written answer yet.' },
  'stats.filteredNote': {
    vi: 'Thống kê theo bộ lọc đang áp dụng ở thẻ Câu trả lời ({count} câu trả lời).',
    en: 'Counted under the filters set in the Answers tab ({count} answers).',
  },
});

/** One list for feature-messages: results, the answer table and exports, survey management. */
export const statisticsMessages = bilingual({ ...resultsMessages, ...answersMessages, ...surveysMessages });
