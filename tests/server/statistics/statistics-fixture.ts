import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { api } from '#core/api';
import { type Answers, isEmptyAnswer } from '#core/answers';
import { FormStatus, type FormDesignInput } from '#core/forms';
import { foldText } from '#core/text';
import { QuestionInputType } from '#core/tables';
import { createTable, renameColumn, renameRow, setColumnOptions, setColumnType } from '#core/tables';
import { forms, localities, users } from '#server/db/schema/index';
import { type People, castPeople, sharedForm } from '../forms/forms-people';
import { type CreatedForm, type TestApp, createTestApp, createUser, signIn } from '../helpers';

/** One submitted response as the fixture sent it: the tests compute every expected number from these. */
export interface SubmittedAnswer {
  responseId: string;
  /** ISO time the device claimed (always in the past, so it is also when it was answered) */
  submittedAt: string;
  /** null: anonymous */
  respondent: { userId: number; name: string; username: string } | null;
  answers: Answers;
}

export interface StatisticsFixture {
  t: TestApp;
  people: People;
  form: CreatedForm;
  design: FormDesignInput;
  submitted: SubmittedAnswer[];
  /** province code → name in the locality list ('48' has none: its label falls back to the code) */
  provinces: Record<string, string | null>;
}

function keys(...list: string[]) {
  let n = 0;
  return () => list[n++] ?? `extra${n}`;
}

function householdTable() {
  let cells = createTable('table', keys('relation', 'born', 'first', 'second'));
  cells = setColumnType(cells, 'table', 'relation', QuestionInputType.Radio);
  cells = setColumnOptions(cells, 'relation', [{ id: 'spouse', label: 'Vợ hoặc chồng' }, { id: 'child', label: 'Con' }]);
  cells = setColumnType(cells, 'table', 'born', QuestionInputType.Number);
  cells = renameColumn(cells, 'relation', 'Quan hệ');
  cells = renameColumn(cells, 'born', 'Năm sinh');
  cells = renameRow(cells, 'first', 'Người thứ nhất');
  return renameRow(cells, 'second', 'Người thứ hai');
}

/** Every answerable kind (element id = kind) plus the four display-only kinds, none required. */
export const statisticsDesign: FormDesignInput = {
  title: 'Khảo sát mức độ hài lòng',
  phases: [{
    id: 'p1',
    elements: [
      { id: 'title', kind: 'title', title: 'Thông tin chung', content: '<p>Phần đầu</p>' },
      { id: 'text', kind: 'text', title: 'Góp ý của bạn', maxLength: 200 },
      { id: 'email', kind: 'email', title: 'Thư điện tử' },
      { id: 'phone', kind: 'phone', title: 'Số điện thoại' },
      { id: 'nationalId', kind: 'nationalId', title: 'Số căn cước' },
      { id: 'number', kind: 'number', title: 'Số người trong hộ', min: 1, max: 10 },
      { id: 'decimal', kind: 'decimal', title: 'Diện tích', min: 10, max: 500, step: 0.5 },
      { id: 'date', kind: 'date', title: 'Ngày hẹn' },
      { id: 'datetime', kind: 'datetime', title: 'Thời điểm liên hệ' },
      { id: 'address', kind: 'address', title: 'Địa chỉ', addressLevels: ['province'] },
      { id: 'attachment', kind: 'attachment', title: 'Giấy tờ', maxFiles: 3 },
      { id: 'radio', kind: 'radio', title: 'Đã dùng dịch vụ công?', otherOption: true, otherLabel: 'Ý kiến khác', options: [{ id: 'yes', label: 'Rồi' }, { id: 'no', label: 'Chưa' }] },
      { id: 'checkbox', kind: 'checkbox', title: 'Kênh thông tin', otherOption: true, options: [{ id: 'tv', label: 'Truyền hình' }, { id: 'social', label: 'Mạng xã hội' }, { id: 'friends', label: 'Người quen' }] },
      { id: 'dropdown', kind: 'dropdown', title: 'Nơi làm thủ tục', options: [{ id: 'hn', label: 'Hà Nội' }, { id: 'hue', label: 'Huế' }, { id: 'dn', label: 'Đà Nẵng' }, { id: 'ct', label: 'Cần Thơ' }] },
      { id: 'boolean', kind: 'boolean', title: 'Nhận thông báo?', trueLabel: 'Muốn nhận' },
      { id: 'linearScale', kind: 'linearScale', title: 'Mức độ hài lòng', min: 1, max: 7 },
      { id: 'rating', kind: 'rating', title: 'Đánh giá cán bộ', max: 5 },
      {
        id: 'radioGrid', kind: 'radioGrid', title: 'Đánh giá từng khâu',
        rows: [{ id: 'receive', label: 'Tiếp nhận' }, { id: 'process', label: 'Xử lý' }],
        columns: [{ id: 'good', label: 'Tốt' }, { id: 'fair', label: 'Trung bình' }, { id: 'poor', label: 'Kém' }],
      },
      {
        id: 'checkboxGrid', kind: 'checkboxGrid', title: 'Giấy tờ đã nộp',
        rows: [{ id: 'residence', label: 'Thường trú' }, { id: 'idcard', label: 'Căn cước' }],
        columns: [{ id: 'original', label: 'Bản chính' }, { id: 'copy', label: 'Bản sao' }],
      },
      { id: 'table', kind: 'table', title: 'Thành viên hộ', cells: householdTable() },
      { id: 'quote', kind: 'quote', title: 'Lời nhắn', content: '<p>Cảm ơn</p>' },
    ],
  }],
};

