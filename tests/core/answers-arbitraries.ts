import fc from 'fast-check';
import type { AnswerValue, Answers, FileRef } from '#core/answers';
import type { FormElementInput } from '#core/forms';
import type { FormDesignInput } from '#core/forms';
import type { LogicRule } from '#core/forms';
import { tableCells } from './answers-fixtures';

/**
 * A catalogue of elements of every kind, each with answers to draw from: good ones, bad ones of
 * every validation rule, and wrong shapes. Designs are subsets of it, so they always pass checkDesign.
 */
interface Entry {
  element: Omit<FormElementInput, 'required'>;
  /** the first one is always acceptable */
  answers: AnswerValue[];
}

/** Mostly the acceptable answer, so that many cases pass validation and reach the logic. */
const answerOf = (entry: Entry) => fc.option(
  fc.oneof({ weight: 3, arbitrary: fc.constant(entry.answers[0]!) }, { weight: 2, arbitrary: fc.constantFrom(...entry.answers) }),
  { nil: undefined, freq: 4 },
);

const options = (...ids: string[]) => ids.map((id) => ({ id, label: id.toUpperCase() }));
const file = (over: Partial<FileRef>): FileRef => ({ localId: 'l1', name: 'don.pdf', size: 1000, type: 'application/pdf', ...over });

const catalogue: Entry[] = [
  { element: { id: 't', kind: 'text', title: 'Họ tên', minLength: 2, maxLength: 10 }, answers: ['An', 'A', 'Nguyễn Văn An Bình', '  ', 5, ['An']] },
  { element: { id: 'e', kind: 'email', title: 'Email' }, answers: ['an@gov.vn', 'an@gov', 3] },
  { element: { id: 'ph', kind: 'phone', title: 'Điện thoại' }, answers: ['0912 345 678', '0112345678', true] },
  { element: { id: 'nid', kind: 'nationalId', title: 'CCCD' }, answers: ['001099012345', '0123'] },
  { element: { id: 'n', kind: 'number', title: 'Tuổi', min: 0, max: 100, step: 5 }, answers: [10, '20', 12, 150, 2.5, 'abc', true] },
  { element: { id: 'dec', kind: 'decimal', title: 'Cân nặng', min: -5, max: 5, decimalPlaces: 1 }, answers: [1.5, '-5', '1.25', 6, ['1']] },
  { element: { id: 'dt', kind: 'date', title: 'Ngày', disallowPast: true }, answers: ['2100-01-01', '2000-01-01', '2025-02-30', 'x'] },
  { element: { id: 'dtt', kind: 'datetime', title: 'Giờ hẹn', timeFrom: '08:00', timeTo: '17:00', minDate: '2001-01-01' }, answers: ['2100-01-01T09:00', '2100-01-01T18:00', '2000-12-31T09:00', '2100-01-01'] },
  {
    element: { id: 'att', kind: 'attachment', title: 'Tệp', acceptTypes: ['.pdf'], maxFiles: 1, maxFileSizeMb: 1 },
    answers: [[file({})], [file({ name: 'virus.exe', type: 'application/octet-stream' })], [file({}), file({ localId: 'l2' })], [file({ size: 2 * 1024 * 1024 })], 'don.pdf'],
  },
  { element: { id: 'dd', kind: 'dropdown', title: 'Tỉnh', options: options('a', 'b') }, answers: ['a', 'z', ['a'], 'other:x'] },
  { element: { id: 'b', kind: 'boolean', title: 'Đồng ý' }, answers: [true, false, 'yes'] },
  { element: { id: 'cb', kind: 'checkbox', title: 'Sở thích', options: options('a', 'b', 'c'), otherOption: true, maxChoices: 2 }, answers: [['a'], ['a', 'b', 'c'], ['other:x'], ['other:'], ['a', 'a'], 'a'] },
  { element: { id: 'r', kind: 'radio', title: 'Giới tính', options: options('a', 'b'), otherOption: true }, answers: ['a', 'other:Khác', 'other:', 'q'] },
  { element: { id: 'ls', kind: 'linearScale', title: 'Mức độ' }, answers: [3, 6, 2.5, 'x'] },
  { element: { id: 'rt', kind: 'rating', title: 'Đánh giá', max: 3 }, answers: [3, 4, 0] },
  {
    element: { id: 'addr', kind: 'address', title: 'Địa chỉ', addressLevels: ['province', 'district', 'commune'] },
    answers: [{ province: '01', district: '001', commune: '00001' }, { province: '01' }, { province: '01', commune: '00004' }, { province: 'Hà Nội' }, 'Hà Nội'],
  },
  { element: { id: 'rg', kind: 'radioGrid', title: 'Chất lượng', rows: options('r1', 'r2'), columns: options('c1', 'c2') }, answers: [{ r1: 'c1', r2: 'c2' }, { r1: 'c1' }, { r3: 'c1' }, { r1: ['c1'] }] },
  { element: { id: 'cg', kind: 'checkboxGrid', title: 'Dịch vụ', rows: options('r1', 'r2'), columns: options('c1', 'c2') }, answers: [{ r1: ['c1', 'c2'], r2: ['c1'] }, { r1: 'c1' }, { r2: ['c9'] }] },
  { element: { id: 'tb', kind: 'table', title: 'Bảng', cells: tableCells('table') }, answers: [{ 'k1:name': 'An', 'k2:age': '5', 'k1:pets': ['cat'] }, { 'k1:age': 'x' }, { 'k9:name': 'An' }, { 'k1:sex': 'q' }] },
  { element: { id: 'gr', kind: 'grid', title: 'Lưới', cells: tableCells('grid'), maxRows: 2 }, answers: [{ 'r1:name': 'An', 'r2:city': 'hn' }, { 'r3:name': 'An' }, { 'r1:day': '2025-13-01' }] },
  { element: { id: 'ttl', kind: 'title', title: 'Phần 1', content: '<p>Giới thiệu</p>' }, answers: ['x'] },
];

