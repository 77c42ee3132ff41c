import { describe, expect, it } from 'vitest';
import type { FormImportOutcome } from '#core/api';
import { allElements } from '#core/forms';
import { ApiError } from '#server/http/api-error';
import { convertImport } from '#server/form-import/convert-import';
import { householdSurvey, workbook } from './xlsform-fixtures';

const convert = async (bytes: Buffer, fileName = 'form.xlsx') => convertImport({ fileName, bytes });
const element = (outcome: FormImportOutcome, id: string) => allElements(outcome.design).find((e) => e.id === id);
const codes = (outcome: FormImportOutcome) => outcome.notes.map((n) => `${n.code} ${n.where}`);

describe('an ODK/Kobo household survey', async () => {
  const outcome = await convert(await householdSurvey());

  it('takes the title from settings and makes one page per top-level group, then one for the questions after', () => {
    expect(outcome.source).toBe('xlsform');
    expect(outcome.design.title).toBe('Khảo sát hộ gia đình');
    expect(outcome.design.phases.map((p) => p.title)).toEqual(['Hộ gia đình', 'Nơi ở', 'Đánh giá', 'Thành viên', '']);
  });

  it('maps the types, Vietnamese labels (trailing spaces trimmed), hints, required and upper-case types', () => {
    expect(element(outcome, 'head_name')).toMatchObject({ kind: 'text', title: 'Họ tên chủ hộ', required: true, maxLength: 50, description: '<p>Ghi đầy đủ</p>' });
    expect(element(outcome, 'age')).toMatchObject({ kind: 'number', title: 'Tuổi', required: true, min: 0, max: 120 });
    expect(element(outcome, 'children')).toMatchObject({ kind: 'number', min: 1 });
    expect(element(outcome, 'visit_date')).toMatchObject({ kind: 'date', disallowFuture: true });
    expect(element(outcome, 'photo')).toMatchObject({ kind: 'attachment', acceptTypes: ['image/*'], maxFiles: 1 });
    expect(element(outcome, 'thanks')).toMatchObject({ kind: 'title', title: 'Cảm ơn anh/chị' });
  });

  it('carries choices (numbers stored as numbers become ids), or_other, minimal as a dropdown and count-selected', () => {
    expect(element(outcome, 'has_children')?.options).toEqual([
      { id: 'yes', label: 'Có', translations: { en: { label: 'Yes' } } },
      { id: 'no', label: 'Không', translations: { en: { label: 'No' } } },
    ]);
    expect(element(outcome, 'province')).toMatchObject({ kind: 'dropdown', options: [{ id: '1', label: 'Hà Nội' }, { id: '79', label: 'TP. Hồ Chí Minh' }] });
    expect(element(outcome, 'services')).toMatchObject({ kind: 'checkbox', otherOption: true, maxChoices: 2 });
  });

  it('carries the English column as the English texts of a bilingual form', () => {
    expect(outcome.design.settings.languages).toEqual(['vi', 'en']);
    expect(outcome.design.phases[0]?.translations).toEqual({ en: { title: 'Household' } });
    expect(element(outcome, 'head_name')?.translations).toEqual({ en: { title: 'Head of household' } });
    expect(element(outcome, 'thanks')?.translations).toEqual({ en: { title: 'Thank you' } });
    expect(element(outcome, 'rating_header')?.rows?.map((r) => r.translations?.en?.label)).toEqual(['Staff', 'Time']);
    expect(element(outcome, 'province')?.options?.map((o) => o.translations?.en?.label)).toEqual(['Hanoi', 'Ho Chi Minh City']);
  });

  it('turns a label / list-nolabel matrix into a radio grid', () => {
    expect(element(outcome, 'rating_header')).toMatchObject({
      kind: 'radioGrid', required: true,
      rows: [{ id: 'rating_staff', label: 'Cán bộ' }, { id: 'rating_time', label: 'Thời gian' }],
      columns: [{ id: 'agree', label: 'Đồng ý' }, { id: 'disagree', label: 'Không đồng ý' }],
    });
    expect(element(outcome, 'rating_staff')).toBeUndefined();
  });

  it('turns relevant of questions and groups into show rules; a question of a relevant group needs both', () => {
    const age = { elementId: 'age', comparison: 'gte', value: 18 };
    expect(outcome.design.logic.map((r) => [r.join, r.conditions, r.actions])).toEqual([
      ['and', [{ elementId: 'has_children', comparison: 'eq', value: 'yes' }], [{ type: 'show', elementIds: ['children'] }]],
      ['and', [age], [{ type: 'show', elementIds: ['province', 'district', 'services'] }]],
      ['and', [age, { elementId: 'services', comparison: 'eq', value: 'health' }], [{ type: 'show', elementIds: ['income'] }]],
    ]);
  });

  it('lists everything it did not carry, with where it is', () => {
    expect(codes(outcome)).toEqual([
      'settingNotCarried settings:2 (version)',
      'settingNotCarried settings:2 (instance_name)',
      'metadataNotCarried survey:2 (start)',
      'metadataNotCarried survey:3 (deviceid)',
      'choiceFilterNotCarried survey:13 (district)',
      'constraintNotMapped survey:15 (income)',
      'calculateNotCarried survey:22 (score)',
      'repeatAskedOnce survey:23 (member)',
      'typeNotMapped survey:26 (location)',
    ]);
    expect(outcome.notes.find((n) => n.code === 'constraintNotMapped')?.detail).toBe('regex(., "^[0-9]+$")');
  });
});

