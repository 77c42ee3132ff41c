import type { Lang } from '../support/languages';

/** Every element kind the designer offers, as its "add" menu names it. */
export const kindNames = {
  text: { vi: 'Văn bản', en: 'Text' },
  email: { vi: 'Địa chỉ email', en: 'Email address' },
  phone: { vi: 'Số điện thoại', en: 'Phone number' },
  nationalId: { vi: 'Số căn cước công dân', en: 'National ID number' },
  number: { vi: 'Số nguyên', en: 'Whole number' },
  decimal: { vi: 'Số thập phân', en: 'Decimal number' },
  date: { vi: 'Ngày', en: 'Date' },
  datetime: { vi: 'Ngày và giờ', en: 'Date and time' },
  address: { vi: 'Địa chỉ hành chính', en: 'Administrative address' },
  attachment: { vi: 'Tệp đính kèm', en: 'File attachment' },
  radio: { vi: 'Chọn một', en: 'Single choice' },
  checkbox: { vi: 'Chọn nhiều', en: 'Multiple choice (checkboxes)' },
  dropdown: { vi: 'Danh sách thả xuống', en: 'Dropdown list' },
  boolean: { vi: 'Có / Không', en: 'Yes / No' },
  linearScale: { vi: 'Thang đo tuyến tính', en: 'Linear scale' },
  rating: { vi: 'Đánh giá', en: 'Rating' },
  radioGrid: { vi: 'Lưới chọn một', en: 'Single-choice grid' },
  checkboxGrid: { vi: 'Lưới chọn nhiều', en: 'Checkbox grid' },
  table: { vi: 'Bảng', en: 'Table' },
  grid: { vi: 'Bảng nhiều dòng (người trả lời thêm dòng)', en: 'Grid (respondents add rows)' },
  title: { vi: 'Tiêu đề', en: 'Title' },
  quote: { vi: 'Trích dẫn', en: 'Quote' },
  image: { vi: 'Hình ảnh', en: 'Image' },
  video: { vi: 'Đoạn video', en: 'Video' },
} as const;
export type Kind = keyof typeof kindNames;

/**
 * A question's own controls carry the question in their name: "Giá trị nhỏ nhất của câu hỏi 3" /
 * "question 3 Minimum". `viJoin` is the Vietnamese word before the scope ("của" or "ở").
 */
const scoped = (vi: string, en: string, viJoin = 'của') => ({
  vi: (scope: string) => `${vi} ${viJoin} ${scope}`,
  en: (scope: string) => `${scope} ${en}`,
});
/** Switches say the question after the label in both languages: "... ở câu hỏi 3" / "... in question 3". */
const trailing = (vi: string, en: string) => ({ vi: (scope: string) => `${vi} ở ${scope}`, en: (scope: string) => `${en} in ${scope}` });

