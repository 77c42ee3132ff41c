import { describe, expect, it } from 'vitest';
import { elementsOf, importedElements, onlyElement } from './surveyjs-helpers';

describe('SurveyJS import: text inputs', () => {
  it('maps each text input type to its kind, with limits and placeholder', () => {
    const outcome = importedElements([
      { type: 'text', name: 'full-name', title: 'Họ và tên', isRequired: true, maxLength: 100, placeholder: 'Nguyễn Văn A' },
      { type: 'text', name: 'age', title: 'Tuổi', inputType: 'number', min: 0, max: 120, step: 1 },
      { type: 'text', name: 'birthday', inputType: 'date', min: '1900-01-01', max: '2020-12-31' },
      { type: 'text', name: 'meeting', inputType: 'datetime-local' },
      { type: 'text', name: 'mail', inputType: 'email', placeHolder: 'ten@vi-du.vn' },
      { type: 'comment', name: 'story', title: 'Góp ý', maxLength: 500, description: 'Viết ngắn gọn <3 dòng' },
    ]);
    expect(elementsOf(outcome)).toEqual([
      { id: 'full-name', kind: 'text', title: 'Họ và tên', required: true, maxLength: 100, placeholder: 'Nguyễn Văn A' },
      { id: 'age', kind: 'decimal', title: 'Tuổi', required: false, min: 0, max: 120, step: 1 },
      { id: 'birthday', kind: 'date', title: 'birthday', required: false, minDate: '1900-01-01', maxDate: '2020-12-31' },
      { id: 'meeting', kind: 'datetime', title: 'meeting', required: false },
      { id: 'mail', kind: 'email', title: 'mail', required: false, placeholder: 'ten@vi-du.vn' },
      { id: 'story', kind: 'text', title: 'Góp ý', required: false, multiline: true, maxLength: 500, description: '<p>Viết ngắn gọn &lt;3 dòng</p>' },
    ]);
    expect(outcome.notes).toEqual([]);
  });

  it('turns tel into a phone (checked as Vietnamese) and the other input types into text, each with a note', () => {
    const outcome = importedElements([
      { type: 'text', name: 'phone', inputType: 'tel' },
      { type: 'text', name: 'site', inputType: 'url' },
      { type: 'text', name: 'when', inputType: 'time' },
    ]);
    expect(elementsOf(outcome).map((e) => e.kind)).toEqual(['phone', 'text', 'text']);
    expect(outcome.notes).toEqual([
      { where: 'page1/phone', code: 'phoneVietnamese', detail: 'tel' },
      { where: 'page1/site', code: 'inputTypeAsText', detail: 'url' },
      { where: 'page1/when', code: 'inputTypeAsText', detail: 'time' },
    ]);
  });

  it('notes a date limit written as an expression instead of keeping it', () => {
    const outcome = importedElements([{ type: 'text', name: 'visit', inputType: 'date', max: '=today()' }]);
    expect(onlyElement(outcome)).toEqual({ id: 'visit', kind: 'date', title: 'visit', required: false });
    expect(outcome.notes).toEqual([{ where: 'page1/visit', code: 'propertyNotMapped', detail: 'max: =today()' }]);
  });
});

