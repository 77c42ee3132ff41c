import type { FormDesignInput } from '#core/forms';
import { QuestionInputType } from '#core/tables';
import { createTable, renameColumn, renameRow, setColumnOptions, setColumnType, setRowHeaderTitle } from '#core/tables';

/** Keys handed out in order, so the answer keys of a table are known before the form exists. */
function keys(...list: string[]) {
  let n = 0;
  return () => list[n++] ?? `extra${n}`;
}

/** Members of the household: who (radio) and year of birth (number), two fixed rows. */
function householdTable() {
  let cells = createTable('table', keys('relation', 'born', 'first', 'second'));
  cells = setRowHeaderTitle(cells, 'Thành viên');
  cells = renameColumn(cells, 'relation', 'Quan hệ với chủ hộ');
  cells = renameColumn(cells, 'born', 'Năm sinh');
  cells = setColumnType(cells, 'table', 'relation', QuestionInputType.Radio);
  cells = setColumnOptions(cells, 'relation', [{ id: 'spouse', label: 'Vợ hoặc chồng' }, { id: 'child', label: 'Con' }]);
  cells = setColumnType(cells, 'table', 'born', QuestionInputType.Number);
  cells = renameRow(cells, 'first', 'Người thứ nhất');
  return renameRow(cells, 'second', 'Người thứ hai');
}

/** Earlier contacts: what (text) and how (select), rows added by the respondent. */
function contactsGrid() {
  let cells = createTable('grid', keys('topic', 'channel'));
  cells = renameColumn(cells, 'topic', 'Nội dung');
  cells = renameColumn(cells, 'channel', 'Hình thức');
  cells = setColumnType(cells, 'grid', 'channel', QuestionInputType.Select);
  return setColumnOptions(cells, 'channel', [{ id: 'phone', label: 'Gọi điện' }, { id: 'visit', label: 'Đến trực tiếp' }]);
}

export const everyKindTitles = {
  text: 'Họ và tên',
  email: 'Thư điện tử',
  phone: 'Số điện thoại liên hệ',
  nationalId: 'Số căn cước công dân',
  number: 'Số người trong hộ',
  decimal: 'Diện tích nhà ở',
  date: 'Ngày hẹn làm thủ tục',
  datetime: 'Thời điểm liên hệ',
  address: 'Địa chỉ thường trú',
  attachment: 'Giấy tờ kèm theo',
  radio: 'Bạn đã dùng dịch vụ công trực tuyến chưa?',
  checkbox: 'Bạn biết đến dịch vụ qua kênh nào?',
  dropdown: 'Tỉnh, thành phố nơi làm thủ tục',
  boolean: 'Bạn có muốn nhận thông báo không?',
  linearScale: 'Mức độ hài lòng chung',
  rating: 'Đánh giá cán bộ tiếp nhận',
  radioGrid: 'Đánh giá từng khâu',
  checkboxGrid: 'Giấy tờ đã nộp theo thủ tục',
  table: 'Thành viên hộ gia đình',
  grid: 'Các lần liên hệ trước đây',
  title: 'Thông tin bổ sung',
  quote: 'Lời nhắn của cơ quan',
  image: 'Sơ đồ nơi tiếp nhận',
  video: 'Hướng dẫn nộp hồ sơ',
} as const;