export const fields = {
  min: scoped('Giá trị nhỏ nhất', 'Minimum'),
  max: scoped('Giá trị lớn nhất', 'Maximum'),
  step: scoped('Bước nhảy', 'Step'),
  unit: scoped('Đơn vị', 'Unit'),
  decimalPlaces: scoped('Số chữ số thập phân', 'Decimal places'),
  minLength: scoped('Số ký tự tối thiểu', 'Minimum length'),
  maxLength: scoped('Số ký tự tối đa', 'Maximum length'),
  placeholder: scoped('Gợi ý trong ô trống', 'Placeholder'),
  minChoices: scoped('Số lựa chọn ít nhất', 'Fewest choices'),
  maxChoices: scoped('Số lựa chọn nhiều nhất', 'Most choices'),
  otherLabel: scoped('Nhãn của lựa chọn “Khác”', 'Label of the “Other” option', 'ở'),
  minDate: scoped('Ngày sớm nhất', 'Earliest date'),
  maxDate: scoped('Ngày muộn nhất', 'Latest date'),
  timeFrom: scoped('Từ giờ', 'Earliest time'),
  timeTo: scoped('Đến giờ', 'Latest time'),
  scaleMin: scoped('Điểm đầu của thang đo', 'Scale starts at', 'ở'),
  scaleMax: scoped('Điểm cuối của thang đo', 'Scale ends at', 'ở'),
  minLabel: scoped('Nhãn ở đầu thang đo', 'Label at the start'),
  maxLabel: scoped('Nhãn ở cuối thang đo', 'Label at the end'),
  ratingIcon: scoped('Biểu tượng', 'Icon'),
  ratingCount: scoped('Số biểu tượng', 'Number of icons'),
  trueLabel: scoped('Nhãn của câu trả lời “Có”', 'Label for “Yes”', 'ở'),
  falseLabel: scoped('Nhãn của câu trả lời “Không”', 'Label for “No”', 'ở'),
  addressLevels: scoped('Các cấp địa chỉ', 'Address levels'),
  localityList: scoped('Danh mục đơn vị hành chính', 'List of administrative units'),
  accept: scoped('Loại tệp được nhận', 'Accepted file types', 'ở'),
  maxFileSizeMb: scoped('Dung lượng tối đa mỗi tệp (MB)', 'Largest file size (MB)'),
  maxFiles: scoped('Số tệp tối đa', 'Most files'),
  content: scoped('Nội dung', 'Content'),
  caption: scoped('Chú thích', 'Caption'),
  videoUrl: scoped('Liên kết video', 'Video link'),
  maxRows: scoped('Số dòng tối đa người trả lời được thêm', 'Most rows a respondent may add', 'ở'),
  rowHeaderTitle: scoped('Tiêu đề cột nhãn hàng', 'Title of the row-label column'),
  multiline: trailing('Cho phép nhiều dòng', 'Allow several lines'),
  disallowPast: trailing('Không cho chọn ngày đã qua', 'No dates in the past'),
  disallowFuture: trailing('Không cho chọn ngày trong tương lai', 'No dates in the future'),
  otherOption: trailing('Thêm lựa chọn “Khác” để người trả lời tự nhập', 'Add an “Other” option people can type'),
} as const;
export type Field = keyof typeof fields;

export type ListNoun = 'option' | 'row' | 'column';
const nouns = { option: { vi: 'Lựa chọn', en: 'Option' }, row: { vi: 'Hàng', en: 'Row' }, column: { vi: 'Cột', en: 'Column' } };
const nounsPlural = { option: { vi: 'các lựa chọn', en: 'options' }, row: { vi: 'các hàng', en: 'rows' }, column: { vi: 'các cột', en: 'columns' } };

export const tabNames = {
  design: { vi: 'Thiết kế', en: 'Design' },
  history: { vi: 'Lịch sử', en: 'History' },
  logic: { vi: 'Quy tắc logic', en: 'Logic' },
  settings: { vi: 'Cài đặt', en: 'Settings' },
  share: { vi: 'Chia sẻ', en: 'Share' },
  feedback: { vi: 'Phản hồi', en: 'Feedback' },
  preview: { vi: 'Xem trước', en: 'Preview' },
} as const;
export type TabName = keyof typeof tabNames;

export type CoverPage = 'welcome' | 'thankYou';
/** The cover pages' names inside a sentence. */
const coverName = { welcome: { vi: 'trang chào mừng', en: 'welcome page' }, thankYou: { vi: 'trang cảm ơn', en: 'thank-you page' } };