describe('SurveyJS import: choices', () => {
  it('maps radiogroup, dropdown, checkbox and tagbox with string and {value, text} choices, other and none', () => {
    const outcome = importedElements([
      {
        type: 'radiogroup', name: 'car', title: 'Bạn đi xe gì?', isRequired: true, showOtherItem: true, otherText: 'Khác (ghi rõ)',
        choices: ['Ford', 'Vauxhall', { value: 'vw', text: 'Volkswagen' }],
      },
      { type: 'dropdown', name: 'province', choices: [{ value: 1, text: 'Hà Nội' }, { value: 79, text: 'TP. Hồ Chí Minh' }] },
      { type: 'checkbox', name: 'media', hasOther: true, hasNone: true, noneText: 'Không dùng', choices: ['Báo', 'TV'], maxSelectedChoices: 2 },
      { type: 'tagbox', name: 'tags', choices: ['a', 'b', 'c'], minSelectedChoices: 1 },
    ]);
    expect(elementsOf(outcome)).toEqual([
      {
        id: 'car', kind: 'radio', title: 'Bạn đi xe gì?', required: true, otherOption: true, otherLabel: 'Khác (ghi rõ)',
        options: [{ id: 'Ford', label: 'Ford' }, { id: 'Vauxhall', label: 'Vauxhall' }, { id: 'vw', label: 'Volkswagen' }],
      },
      { id: 'province', kind: 'dropdown', title: 'province', required: false, options: [{ id: '1', label: 'Hà Nội' }, { id: '79', label: 'TP. Hồ Chí Minh' }] },
      {
        id: 'media', kind: 'checkbox', title: 'media', required: false, otherOption: true, maxChoices: 2,
        options: [{ id: 'Bao', label: 'Báo' }, { id: 'TV', label: 'TV' }, { id: 'none', label: 'Không dùng' }],
      },
      { id: 'tags', kind: 'checkbox', title: 'tags', required: false, minChoices: 1, options: [{ id: 'a', label: 'a' }, { id: 'b', label: 'b' }, { id: 'c', label: 'c' }] },
    ]);
    expect(outcome.notes).toEqual([{ where: 'page1/media', code: 'noneNotExclusive', detail: 'Không dùng' }]);
  });

  it('leaves a repeated value out, numbers a repeated text, and notes both', () => {
    const outcome = importedElements([{ type: 'radiogroup', name: 'q', choices: ['Có', 'Có', { value: 'yes2', text: 'có' }] }]);
    expect(onlyElement(outcome).options).toEqual([{ id: 'Co', label: 'Có' }, { id: 'yes2', label: 'có (2)' }]);
    expect(outcome.notes).toEqual([
      { where: 'page1/q', code: 'choiceDuplicate', detail: 'Có' },
      { where: 'page1/q', code: 'choiceDuplicate', detail: 'có' },
    ]);
  });

  it('turns a choice question whose choices come from a web service into text, with a note', () => {
    const byUrl = { url: 'https://surveyjs.io/api/CountriesExample', valueName: 'name' };
    const outcome = importedElements([{ type: 'dropdown', name: 'country', choicesByUrl: byUrl }]);
    expect(onlyElement(outcome)).toEqual({ id: 'country', kind: 'text', title: 'country', required: false, multiline: true });
    expect(outcome.notes).toEqual([{ where: 'page1/country', code: 'choicesMissing', detail: JSON.stringify(byUrl) }]);
  });

  it('keeps the texts of image choices and notes their images; multiSelect makes it a checkbox', () => {
    const outcome = importedElements([{
      type: 'imagepicker', name: 'animal', multiSelect: true,
      choices: [{ value: 'lion', text: 'Sư tử', imageLink: 'https://surveyjs.io/lion.jpg' }, { value: 'giraffe', imageLink: 'https://surveyjs.io/giraffe.jpg' }],
    }]);
    expect(onlyElement(outcome)).toEqual({
      id: 'animal', kind: 'checkbox', title: 'animal', required: false, options: [{ id: 'lion', label: 'Sư tử' }, { id: 'giraffe', label: 'giraffe' }],
    });
    expect(outcome.notes).toEqual([{ where: 'page1/animal', code: 'imageChoicesAsText', detail: '' }]);
  });
});