describe('odd workbooks', () => {
  it('reads merged header cells, plain labels, spaced type words and an English-only form', async () => {
    const bytes = await workbook([
      { name: 'Survey', merges: ['C1:D1'], rows: [
        ['Type ', 'Name', 'Label', null, 'Relevant'],
        ['select one colours', 'colour', 'Favourite colour', 'ignored: under the merged header', null],
        ['text', 'why', 'Why?', null, "${colour} != 'red' or ${colour} = 'blue'"],
        ['text', 'other', 'Anything else?', null, 'string-length(${why}) > 3'],
      ] },
      { name: 'choices', rows: [['list name', 'name', 'label'], ['colours', 'red', 'Red'], ['colours', 'blue', 'Blue'], ['colours', 'blue', 'Blue again']] },
    ]);
    const outcome = await convert(bytes, 'colours.xlsx');
    expect(outcome.design.title).toBe('colours');
    expect(element(outcome, 'colour')).toMatchObject({ kind: 'radio', title: 'Favourite colour', options: [{ id: 'red', label: 'Red' }, { id: 'blue', label: 'Blue' }] });
    expect(outcome.design.logic).toMatchObject([{ join: 'or', conditions: [{ elementId: 'colour', comparison: 'neq', value: 'red' }, { elementId: 'colour', comparison: 'eq', value: 'blue' }] }]);
    expect(codes(outcome)).toEqual(['choiceRepeated choices:4', 'relevantNotMapped survey:4 (other)']);
  });

  it('keeps English labels when they are the only ones, and notes a list that does not exist', async () => {
    const bytes = await workbook([
      { name: 'survey', rows: [['type', 'name', 'label::English (en)'], ['integer', 'n', 'How many?'], ['select_one missing', 's', 'Pick'], ['begin_group', 'g', 'Never closed']] },
    ]);
    const outcome = await convert(bytes);
    expect(element(outcome, 'n')).toMatchObject({ title: 'How many?' });
    expect(codes(outcome)).toEqual(['choiceListMissing survey:3 (s)', 'groupNotClosed survey:4 (g)']);
  });

  it('makes a lone `label` select (no list-nolabel rows under it) an ordinary question titled by its name', async () => {
    const bytes = await workbook([
      { name: 'survey', rows: [['type', 'name', 'label', 'appearance'], ['select_one yn', 'alone', null, 'label'], ['text', 'after', 'After', null]] },
      { name: 'choices', rows: [['list_name', 'name', 'label'], ['yn', 'y', 'Yes'], ['yn', 'n', 'No']] },
    ]);
    const outcome = await convert(bytes);
    expect(outcome.design.phases[0]?.elements.map((e) => [e.id, e.kind, e.title])).toEqual([['alone', 'radio', 'alone'], ['after', 'text', 'After']]);
    expect(codes(outcome)).toEqual(['labelMissing survey:2 (alone)']);
  });

  it('keeps the inner condition and notes the outer one when an `or` group holds a relevant question', async () => {
    const bytes = await workbook([{ name: 'survey', rows: [
      ['type', 'name', 'label', 'relevant'],
      ['integer', 'a', 'A', null],
      ['integer', 'b', 'B', null],
      ['begin_group', 'g', 'G', '${a} = 1 or ${a} = 2'],
      ['text', 'c', 'C', '${b} > 3'],
      ['text', 'd', 'D', null],
      ['end_group', null, null, null],
    ] }]);
    const outcome = await convert(bytes);
    expect(outcome.design.logic.map((r) => [r.join, r.conditions.map((c) => `${c.elementId}${c.comparison}${c.value}`), r.actions])).toEqual([
      ['and', ['bgt3'], [{ type: 'show', elementIds: ['c'] }]],
      ['or', ['aeq1', 'aeq2'], [{ type: 'show', elementIds: ['d'] }]],
    ]);
    expect(codes(outcome)).toEqual(['relevantNotMapped survey:4 (g)']);
  });

  it('refuses a workbook without a survey sheet, a broken file and an unknown format with 400', async () => {
    const noSurvey = await workbook([{ name: 'choices', rows: [['list_name', 'name', 'label']] }]);
    const refusal = async (bytes: Buffer) => convert(bytes).then(() => null, (error: unknown) => error);
    expect(await refusal(noSurvey)).toMatchObject({ status: 400, detail: { key: 'error.importNoSurveySheet' } });
    expect(await refusal(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(50)]))).toMatchObject({ status: 400, detail: { key: 'error.importUnreadable' } });
    expect(await refusal(Buffer.from('name,label\n'))).toMatchObject({ status: 400, detail: { key: 'error.importUnknownFormat' } });
    expect(await refusal(Buffer.from('{"format": "survey-form", "version": 1'))).toBeInstanceOf(ApiError);
  });
});
