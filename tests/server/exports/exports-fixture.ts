import { createHash, randomUUID } from 'node:crypto';
import type { Answers } from '#core/answers';
import { checkAnswers } from '#core/submission';
import { api } from '#core/api';
import type { FormDesignInput, FormDetail } from '#core/forms';
import { ROW_HEADER_KEY } from '#core/tables';
import { eq, sql } from 'drizzle-orm';
import { localities, users } from '#server/db/schema/index';
import { answerRows } from '#server/responses/answer-rows';
import { insertResponses } from '#server/responses/insert-responses';
import { type TestApp, createUser, data, signIn } from '../helpers';

/** Every answerable kind the export spreads differently, titles in Vietnamese, one duplicated title. */
export const exportDesign: FormDesignInput = {
  title: 'Khảo sát: "ý kiến" người dân',
  logic: [],
  phases: [{ id: 'p1', elements: [
    { id: 'intro', kind: 'title', title: 'Giới thiệu', content: '<p>Xin chào</p>' },
    { id: 'txt', kind: 'text', title: '<b>Ý kiến</b> của bạn', multiline: true },
    { id: 'num', kind: 'number', title: 'Tuổi', min: 0, max: 120 },
    { id: 'rad', kind: 'radio', title: 'Nơi ở', options: [{ id: 'hn', label: 'Hà Nội' }, { id: 'hue', label: 'Huế' }], otherOption: true, otherLabel: 'Nơi khác' },
    { id: 'chk', kind: 'checkbox', title: 'Sở thích', options: [{ id: 'doc', label: 'Đọc sách' }, { id: 'tt', label: 'Thể thao' }, { id: 'nhac', label: 'Âm nhạc' }], otherOption: true },
    { id: 'yn', kind: 'boolean', title: 'Đồng ý?', trueLabel: 'Đồng ý', falseLabel: 'Không đồng ý' },
    { id: 'day', kind: 'date', title: 'Ngày sinh' },
    { id: 'rg', kind: 'radioGrid', title: 'Đánh giá', rows: [{ id: 'gia', label: 'Giá' }, { id: 'cl', label: 'Chất lượng' }], columns: [{ id: 'tot', label: 'Tốt' }, { id: 'kem', label: 'Kém' }] },
    { id: 'cg', kind: 'checkboxGrid', title: 'Kênh', rows: [{ id: 'sang', label: 'Sáng' }, { id: 'toi', label: 'Tối' }], columns: [{ id: 'tv', label: 'TV' }, { id: 'web', label: 'Web' }] },
    { id: 'tbl', kind: 'table', title: 'Chi tiêu', cells: [
      { key: ROW_HEADER_KEY, title: 'Khoản', type: 7, rowIndex: 0, columnIndex: 0 },
      { key: 'tien', title: 'Số tiền', type: 2, rowIndex: 0, columnIndex: 1 },
      { key: 'muc', title: 'Mức', type: 5, rowIndex: 0, columnIndex: 2, children: [{ value: 'cao', text: 'Cao' }, { value: 'thap', text: 'Thấp' }] },
      { key: ROW_HEADER_KEY, text: 'Ăn uống', value: 'an', type: 7, rowIndex: 1, columnIndex: 0 },
      { key: 'an.tien', type: 2, rowIndex: 1, columnIndex: 1 },
      { key: 'an.muc', type: 5, rowIndex: 1, columnIndex: 2 },
      { key: ROW_HEADER_KEY, text: 'Đi lại', value: 'di', type: 7, rowIndex: 2, columnIndex: 0 },
      { key: 'di.tien', type: 2, rowIndex: 2, columnIndex: 1 },
      { key: 'di.muc', type: 5, rowIndex: 2, columnIndex: 2 },
    ] },
    { id: 'grd', kind: 'grid', title: 'Thành viên', maxRows: 10, cells: [
      { key: 'ten', title: 'Tên', type: 1, rowIndex: 0, columnIndex: 1 },
      { key: 'tuoi', title: 'Tuổi', type: 2, rowIndex: 0, columnIndex: 2 },
    ] },
    { id: 'addr', kind: 'address', title: 'Địa chỉ', addressLevels: ['province', 'district', 'commune'] },
    { id: 'file', kind: 'attachment', title: 'Tệp' },
    { id: 'note1', kind: 'text', title: 'Ghi chú' },
    { id: 'note2', kind: 'text', title: 'Ghi chú' },
  ] }],
};

export const places = [
  { code: '01', name: 'Thành phố Hà Nội', type: 1, parentCode: null },
  { code: '001', name: 'Quận Ba Đình', type: 2, parentCode: '01' },
  { code: '00001', name: 'Phường Phúc Xá', type: 3, parentCode: '001' },
];

export interface Seeded {
  id: string;
  submittedAt: Date;
  userId: number | null;
  verifiedEmail: string | null;
  verifiedPhone: string | null;
  answers: Answers;
}

