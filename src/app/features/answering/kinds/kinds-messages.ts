import { bilingual } from '#app/shared/i18n/catalogue';
import { answeringTexts } from '#core/i18n';

/** How each element kind is answered: labels of controls, counters, hints. */
export const answerKindsMessages = bilingual({
  'answerKinds.counter': answeringTexts.counter,
  'answerKinds.number.step': { vi: 'bước {step}', en: 'in steps of {step}' },
  'answerKinds.number.decimals': { vi: 'tối đa {count} chữ số thập phân', en: 'up to {count} decimal places' },
  'answerKinds.date.range': { vi: 'Từ {from} đến {to}', en: 'From {from} to {to}' },
  'answerKinds.date.from': { vi: 'Từ {from} trở đi', en: 'From {from} on' },
  'answerKinds.date.to': { vi: 'Đến {to}', en: 'Until {to}' },
  'answerKinds.date.time': { vi: 'Giờ cho phép: {from}–{to}', en: 'Allowed hours: {from}–{to}' },
  'answerKinds.date.open': { vi: 'Mở lịch', en: 'Open the calendar' },
  'answerKinds.date.calendar': { vi: 'Lịch chọn ngày', en: 'Calendar' },
  'answerKinds.date.previous': { vi: 'Tháng trước', en: 'Previous month' },
  'answerKinds.date.next': { vi: 'Tháng sau', en: 'Next month' },
  'answerKinds.select.placeholder': { vi: 'Chọn một mục', en: 'Choose an item' },
  'answerKinds.select.search': { vi: 'Gõ để tìm', en: 'Type to search' },
  'answerKinds.select.noResults': { vi: 'Không có mục nào khớp', en: 'No matching item' },
  'answerKinds.select.show': { vi: 'Hiện danh sách', en: 'Show the list' },
  'answerKinds.otherText': { vi: 'Nêu rõ ý khác', en: 'Please specify' },
  'answerKinds.rating.value': {
    vi: '{value} trên {max} {icon, select, star {sao} heart {trái tim} other {lượt thích}}',
    en: '{value} of {max} {icon, select, star {stars} heart {hearts} other {likes}}',
  },
  'answerKinds.table.addRow': { vi: 'Thêm hàng', en: 'Add row' },
  'answerKinds.table.removeRow': { vi: 'Xóa hàng {n}', en: 'Remove row {n}' },
  'answerKinds.table.row': { vi: 'Hàng {n}', en: 'Row {n}' },
  'answerKinds.table.rowsLimit': { vi: 'Tối đa {max} hàng', en: 'Up to {max} rows' },
  'answerKinds.table.choose': { vi: 'Chọn', en: 'Choose' },
  'answerKinds.video.fallbackTitle': { vi: 'Đoạn video', en: 'Video' },
  'answerKinds.video.open': { vi: 'Mở video trong thẻ mới', en: 'Open the video in a new tab' },
});