describe('SurveyJS import: boolean, rating, matrix', () => {
  it('maps a boolean with its labels', () => {
    const outcome = importedElements([{ type: 'boolean', name: 'agree', title: 'Đồng ý?', labelTrue: 'Đồng ý', labelFalse: 'Không đồng ý' }]);
    expect(onlyElement(outcome)).toEqual({ id: 'agree', kind: 'boolean', title: 'Đồng ý?', required: false, trueLabel: 'Đồng ý', falseLabel: 'Không đồng ý' });
    expect(outcome.notes).toEqual([]);
  });

  it('maps stars to a star rating, a 0..10 scale to a linear scale with its end labels, anything else to choices', () => {
    const outcome = importedElements([
      { type: 'rating', name: 'stars', rateType: 'stars', rateCount: 7 },
      { type: 'rating', name: 'nps', rateMin: 0, rateMax: 10, minRateDescription: 'Không bao giờ', maxRateDescription: 'Chắc chắn' },
      { type: 'rating', name: 'plain' },
      { type: 'rating', name: 'counted', rateCount: 11, rateMax: 10 },
      { type: 'rating', name: 'wide', rateMin: 1, rateMax: 15, rateStep: 7 },
      { type: 'rating', name: 'custom', rateValues: [{ value: 'bad', text: 'Tệ' }, { value: 'good', text: 'Tốt' }] },
    ]);
    expect(elementsOf(outcome)).toEqual([
      { id: 'stars', kind: 'rating', title: 'stars', required: false, ratingIcon: 'star', max: 7 },
      { id: 'nps', kind: 'linearScale', title: 'nps', required: false, min: 0, max: 10, minLabel: 'Không bao giờ', maxLabel: 'Chắc chắn' },
      { id: 'plain', kind: 'linearScale', title: 'plain', required: false, min: 1, max: 5 },
      { id: 'counted', kind: 'linearScale', title: 'counted', required: false, min: 0, max: 10 },
      { id: 'wide', kind: 'radio', title: 'wide', required: false, options: [{ id: '1', label: '1' }, { id: '8', label: '8' }, { id: '15', label: '15' }] },
      { id: 'custom', kind: 'radio', title: 'custom', required: false, options: [{ id: 'bad', label: 'Tệ' }, { id: 'good', label: 'Tốt' }] },
    ]);
    expect(outcome.notes).toEqual([
      { where: 'page1/wide', code: 'ratingAsChoices', detail: '[1,8,15]' },
      { where: 'page1/custom', code: 'ratingAsChoices', detail: JSON.stringify([{ value: 'bad', text: 'Tệ' }, { value: 'good', text: 'Tốt' }]) },
    ]);
  });

  it('maps a single matrix to a radio grid (checkbox cells to a checkbox grid), noting that required means every row', () => {
    const outcome = importedElements([
      {
        type: 'matrix', name: 'quality', title: 'Đánh giá dịch vụ', isRequired: true,
        columns: [{ value: 1, text: 'Kém' }, { value: 2, text: 'Khá' }, { value: 3, text: 'Tốt' }],
        rows: [{ value: 'speed', text: 'Tốc độ' }, { value: 'attitude', text: 'Thái độ' }],
      },
      { type: 'matrix', name: 'used', cellType: 'checkbox', eachRowRequired: true, columns: ['Web', 'App'], rows: ['2024', '2025'] },
    ]);
    expect(elementsOf(outcome)).toEqual([
      {
        id: 'quality', kind: 'radioGrid', title: 'Đánh giá dịch vụ', required: true,
        rows: [{ id: 'speed', label: 'Tốc độ' }, { id: 'attitude', label: 'Thái độ' }],
        columns: [{ id: '1', label: 'Kém' }, { id: '2', label: 'Khá' }, { id: '3', label: 'Tốt' }],
      },
      {
        id: 'used', kind: 'checkboxGrid', title: 'used', required: true,
        rows: [{ id: '2024', label: '2024' }, { id: '2025', label: '2025' }], columns: [{ id: 'Web', label: 'Web' }, { id: 'App', label: 'App' }],
      },
    ]);
    expect(outcome.notes).toEqual([{ where: 'page1/quality', code: 'matrixEveryRowRequired', detail: '' }]);
  });
});

