import { bilingual } from '#app/shared/i18n/catalogue';

/** Element kind names, as the review preview lists them. */
export const reviewKindMessages = bilingual({
  'reviewKind.email': { vi: 'Thư điện tử', en: 'Email address' },
  'reviewKind.phone': { vi: 'Số điện thoại', en: 'Phone number' },
  'reviewKind.number': { vi: 'Số nguyên', en: 'Number' },
  'reviewKind.decimal': { vi: 'Số thập phân', en: 'Decimal' },
  'reviewKind.text': { vi: 'Văn bản', en: 'Text' },
  'reviewKind.date': { vi: 'Ngày', en: 'Date' },
  'reviewKind.datetime': { vi: 'Ngày và giờ', en: 'Date and time' },
  'reviewKind.nationalId': { vi: 'Số CCCD', en: 'National ID number' },
  'reviewKind.attachment': { vi: 'Tệp đính kèm', en: 'Attachment' },
  'reviewKind.dropdown': { vi: 'Danh sách thả xuống', en: 'Dropdown' },
  'reviewKind.boolean': { vi: 'Có / Không', en: 'Yes / No' },
  'reviewKind.checkbox': { vi: 'Chọn nhiều', en: 'Checkboxes' },
  'reviewKind.radio': { vi: 'Chọn một', en: 'Single choice' },
  'reviewKind.linearScale': { vi: 'Thang đo tuyến tính', en: 'Linear scale' },
  'reviewKind.address': { vi: 'Địa chỉ hành chính', en: 'Administrative address' },
  'reviewKind.checkboxGrid': { vi: 'Lưới chọn nhiều', en: 'Checkbox grid' },
  'reviewKind.radioGrid': { vi: 'Lưới chọn một', en: 'Radio grid' },
  'reviewKind.rating': { vi: 'Đánh giá', en: 'Rating' },
  'reviewKind.title': { vi: 'Tiêu đề', en: 'Heading' },
  'reviewKind.quote': { vi: 'Trích dẫn', en: 'Quote' },
  'reviewKind.image': { vi: 'Hình ảnh', en: 'Image' },
  'reviewKind.video': { vi: 'Video', en: 'Video clip' },
  'reviewKind.table': { vi: 'Bảng', en: 'Table' },
  'reviewKind.grid': { vi: 'Lưới nhập liệu', en: 'Data grid' },
});
