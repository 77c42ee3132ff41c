import { describe, expect, it } from 'vitest';
import { convertSurveyJs, SurveyJsImportError } from '#server/form-import/surveyjs/index';
import { elementsOf, imported, importedElements } from './surveyjs-helpers';

describe('SurveyJS import: the survey, its pages and languages', () => {
  it('maps title, description, pages with their titles and the completed page', () => {
    const outcome = imported({
      title: 'Khảo sát mức độ hài lòng',
      description: 'Ý kiến của bạn giúp chúng tôi phục vụ tốt hơn',
      completedHtml: '<h3>Cảm ơn bạn!</h3>',
      showProgressBar: 'top',
      pages: [
        { name: 'intro', title: 'Thông tin chung', description: 'Phần 1', elements: [{ type: 'text', name: 'name' }] },
        { name: 'rating', elements: [{ type: 'rating', name: 'score' }] },
      ],
    });
    expect(outcome.design.title).toBe('Khảo sát mức độ hài lòng');
    expect(outcome.design.description).toBe('<p>Ý kiến của bạn giúp chúng tôi phục vụ tốt hơn</p>');
    expect(outcome.design.thankYou).toEqual({ title: '', description: '<h3>Cảm ơn bạn!</h3>' });
    expect(outcome.design.phases.map((p) => [p.id, p.title, p.description, p.elements.map((e) => e.id)])).toEqual([
      ['intro', 'Thông tin chung', '<p>Phần 1</p>', ['name']],
      ['rating', '', undefined, ['score']],
    ]);
    expect(outcome.source).toBe('surveyjs');
    expect(outcome.notes).toEqual([]);
  });

  it('takes top-level elements (or the old questions) as one page when there are no pages', () => {
    expect(elementsOf(imported({ title: 'T', elements: [{ type: 'text', name: 'a' }] })).map((e) => e.id)).toEqual(['a']);
    expect(elementsOf(imported({ title: 'T', questions: [{ type: 'text', name: 'b' }] })).map((e) => e.id)).toEqual(['b']);
  });

  it('takes the Vietnamese text of a localized string, else the default one, and notes the languages left out', () => {
    const outcome = imported({
      title: { default: 'Customer survey', vi: 'Khảo sát khách hàng' },
      pages: [{
        name: 'p1',
        elements: [
          { type: 'radiogroup', name: 'sex', title: { default: 'Sex', vi: 'Giới tính', de: 'Geschlecht' }, choices: [{ value: 'm', text: { default: 'Male', vi: 'Nam' } }, { value: 'f', text: { en: 'Female' } }] },
          { type: 'text', name: 'city', title: { default: 'City', fr: 'Ville' } },
        ],
      }],
    });
    expect(outcome.design.title).toBe('Khảo sát khách hàng');
    expect(elementsOf(outcome)).toEqual([
      { id: 'sex', kind: 'radio', title: 'Giới tính', required: false, options: [{ id: 'm', label: 'Nam' }, { id: 'f', label: 'Female' }] },
      { id: 'city', kind: 'text', title: 'City', required: false },
    ]);
    expect(outcome.notes).toEqual([
      { where: 'p1/sex/m', code: 'translationsDropped', detail: 'text [default]: Male' },
      { where: 'p1/sex', code: 'translationsDropped', detail: 'title [default]: Sex\ntitle [de]: Geschlecht' },
      { where: 'p1/city', code: 'translationsDropped', detail: 'title [fr]: Ville' },
      { where: 'survey', code: 'translationsDropped', detail: 'title [default]: Customer survey' },
    ]);
  });

  it('lists properties it has no counterpart for, but not layout ones', () => {
    const outcome = importedElements(
      [{ type: 'text', name: 'a', readOnly: true, defaultValue: 'x', width: '50%', startWithNewLine: false, titleLocation: 'left' }],
      { triggers: [{ type: 'complete', expression: "{a} = 'x'" }], showQuestionNumbers: 'off' },
    );
    expect(outcome.notes).toEqual([
      { where: 'page1/a', code: 'propertyNotMapped', detail: 'readOnly: true' },
      { where: 'page1/a', code: 'propertyNotMapped', detail: 'defaultValue: "x"' },
      { where: 'survey', code: 'propertyNotMapped', detail: `triggers: ${JSON.stringify([{ type: 'complete', expression: "{a} = 'x'" }])}` },
    ]);
  });

  it('gives a survey without title a placeholder title and a note; a question without name gets one', () => {
    const outcome = imported({ pages: [{ elements: [{ type: 'text', title: 'Tên?' }, { type: 'text', title: 'Tuổi?' }] }] });
    expect(outcome.design.title).toBe('SurveyJS');
    expect(outcome.design.phases[0]?.id).toBe('page1');
    expect(elementsOf(outcome).map((e) => [e.id, e.title])).toEqual([['text1', 'Tên?'], ['text2', 'Tuổi?']]);
    expect(outcome.notes).toEqual([{ where: 'survey', code: 'titleMissing', detail: '' }]);
  });
});