describe('SurveyJS import: files, content and the types that do not map', () => {
  it('maps a file question with its types, size (bytes → MB) and count; a signature to one image', () => {
    const outcome = importedElements([
      { type: 'file', name: 'cv', acceptedTypes: '.pdf, .docx', maxSize: 5242880 },
      { type: 'file', name: 'photos', acceptedTypes: 'image/*', allowMultiple: true, maxFiles: 3 },
      { type: 'signaturepad', name: 'sign', penColor: '#000' },
    ]);
    expect(elementsOf(outcome)).toEqual([
      { id: 'cv', kind: 'attachment', title: 'cv', required: false, acceptTypes: ['.pdf', '.docx'], maxFileSizeMb: 5, maxFiles: 1 },
      { id: 'photos', kind: 'attachment', title: 'photos', required: false, acceptTypes: ['image/*'], maxFiles: 3 },
      { id: 'sign', kind: 'attachment', title: 'sign', required: false, acceptTypes: ['image/*'], maxFiles: 1 },
    ]);
    expect(outcome.notes).toEqual([{ where: 'page1/sign', code: 'signatureAsFile', detail: '' }]);
  });

  it('maps html to a content block and image to an image; an image without a web link is left out', () => {
    const outcome = importedElements([
      { type: 'html', name: 'intro', html: '<h3>Xin chào</h3><p>Cảm ơn bạn</p>' },
      { type: 'image', name: 'logo', imageLink: 'https://example.vn/logo.png', altText: 'Biểu trưng' },
      { type: 'image', name: 'inline', imageLink: 'data:image/png;base64,AAAA' },
    ]);
    expect(elementsOf(outcome)).toEqual([
      { id: 'intro', kind: 'quote', title: 'intro', required: false, content: '<h3>Xin chào</h3><p>Cảm ơn bạn</p>' },
      { id: 'logo', kind: 'image', title: 'logo', required: false, mediaUrl: 'https://example.vn/logo.png', caption: 'Biểu trưng' },
    ]);
    expect(outcome.notes).toEqual([{ where: 'page1/inline', code: 'mediaLinkNotMapped', detail: 'data:image/png;base64,AAAA' }]);
  });

  it('passes the HTML of html questions and of the completed page through the rich-text allow-list', () => {
    const outcome = importedElements(
      [{ type: 'html', name: 'intro', html: '<p onclick="steal()">Xin chào<script>alert(1)</script></p>' }],
      { completedHtml: '<h3>Cảm ơn</h3><img src=x onerror="alert(1)">' },
    );
    expect(onlyElement(outcome).content).toBe('<p>Xin chào</p>');
    expect(outcome.design.thankYou?.description).toBe('<h3>Cảm ơn</h3>');
  });

  it('splits a multipletext into one text question per item, each with its own input type and limits', () => {
    const outcome = importedElements([{
      type: 'multipletext', name: 'contact', title: 'Liên hệ',
      items: [{ name: 'name', title: 'Họ tên', isRequired: true }, { name: 'mail', inputType: 'email' }, { name: 'age', inputType: 'number', validators: [{ type: 'numeric', minValue: 18 }] }],
    }]);
    expect(elementsOf(outcome)).toEqual([
      { id: 'contact_name', kind: 'text', title: 'Liên hệ – Họ tên', required: true },
      { id: 'contact_mail', kind: 'email', title: 'Liên hệ – mail', required: false },
      { id: 'contact_age', kind: 'decimal', title: 'Liên hệ – age', required: false, min: 18 },
    ]);
    expect(outcome.notes).toEqual([{ where: 'page1/contact', code: 'multipleTextSplit', detail: '' }]);
  });

  it('notes what a multipletext says as a whole: required (at least one item) and its description', () => {
    const outcome = importedElements([{ type: 'multipletext', name: 'm', isRequired: true, description: 'Ít nhất một ô', items: [{ name: 'a' }, { name: 'b' }] }]);
    expect(elementsOf(outcome).map((e) => [e.id, e.required])).toEqual([['m_a', false], ['m_b', false]]);
    expect(outcome.notes).toEqual([
      { where: 'page1/m', code: 'multipleTextSplit', detail: '' },
      { where: 'page1/m', code: 'propertyNotMapped', detail: 'isRequired: true' },
      { where: 'page1/m', code: 'propertyNotMapped', detail: 'description: Ít nhất một ô' },
    ]);
  });

  it('leaves out ranking, paneldynamic, expression, unknown types and matrices without rows or columns, noting each', () => {
    const outcome = importedElements([
      { type: 'text', name: 'kept' },
      { type: 'ranking', name: 'rank', choices: ['a', 'b'] },
      { type: 'matrixdropdown', name: 'md', columns: [{ name: 'c' }] },
      { type: 'matrixdynamic', name: 'mdyn', columns: [{ name: 'sum', cellType: 'expression' }] },
      { type: 'paneldynamic', name: 'pd', templateElements: [{ type: 'text', name: 't' }] },
      { type: 'expression', name: 'total', expression: '{a} + {b}' },
      { type: 'my-custom-widget', name: 'custom' },
      { type: 'text', name: 'secret', visible: false },
    ]);
    expect(elementsOf(outcome).map((e) => e.id)).toEqual(['kept']);
    expect(outcome.notes).toEqual([
      { where: 'page1/rank', code: 'typeNotMapped', detail: 'ranking' },
      { where: 'page1/md', code: 'typeNotMapped', detail: 'matrixdropdown' },
      { where: 'page1/mdyn/sum', code: 'typeNotMapped', detail: 'expression' },
      { where: 'page1/mdyn', code: 'typeNotMapped', detail: 'matrixdynamic' },
      { where: 'page1/pd', code: 'typeNotMapped', detail: 'paneldynamic' },
      { where: 'page1/total', code: 'typeNotMapped', detail: 'expression' },
      { where: 'page1/custom', code: 'typeNotMapped', detail: 'my-custom-widget' },
      { where: 'page1/secret', code: 'hiddenElementSkipped', detail: '' },
    ]);
  });
});

