import type { ElementKind } from '#core/forms';

/** Each kind's name (vi, en); the "add" labels are built from them. */
export const kindNames: Record<ElementKind, { vi: string; en: string }> = {
  email: { vi: 'Địa chỉ email', en: 'Email address' },
  phone: { vi: 'Số điện thoại', en: 'Phone number' },
  number: { vi: 'Số nguyên', en: 'Whole number' },
  decimal: { vi: 'Số thập phân', en: 'Decimal number' },
  text: { vi: 'Văn bản', en: 'Text' },
  date: { vi: 'Ngày', en: 'Date' },
  datetime: { vi: 'Ngày và giờ', en: 'Date and time' },
  nationalId: { vi: 'Số căn cước công dân', en: 'National ID number' },
  attachment: { vi: 'Tệp đính kèm', en: 'File attachment' },
  dropdown: { vi: 'Danh sách thả xuống', en: 'Dropdown list' },
  boolean: { vi: 'Có / Không', en: 'Yes / No' },
  checkbox: { vi: 'Chọn nhiều', en: 'Multiple choice (checkboxes)' },
  radio: { vi: 'Chọn một', en: 'Single choice' },
  linearScale: { vi: 'Thang đo tuyến tính', en: 'Linear scale' },
  address: { vi: 'Địa chỉ hành chính', en: 'Administrative address' },
  checkboxGrid: { vi: 'Lưới chọn nhiều', en: 'Checkbox grid' },
  radioGrid: { vi: 'Lưới chọn một', en: 'Single-choice grid' },
  rating: { vi: 'Đánh giá', en: 'Rating' },
  title: { vi: 'Tiêu đề', en: 'Title' },
  quote: { vi: 'Trích dẫn', en: 'Quote' },
  image: { vi: 'Hình ảnh', en: 'Image' },
  video: { vi: 'Đoạn video', en: 'Video' },
  table: { vi: 'Bảng', en: 'Table' },
  grid: { vi: 'Bảng nhiều dòng (người trả lời thêm dòng)', en: 'Grid (respondents add rows)' },
};

type KindNameId = `kinds.name.${ElementKind}` | `kinds.add.${ElementKind}`;

export function kindNameMessages(): Record<KindNameId, { vi: string; en: string }> {
  const out: Partial<Record<KindNameId, { vi: string; en: string }>> = {};
  for (const [kind, name] of Object.entries(kindNames)) {
    out[`kinds.name.${kind as ElementKind}`] = name;
    out[`kinds.add.${kind as ElementKind}`] = { vi: `Thêm: ${name.vi}`, en: `Add: ${name.en}` };
  }
  return out as Record<KindNameId, { vi: string; en: string }>;
}