export const videoLink = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** One element of each of the 24 kinds in one phase, with representative options; element id = kind. */
export function everyKindDesign(title: string, imageUrl: string): FormDesignInput {
  const t = everyKindTitles;
  return {
    title,
    description: '<p>Phiếu thử nghiệm có đủ mọi loại câu hỏi.</p>',
    phases: [{
      id: 'p1',
      elements: [
        { id: 'text', kind: 'text', title: t.text, required: true, minLength: 2, maxLength: 80, description: '<strong>Ghi đúng</strong> như trên giấy tờ tùy thân.' },
        { id: 'email', kind: 'email', title: t.email, maxLength: 120 },
        { id: 'phone', kind: 'phone', title: t.phone, required: true, placeholder: '0912 345 678' },
        { id: 'nationalId', kind: 'nationalId', title: t.nationalId },
        { id: 'number', kind: 'number', title: t.number, required: true, min: 1, max: 10, unit: 'người' },
        { id: 'decimal', kind: 'decimal', title: t.decimal, min: 10, max: 500, step: 0.5, unit: 'm²' },
        { id: 'date', kind: 'date', title: t.date, required: true, disallowPast: true },
        { id: 'datetime', kind: 'datetime', title: t.datetime, timeFrom: '08:00', timeTo: '17:30' },
        { id: 'address', kind: 'address', title: t.address, required: true, addressLevels: ['province', 'district', 'commune'] },
        { id: 'attachment', kind: 'attachment', title: t.attachment, maxFiles: 3 },
        {
          id: 'radio', kind: 'radio', title: t.radio, required: true, otherOption: true, otherLabel: 'Ý kiến khác',
          options: [{ id: 'yes', label: 'Rồi' }, { id: 'no', label: 'Chưa' }],
        },
        {
          id: 'checkbox', kind: 'checkbox', title: t.checkbox, minChoices: 1, maxChoices: 2,
          options: [{ id: 'tv', label: 'Truyền hình' }, { id: 'social', label: 'Mạng xã hội' }, { id: 'friends', label: 'Người quen' }],
        },
        {
          id: 'dropdown', kind: 'dropdown', title: t.dropdown,
          options: [{ id: 'hn', label: 'Hà Nội' }, { id: 'hue', label: 'Thừa Thiên Huế' }, { id: 'dn', label: 'Đà Nẵng' }, { id: 'ct', label: 'Cần Thơ' }],
        },
        { id: 'boolean', kind: 'boolean', title: t.boolean, trueLabel: 'Muốn nhận', falseLabel: 'Không cần' },
        { id: 'linearScale', kind: 'linearScale', title: t.linearScale, min: 1, max: 7, minLabel: 'Rất không hài lòng', maxLabel: 'Rất hài lòng' },
        { id: 'rating', kind: 'rating', title: t.rating, ratingIcon: 'heart', max: 5 },
        {
          id: 'radioGrid', kind: 'radioGrid', title: t.radioGrid, required: true,
          rows: [{ id: 'receive', label: 'Tiếp nhận' }, { id: 'process', label: 'Xử lý' }, { id: 'return', label: 'Trả kết quả' }],
          columns: [{ id: 'good', label: 'Tốt' }, { id: 'fair', label: 'Trung bình' }, { id: 'poor', label: 'Kém' }],
        },
        {
          id: 'checkboxGrid', kind: 'checkboxGrid', title: t.checkboxGrid,
          rows: [{ id: 'residence', label: 'Đăng ký thường trú' }, { id: 'idcard', label: 'Cấp căn cước' }],
          columns: [{ id: 'original', label: 'Bản chính' }, { id: 'copy', label: 'Bản sao' }],
        },
        { id: 'table', kind: 'table', title: t.table, cells: householdTable() },
        { id: 'grid', kind: 'grid', title: t.grid, cells: contactsGrid(), maxRows: 5 },
        { id: 'title', kind: 'title', title: t.title, content: '<p><strong>Lưu ý:</strong> mọi thông tin được bảo mật.</p>' },
        { id: 'quote', kind: 'quote', title: t.quote, content: '<p>Cảm ơn bạn đã dành thời gian góp ý.</p>' },
        { id: 'image', kind: 'image', title: t.image, mediaUrl: imageUrl, caption: 'Tầng 1, quầy số 3' },
        { id: 'video', kind: 'video', title: t.video, mediaUrl: videoLink },
      ],
    }],
  };
}

/** The two-phase form of the flow spec, in the language of the run (the author writes in the citizen's language). */
export const flowTexts = {
  vi: {
    welcome: 'Chào mừng bạn đến với khảo sát cư dân', welcomeText: 'Khảo sát mất khoảng 2 phút.',
    page1: 'Thông tin chung', page2: 'Ý kiến của bạn',
    resident: 'Bạn có thường trú tại phường này không?', yes: 'Có', no: 'Không', age: 'Tuổi của bạn',
    years: 'Bạn đã sống ở đây bao nhiêu năm?', opinion: 'Góp ý của bạn cho phường',
    thankYou: 'Cảm ơn bạn đã tham gia', thankYouButton: 'Về trang chủ',
    closedMessage: 'Đợt khảo sát đã kết thúc, hẹn gặp lại bạn lần sau.',
  },
  en: {
    welcome: 'Welcome to the residents survey', welcomeText: 'It takes about 2 minutes.',
    page1: 'About you', page2: 'Your opinion',
    resident: 'Do you live in this ward?', yes: 'Yes', no: 'No', age: 'Your age',
    years: 'How many years have you lived here?', opinion: 'Your suggestions for the ward',
    thankYou: 'Thank you for taking part', thankYouButton: 'Go to the home page',
    closedMessage: 'This survey round has ended; see you next time.',
  },
} as const;

type FlowTexts = (typeof flowTexts)[keyof typeof flowTexts];

/**
 * Welcome page with a cover, two pages, "yes" on page 1 shows a question on page 2, under-18 may
 * not submit, thank-you page that goes on to the home page.
 */
export function flowDesign(title: string, f: FlowTexts, coverImage: string): FormDesignInput {
  return {
    title,
    phases: [
      {
        id: 'p1', title: f.page1, elements: [
          { id: 'resident', kind: 'radio', title: f.resident, required: true, options: [{ id: 'yes', label: f.yes }, { id: 'no', label: f.no }] },
          { id: 'age', kind: 'number', title: f.age, required: true, min: 1, max: 120 },
        ],
      },
      {
        id: 'p2', title: f.page2, elements: [
          { id: 'years', kind: 'number', title: f.years, min: 0, max: 120 },
          { id: 'opinion', kind: 'text', title: f.opinion, required: true, maxLength: 500 },
        ],
      },
    ],
    logic: [
      { id: 'show-years', join: 'and', conditions: [{ elementId: 'resident', comparison: 'eq', value: 'yes' }], actions: [{ type: 'show', elementIds: ['years'] }] },
      { id: 'adults-only', join: 'and', conditions: [{ elementId: 'age', comparison: 'lt', value: 18 }], actions: [{ type: 'forbidSubmit' }] },
    ],
    welcome: { title: f.welcome, description: `<p>${f.welcomeText}</p>`, coverImage, backgroundColor: '#e8f1fb' },
    thankYou: { title: f.thankYou, buttonText: f.thankYouButton, redirectPath: '/' },
  };
}

/** A one-question form with the given settings (sign-in required, closed...). */
export function settingsDesign(title: string, question: string, settings: FormDesignInput['settings']): FormDesignInput {
  return { title, phases: [{ id: 'p1', elements: [{ id: 'q1', kind: 'text', title: question }] }], settings };
}