/** Deterministic answers for response n: every shape the export must render, some blanks. */
export function answersFor(n: number): Answers {
  const answers: Answers = {};
  if (n % 5 !== 4) answers.txt = [`Dòng ${n}, có dấu phẩy`, `"trích dẫn" và xuống dòng`, 'Dòng cuối'][n % 3]!.concat(n % 3 === 1 ? '\nhàng hai' : '');
  if (n % 4 !== 3) answers.num = 18 + (n % 50);
  answers.rad = n % 7 === 0 ? 'other:Đà Nẵng' : n % 2 === 0 ? 'hn' : 'hue';
  answers.chk = [['doc'], ['tt', 'nhac'], ['doc', 'nhac', 'other:Nấu ăn'], []][n % 4]!;
  if (answers.chk.length === 0) delete answers.chk;
  answers.yn = n % 3 !== 0;
  answers.day = `19${60 + (n % 40)}-0${1 + (n % 9)}-1${n % 10}`;
  answers.rg = n % 2 === 0 ? { gia: 'tot', cl: 'kem' } : { gia: 'kem' };
  answers.cg = { sang: n % 2 === 0 ? ['tv', 'web'] : ['web'], toi: ['tv'] };
  answers.tbl = { 'an:tien': String(100 + n), 'an:muc': 'cao', ...(n % 2 === 0 ? { 'di:muc': 'thap' } : {}) };
  if (n % 3 === 0) answers.grd = { 'r1:ten': 'Lan', 'r1:tuoi': '30', ...(n % 6 === 0 ? { 'r2:ten': 'Minh' } : {}) };
  if (n % 2 === 0) answers.addr = { province: '01', district: '001', commune: '00001' };
  if (n % 10 === 0) answers.file = [{ key: `k${n}`, name: `ảnh-${n}.jpg`, size: 10, type: 'image/jpeg' }, { key: `d${n}`, name: 'hồ sơ.pdf', size: 20, type: 'application/pdf' }];
  answers.note1 = `=SUM(A${n})`;
  answers.note2 = `ghi chú ${n}`;
  return answers;
}

export interface ExportFixture {
  owner: string;
  form: FormDetail;
  responses: Seeded[];
  respondent: { id: number; name: string; username: string };
}

/** A form with `count` responses submitted one hour apart from 2026-03-01 00:30 UTC (07:30 in Vietnam). */
export async function seedExportForm(t: TestApp, count = 60): Promise<ExportFixture> {
  await createUser(t, { username: 'tacgia', password: 'Pass-word1' });
  const owner = await signIn(t, 'tacgia', 'Pass-word1');
  const res = await t.request({ method: 'POST', url: api.formCreate, cookie: owner, payload: { design: exportDesign } });
  if (res.statusCode !== 200) throw new Error(res.body);
  const form = data<FormDetail>(res);
  await t.db.insert(localities).values(places.map((p) => ({ ...p, searchName: '' }))).onConflictDoNothing();
  const person = await createUser(t, { username: 'binh', password: 'Pass-word1' });
  const respondent = { id: person.id, name: 'Trần Văn Bình', username: 'binh' };
  await t.db.update(users).set({ name: respondent.name }).where(eq(users.id, person.id));
  const responses: Seeded[] = Array.from({ length: count }, (_, n) => {
    const check = checkAnswers(form.design, answersFor(n), { requireUploaded: true });
    if (check.problems.length > 0) throw new Error(`answers ${n}: ${JSON.stringify(check.problems)}`);
    return {
      id: randomUUID(),
      submittedAt: new Date(Date.UTC(2026, 2, 1, n, 30)),
      userId: n % 3 === 2 ? person.id : null,
      verifiedEmail: n % 4 === 1 ? `nguoi${n}@example.vn` : null,
      verifiedPhone: n % 5 === 2 ? `09120000${String(n).padStart(2, '0')}` : null,
      answers: check.accepted,
    };
  });
  await insertResponses(t.db, responses.map((r) => ({
    id: r.id, form_id: form.id, company_id: t.companyId, form_version: form.version, user_id: r.userId, device_id: null,
    content_hash: createHash('sha256').update(r.id).digest('hex'), submitted_at: r.submittedAt.toISOString(),
    verified_email: r.verifiedEmail, verified_phone: r.verifiedPhone,
  })), responses.flatMap((r) => answerRows(r.id, form.id, r.answers, form.design)));
  return { owner, form, responses, respondent };
}

/**
 * `count` more responses of `formId`, one second apart from 2026-04-01, each with a 2,000-character
 * answer to `txt`: a file (over 20 MB for 12,000) that cannot sit in the socket's buffers, so an
 * export of it is still streaming when a test cuts it.
 */
export async function seedBulkResponses(t: TestApp, formId: number, count: number): Promise<void> {
  await t.db.execute(sql`
    insert into responses (id, form_id, company_id, form_version, content_hash, submitted_at, received_at)
    select md5('bulk' || i)::uuid, ${formId}, ${t.companyId}, 1, md5('bulk' || i),
      timestamptz '2026-04-01 00:00:00+00' + i * interval '1 second', timestamptz '2026-04-01 00:00:00+00' + i * interval '1 second'
    from generate_series(1, ${count}) i`);
  await t.db.execute(sql`
    insert into answers (response_id, form_id, element_id, value, value_text)
    select md5('bulk' || i)::uuid, ${formId}, 'txt', to_jsonb(t), t
    from generate_series(1, ${count}) i, lateral (select 'Ý kiến ' || i || repeat(' dài', 500) as t) x`);
}