const conditionValues = ['a', 'c1', 'An', 5, 10, 'true', '01', 'x'];
const comparisons = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte'] as const;

export interface Case {
  design: FormDesignInput;
  answers: Answers;
}

function rulesFor(ids: string[]): fc.Arbitrary<LogicRule[]> {
  const id = fc.constantFrom(...ids);
  const condition = fc.record({ elementId: id, comparison: fc.constantFrom(...comparisons), value: fc.constantFrom(...conditionValues) });
  const action = fc.oneof(
    { weight: 4, arbitrary: fc.uniqueArray(id, { minLength: 1, maxLength: 3 }).map((elementIds) => ({ type: 'show' as const, elementIds })) },
    { weight: 1, arbitrary: fc.constant({ type: 'forbidSubmit' as const }) },
  );
  const rule = fc.record({ join: fc.constantFrom('and' as const, 'or' as const), conditions: fc.array(condition, { minLength: 1, maxLength: 2 }), actions: fc.array(action, { minLength: 1, maxLength: 2 }) });
  return fc.array(rule, { maxLength: 4 }).map((rules) => rules.map((r, i) => ({ id: `rule${i}`, ...r })));
}

function answersOf(entries: readonly Entry[], picks: readonly (AnswerValue | undefined)[], stray: string | undefined): Answers {
  const answers: Answers = {};
  entries.forEach((entry, i) => {
    const pick = picks[i];
    if (pick !== undefined) answers[entry.element.id] = pick;
  });
  if (stray !== undefined) answers.stray = stray;
  return answers;
}

/** A design of 1..all catalogue elements (some required), a few rules, and `steps` sets of answers from each element's pool. */
function formCaseOf(steps: number) {
  return fc
    .subarray(catalogue, { minLength: 1, maxLength: 8 })
    .chain((entries) => fc.record({
      required: fc.array(fc.boolean(), { minLength: entries.length, maxLength: entries.length }),
      logic: rulesFor(entries.map((e) => e.element.id)),
      picks: fc.array(fc.tuple(...entries.map(answerOf)), { minLength: steps, maxLength: steps }),
      stray: fc.option(fc.constant('stray answer'), { nil: undefined }),
    }).map(({ required, logic, picks, stray }) => {
      const elements = entries.map((entry, i) => ({ ...entry.element, required: required[i] ?? false }));
      const design: FormDesignInput = { title: 'Khảo sát thử', phases: [{ id: 'p1', title: 'Phần 1', elements }], logic };
      return { design, steps: picks.map((p) => answersOf(entries, p, stray)) };
    }));
}

/** A design of 1..all catalogue elements (some required), a few rules, and answers from each element's pool. */
export const formCase: fc.Arbitrary<Case> = formCaseOf(1).map(({ design, steps }) => ({ design, answers: steps[0] ?? {} }));

/** The same, with the answers of someone answering: several sets in a row, each changing some of the last one's. */
export const answeringCase: fc.Arbitrary<{ design: FormDesignInput; steps: Answers[] }> = formCaseOf(6).map(({ design, steps }) => ({
  design,
  // each step keeps the unchanged answers as the same objects, as the page's state does
  steps: steps.reduce<Answers[]>((done, next) => {
    const last = done.at(-1) ?? {};
    const merged: Answers = {};
    for (const [id, value] of Object.entries(next)) merged[id] = JSON.stringify(value) === JSON.stringify(last[id]) ? last[id] ?? value : value;
    return [...done, merged];
  }, []),
}));

/**
 * The whole catalogue in one design, what the server test publishes once: a few required
 * elements, `e` shown only when `b` is true, and no submission while the scale is above 4.
 */
export function catalogueDesign(): FormDesignInput {
  const required = new Set(['t', 'r', 'rg']);
  return {
    title: 'Mọi loại câu hỏi',
    phases: [{ id: 'p1', title: 'Phần 1', elements: catalogue.map((e) => ({ ...e.element, required: required.has(e.element.id) })) }],
    logic: [
      { id: 'showEmail', join: 'and', conditions: [{ elementId: 'b', comparison: 'eq', value: 'true' }], actions: [{ type: 'show', elementIds: ['e'] }] },
      { id: 'stop', join: 'and', conditions: [{ elementId: 'ls', comparison: 'gt', value: 4 }], actions: [{ type: 'forbidSubmit' }] },
    ],
  };
}

/** Answers to the catalogue design: each element left out or answered from its pool. */
export const catalogueAnswers: fc.Arbitrary<Answers> = fc
  .tuple(...catalogue.map(answerOf))
  .map((picks) => {
    const answers: Answers = {};
    catalogue.forEach((entry, i) => {
      const pick = picks[i];
      if (pick !== undefined) answers[entry.element.id] = pick;
    });
    return answers;
  });