export const TEXTS = ['Rất tốt', 'Cần cải thiện THỦ TỤC', 'Nhân viên nhiệt tình', 'Thủ tục nhanh gọn', 'Bình thường', 'Đường đi khó tìm'];
const PROVINCES: Record<string, string | null> = { '01': 'Thành phố Hà Nội', '79': 'Thành phố Hồ Chí Minh', '48': null };
const RESPONSES = 300;
const DAY_MS = 24 * 3600 * 1000;

/** mulberry32: the same "random" answers on every run. */
export function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)] as T;
  return { next, int, pick };
}

export function randomAnswers(random: ReturnType<typeof generator>): Answers {
  const { next, int, pick } = random;
  const all: Answers = {
    text: pick(TEXTS),
    email: `nguoi${int(1, 50)}@example.vn`,
    phone: `09${int(10000000, 99999999)}`,
    nationalId: String(int(100000000000, 999999999999)),
    number: int(1, 10),
    decimal: 10 + int(0, 980) * 0.5,
    date: `2025-0${int(1, 9)}-1${int(0, 9)}`,
    datetime: `2025-03-0${int(1, 9)}T0${int(8, 9)}:30`,
    address: { province: pick(Object.keys(PROVINCES)) },
    radio: next() < 0.15 ? `other:${pick(['Chưa rõ', 'Đang tìm hiểu'])}` : pick(['yes', 'no']),
    checkbox: [...['tv', 'social', 'friends'].filter(() => next() < 0.5), ...(next() < 0.2 ? ['other:Báo giấy'] : [])],
    dropdown: pick(['hn', 'hue', 'dn', 'ct']),
    boolean: next() < 0.6,
    linearScale: int(1, 7),
    rating: int(1, 5),
    radioGrid: Object.fromEntries(['receive', 'process'].filter(() => next() < 0.8).map((row) => [row, pick(['good', 'fair', 'poor'])])),
    checkboxGrid: Object.fromEntries(['residence', 'idcard'].map((row) => [row, ['original', 'copy'].filter(() => next() < 0.5)])),
    table: { 'first:relation': pick(['spouse', 'child']), 'first:born': String(int(1950, 2020)) },
  };
  const kept: Answers = {};
  for (const [id, value] of Object.entries(all)) {
    if (next() >= 0.2 && !isEmptyAnswer(value)) kept[id] = value;
  }
  return kept;
}

const RESPONDENTS = [
  { username: 'dan-an', name: 'Nguyễn Văn An' },
  { username: 'dan-binh', name: 'Trần Thị Bình' },
  { username: 'dan-cuong', name: 'Lê Hoàng Cường' },
];

/**
 * A published form of the owner (shared with the viewer) with every answerable kind, and 300
 * deterministic responses sent through the batch endpoint over the last 10 Vietnam days: a quarter
 * anonymous, the rest by three signed-in citizens.
 */
export async function seedStatistics(seed = 20251123): Promise<StatisticsFixture> {
  const t = await createTestApp();
  const people = await castPeople(t, 'st-');
  const form = await sharedForm(t, people, statisticsDesign);
  await t.db.update(forms).set({ status: FormStatus.Active }).where(eq(forms.id, form.id));
  await t.db.insert(localities).values(Object.entries(PROVINCES).filter(([, name]) => name).map(([code, name]) => ({ code, name: name!, type: 1, searchName: foldText(name!) })));
  const citizens = [];
  for (const person of RESPONDENTS) {
    const row = await createUser(t, { username: person.username, password: 'Pass-word1' });
    await t.db.update(users).set({ name: person.name }).where(eq(users.id, row.id));
    citizens.push({ userId: row.id, name: person.name, username: person.username, cookie: await signIn(t, person.username, 'Pass-word1') });
  }
  const random = generator(seed);
  const now = Date.now();
  const submitted: SubmittedAnswer[] = [];
  const byCookie = new Map<string, object[]>();
  for (let i = 0; i < RESPONSES; i++) {
    const who = random.next() < 0.25 ? null : random.pick(citizens);
    const at = new Date(now - random.int(0, 9) * DAY_MS - random.int(60, 20 * 3600) * 1000);
    const item = { responseId: randomUUID(), submittedAt: at.toISOString(), answers: randomAnswers(random) };
    submitted.push({ ...item, respondent: who && { userId: who.userId, name: who.name, username: who.username } });
    const key = who?.cookie ?? '';
    byCookie.set(key, [...(byCookie.get(key) ?? []), { ...item, formId: form.id, formVersion: form.version }]);
  }
  for (const [cookie, list] of byCookie) {
    for (let i = 0; i < list.length; i += 100) {
      const res = await t.request({ method: 'POST', url: api.saveResponses, payload: { responses: list.slice(i, i + 100) }, ...(cookie ? { cookie } : {}) });
      const results = res.json<{ responseData: { results: { status: string; message?: string }[] } }>().responseData.results;
      const refused = results.find((r) => r.status !== 'saved');
      if (res.statusCode !== 200 || refused) throw new Error(`seeding failed: ${res.body.slice(0, 500)}`);
    }
  }
  return { t, people, form, design: statisticsDesign, submitted, provinces: PROVINCES };
}