describe('SurveyJS import: matrices of columns', () => {
  it('maps a matrixdropdown to a table: its columns by cell type, its rows, a cell per row and column', () => {
    const outcome = importedElements([{
      type: 'matrixdropdown', name: 'frameworks', title: 'Công cụ bạn dùng', isRequired: true, choices: ['Thấp', 'Cao'],
      columns: [
        { name: 'using', title: 'Đang dùng?', cellType: 'boolean', labelTrue: 'Có dùng' },
        { name: 'years', title: 'Số năm', cellType: 'text', inputType: 'number' },
        { name: 'level', title: 'Mức độ' },
        { name: 'since', title: 'Từ ngày', cellType: 'text', inputType: 'date' },
        { name: 'total', cellType: 'expression', expression: '{row.years} * 12' },
      ],
      rows: [{ value: 'react', text: 'React' }, 'Vue'],
    }]);
    const header = (key: string, title: string, type: number, columnIndex: number, children: { value: string; text: string }[] = []) =>
      ({ key, title, type, rowIndex: 0, columnIndex, children });
    const row = (rowKey: string, text: string, rowIndex: number) => [
      { key: 'rowHeader', text, value: rowKey, type: 1, rowIndex, columnIndex: 0, children: [] },
      ...[['using', 5], ['years', 2], ['level', 6], ['since', 3]].map(([key, type], i) => ({ key: `${rowKey}.${key}`, type, rowIndex, columnIndex: i + 1, children: [] })),
    ];
    expect(onlyElement(outcome)).toEqual({
      id: 'frameworks', kind: 'table', title: 'Công cụ bạn dùng', required: true,
      cells: [
        { key: 'rowHeader', title: '', type: 1, rowIndex: 0, columnIndex: 0, children: [] },
        header('using', 'Đang dùng?', 5, 1, [{ value: 'true', text: 'Có dùng' }, { value: 'false', text: 'Không' }]),
        header('years', 'Số năm', 2, 2),
        header('level', 'Mức độ', 6, 3, [{ value: 'Thap', text: 'Thấp' }, { value: 'Cao', text: 'Cao' }]),
        header('since', 'Từ ngày', 3, 4),
        ...row('react', 'React', 1),
        ...row('Vue', 'Vue', 2),
      ],
    });
    expect(outcome.notes).toEqual([{ where: 'page1/frameworks/total', code: 'typeNotMapped', detail: 'expression' }]);
  });

  it('maps a matrixdynamic to a grid whose rows respondents add, up to maxRowCount; drop-downs without choices offer 1..5', () => {
    const outcome = importedElements([{
      type: 'matrixdynamic', name: 'children', title: 'Con', maxRowCount: 10, rowCount: 2,
      columns: [{ name: 'name', title: 'Tên', cellType: 'text' }, { name: 'grade', title: 'Lớp' }],
    }]);
    expect(onlyElement(outcome)).toEqual({
      id: 'children', kind: 'grid', title: 'Con', required: false, maxRows: 10,
      cells: [
        { key: 'name', title: 'Tên', type: 1, rowIndex: 0, columnIndex: 1, children: [] },
        { key: 'grade', title: 'Lớp', type: 6, rowIndex: 0, columnIndex: 2, children: ['1', '2', '3', '4', '5'].map((v) => ({ value: v, text: v })) },
      ],
    });
    expect(outcome.notes).toEqual([{ where: 'page1/children', code: 'propertyNotMapped', detail: 'rowCount: 2' }]);
  });
});