/** What convertSurveyJs throws for `json`, which must be a SurveyJsImportError. */
function failureOf(json: unknown): SurveyJsImportError {
  try {
    convertSurveyJs(json);
  } catch (error) {
    expect(error).toBeInstanceOf(SurveyJsImportError);
    return error as SurveyJsImportError;
  }
  throw new Error('no SurveyJsImportError');
}

describe('SurveyJS import: odd input', () => {
  it.each([[null], ['text'], [42], [[]], [[{ pages: [] }]]])('refuses %j as no SurveyJS form', (json) => {
    expect(failureOf(json)).toMatchObject({ problem: 'notAnObject', messageKey: 'import.surveyjs.notAnObject' });
  });

  it.each([[{}], [{ title: 'T' }], [{ pages: [] }], [{ pages: 'x' }], [{ pages: [1, 'a'] }], [{ elements: [] }]])('refuses %j, which has no pages', (json) => {
    expect(failureOf(json)).toMatchObject({ problem: 'noPages', messageKey: 'import.surveyjs.noPages' });
  });

  it('never throws on odd values inside a form and lists what it left out', () => {
    const outcome = imported({
      title: '   ',
      pages: [
        { name: 'p 1!', elements: [null, 7, { type: 42, name: { vi: 'x' } }, { type: 'radiogroup', name: 'r', choices: [null, {}, { value: [1] }, 'ok'] }] },
        { name: 'p 1!', elements: 'not a list' },
      ],
    });
    expect(outcome.design.title).toBe('SurveyJS');
    expect(outcome.design.phases.map((p) => p.id)).toEqual(['p_1', 'p_1_2']);
    expect(elementsOf(outcome).map((e) => [e.id, e.kind, e.options])).toEqual([['r', 'radio', [{ id: 'ok', label: 'ok' }]]]);
    expect(outcome.notes.map((n) => [n.where, n.code])).toEqual([
      ['p 1!', 'propertyNotMapped'],
      ['p 1!', 'propertyNotMapped'],
      ['p 1!/x', 'typeNotMapped'],
      ['p 1!/r', 'propertyNotMapped'],
      ['p 1!/r', 'propertyNotMapped'],
      ['p 1!/r', 'propertyNotMapped'],
      ['survey', 'titleMissing'],
    ]);
  });

  it('keeps within the limits of a form: a long title is cut with a note, choices beyond 1000 are left out', () => {
    const choices = Array.from({ length: 1002 }, (_, i) => `c${i}`);
    const outcome = importedElements([{ type: 'dropdown', name: 'many', title: 'x'.repeat(2100), choices }]);
    const [element] = elementsOf(outcome);
    expect(element?.title).toHaveLength(2000);
    expect(element?.options).toHaveLength(1000);
    expect(outcome.notes).toEqual([
      { where: 'page1/many', code: 'textShortened', detail: `${'x'.repeat(1999)}…` },
      { where: 'page1/many', code: 'limitExceeded', detail: 'c1000' },
      { where: 'page1/many', code: 'limitExceeded', detail: 'c1001' },
    ]);
  });

  it('keeps odd sizes within the schema: an overlong file type, too many table columns, an overlong visibleIf', () => {
    const columns = Array.from({ length: 101 }, (_, i) => ({ name: `c${i}`, cellType: 'text' }));
    const longExpression = Array.from({ length: 600 }, () => "{kind} = 'a'").join(' or ');
    const outcome = importedElements([
      { type: 'radiogroup', name: 'kind', choices: ['a'] },
      { type: 'file', name: 'scan', acceptedTypes: `.${'x'.repeat(150)}` },
      { type: 'matrixdropdown', name: 'wide', columns, rows: ['r'] },
      { type: 'text', name: 'shown', visibleIf: longExpression },
    ]);
    const [, scan, wide] = elementsOf(outcome);
    expect(scan).toEqual({ id: 'scan', kind: 'attachment', title: 'scan', required: false, maxFiles: 1 });
    expect(wide?.cells?.filter((cell) => cell.rowIndex === 0 && cell.columnIndex > 0)).toHaveLength(100);
    expect(outcome.notes.map((n) => [n.where, n.code, n.detail.slice(0, 20)])).toEqual([
      ['page1/wide', 'limitExceeded', 'c100'],
      ['page1/shown', 'visibleIfNotMapped', "{kind} = 'a' or {kin"],
      ['page1/scan', 'constraintDropped', `acceptTypes: [".${'x'.repeat(4)}`],
    ]);
  });

  it('leaves out a page that is never visible; with every page hidden the form keeps one empty page', () => {
    const outcome = imported({
      title: 'T',
      pages: [{ name: 'hidden', visible: false, elements: [{ type: 'text', name: 'a' }] }, { name: 'shown', elements: [{ type: 'text', name: 'b' }] }],
    });
    expect(outcome.design.phases.map((p) => [p.id, p.elements.map((e) => e.id)])).toEqual([['shown', ['b']]]);
    expect(outcome.notes).toEqual([{ where: 'hidden', code: 'hiddenElementSkipped', detail: '' }]);
    const allHidden = imported({ title: 'T', pages: [{ name: 'p', visible: false, elements: [{ type: 'text', name: 'a' }] }] });
    expect(allHidden.design.phases).toEqual([{ id: 'page1', title: '', elements: [] }]);
  });
});