function textsFor(lang: Lang) {
  const vi = lang === 'vi';
  const q = (n: number) => (vi ? `câu hỏi ${n}` : `question ${n}`);
  /** the scope of a table column's own controls */
  const col = (n: number, c: number) => (vi ? `cột ${c} của câu hỏi ${n}` : `question ${n} column ${c}`);
  return {
    kind: (kind: Kind) => kindNames[kind][lang],
    tab: (tab: TabName) => tabNames[tab][lang],
    field: (field: Field, n: number) => fields[field][lang](q(n)),
    /** "Lựa chọn 2 của câu hỏi 3" / "question 3 Option 2" */
    item: (noun: ListNoun, i: number, n: number) => (vi ? `${nouns[noun].vi} ${i} của ${q(n)}` : `${q(n)} ${nouns[noun].en} ${i}`),
    addItem: (noun: ListNoun, n: number) => (vi ? `Thêm ${nouns[noun].vi.toLowerCase()} vào ${q(n)}` : `Add ${nouns[noun].en.toLowerCase()} to ${q(n)}`),
    pasteLines: (noun: ListNoun, n: number) => (vi ? `Dán ${nounsPlural[noun].vi} của ${q(n)} thành từng dòng` : `Paste ${q(n)} ${nounsPlural[noun].en} as lines`),
    columnTitle: (n: number, c: number) => (vi ? `Tiêu đề ${col(n, c)}` : `${col(n, c)} Title`),
    columnType: (n: number, c: number) => (vi ? `Kiểu câu trả lời của ${col(n, c)}` : `${col(n, c)} Answer type`),
    columnOption: (n: number, c: number, i: number) => (vi ? `Lựa chọn ${i} của ${col(n, c)}` : `${col(n, c)} Option ${i}`),
    rowLabel: (n: number, r: number) => (vi ? `Nhãn hàng ${r} của ${q(n)}` : `${q(n)} Row ${r} label`),
    radioColumnType: vi ? 'Nút chọn (chọn một)' : 'Radio buttons (one)',
    chooseImage: (n: number) => (vi ? `Chọn ảnh cho Hình ảnh của ${q(n)}` : `Choose image for Image of ${q(n)}`),
    uploadWholeImage: vi ? 'Tải lên cả ảnh' : 'Upload the whole image',
    imageUploaded: vi ? 'Đã tải ảnh lên.' : 'The image was uploaded.',
    ratingIcons: vi ? { star: 'Ngôi sao', heart: 'Trái tim', like: 'Thích' } : { star: 'Star', heart: 'Heart', like: 'Thumbs up' },
    pasteDialogLines: vi ? 'Mỗi dòng một mục' : 'One per line',
    pasteReplace: vi ? 'Thay thế các mục hiện có' : 'Replace the existing ones',
    pasteApply: vi ? 'Thêm vào danh sách' : 'Add to the list',
    addElementTo: (p: number) => (vi ? `Thêm câu hỏi vào phần ${p}` : `Add question to section ${p}`),
    question: (n: number) => (vi ? `Câu hỏi ${n}` : `Question ${n}`),
    questionTitle: (n: number) => (vi ? `Tiêu đề câu hỏi ${n}` : `Question ${n} title`),
    questionDescription: (n: number) => (vi ? `Mô tả câu hỏi ${n}` : `Question ${n} description`),
    required: (n: number) => (vi ? `Bắt buộc câu hỏi ${n}` : `Required question ${n}`),
    formTitle: vi ? 'Tiêu đề biểu mẫu' : 'Form title',
    formDescription: vi ? 'Mô tả biểu mẫu' : 'Form description',
    cover: (page: CoverPage) => (page === 'welcome' ? (vi ? 'Trang chào mừng' : 'Welcome page') : vi ? 'Trang cảm ơn' : 'Thank-you page'),
    showCover: (page: CoverPage) => (vi ? `Hiển thị ${coverName[page].vi}` : `Show the ${coverName[page].en}`),
    coverTitle: (page: CoverPage) => (vi ? `Tiêu đề ${coverName[page].vi}` : `Title of the ${coverName[page].en}`),
    coverButton: (page: CoverPage) => (vi ? `Chữ trên nút chuyển trang của ${coverName[page].vi}` : `Navigation button text of the ${coverName[page].en}`),
    save: vi ? 'Lưu' : 'Save',
    saved: vi ? 'Đã lưu biểu mẫu.' : 'The form was saved.',
    storedOffline: vi ? 'Đã lưu trên thiết bị này.' : 'Saved on this device.',
    sentLater: vi ? 'Có kết nối trở lại' : 'The connection is back',
    restored: vi ? /Các thay đổi chưa lưu của bạn lúc .* đã được khôi phục\./ : /Your unsaved changes from .* were restored\./,
    enabled: vi ? 'Biểu mẫu được bật' : 'Form enabled',
    published: vi ? 'Biểu mẫu đang được xuất bản.' : 'The form is published.',
    awaitingReview: vi ? 'Biểu mẫu đang chờ duyệt nội dung.' : 'The form is awaiting content review.',
    copyLink: vi ? 'Sao chép liên kết' : 'Copy link',
  };
}

export const designerTexts = { vi: textsFor('vi'), en: textsFor('en') };
export type DesignerTexts = ReturnType<typeof textsFor>;
