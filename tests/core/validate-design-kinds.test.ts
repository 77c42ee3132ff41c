import { describe, expect, it } from 'vitest';
import type { FormElement } from '#core/forms';
import { elementKinds } from '#core/forms';
import { checkDesign, checkElementDesign } from '#core/forms';
import { design } from './design-fixtures';
import { asRichText } from '#core/rich-text';

type Spec = Partial<FormElement> & Pick<FormElement, 'kind'>;
/** An element as the designer holds it: not parsed, so values the schema would refuse get through. */
const raw = (spec: Spec): FormElement => ({ id: 'q', title: 'Question', required: false, ...spec });
const problems = (spec: Spec) => checkElementDesign(raw(spec)).map((p) => `${p.field.replace('elements.q', '')} ${p.key}`);
const options = [{ id: 'o1', label: 'One' }, { id: 'o2', label: 'Two' }];

/** A design every kind accepts: used to show each kind has a valid form. */
const valid: Record<FormElement['kind'], Spec> = {
  email: { kind: 'email', minLength: 5, maxLength: 100 },
  phone: { kind: 'phone' },
  number: { kind: 'number', min: 0, max: 10, step: 2, unit: 'kg' },
  decimal: { kind: 'decimal', min: 0.5, max: 1.5, step: 0.25, decimalPlaces: 2 },
  text: { kind: 'text', minLength: 3, maxLength: 3, multiline: true },
  date: { kind: 'date', minDate: '2024-01-01', maxDate: '2024-12-31', disallowPast: true },
  datetime: { kind: 'datetime', timeFrom: '08:00', timeTo: '17:30' },
  nationalId: { kind: 'nationalId' },
  attachment: { kind: 'attachment', acceptTypes: ['.pdf', 'image/*', 'application/vnd.ms-excel'], maxFileSizeMb: 100, maxFiles: 3 },
  dropdown: { kind: 'dropdown', options },
  boolean: { kind: 'boolean', trueLabel: 'Có', falseLabel: 'Không' },
  checkbox: { kind: 'checkbox', options, otherOption: true, minChoices: 1, maxChoices: 3 },
  radio: { kind: 'radio', options, otherOption: true },
  linearScale: { kind: 'linearScale', min: 0, max: 10, minLabel: 'bad', maxLabel: 'good' },
  address: { kind: 'address', addressLevels: ['province', 'commune'] },
  checkboxGrid: { kind: 'checkboxGrid', rows: options, columns: options },
  radioGrid: { kind: 'radioGrid', rows: options, columns: options },
  rating: { kind: 'rating', max: 10, ratingIcon: 'heart' },
  title: { kind: 'title', content: asRichText('<p>Hi</p>') },
  quote: { kind: 'quote', content: asRichText('<blockquote>Q</blockquote>') },
  image: { kind: 'image', title: '', mediaUrl: '/api/storage/files/abc.png', caption: 'A photo' },
  video: { kind: 'video', title: '', mediaUrl: 'https://www.youtube.com/watch?v=x' },
  table: { kind: 'table', cells: [
    { key: 'rowHeader', title: 'Item', type: 1, rowIndex: 0, columnIndex: 0, children: [] },
    { key: 'c1', title: 'Count', type: 2, rowIndex: 0, columnIndex: 1, children: [] },
    { key: 'rowHeader', text: 'Apples', value: 'r1', type: 1, rowIndex: 1, columnIndex: 0, children: [] },
    { key: 'r1.c1', type: 2, rowIndex: 1, columnIndex: 1, children: [] },
  ] },
  grid: { kind: 'grid', maxRows: 20, cells: [{ key: 'c1', title: 'Name', type: 1, rowIndex: 0, columnIndex: 1, children: [] }] },
};

describe('checkDesign of each element kind', () => {
  it.each(elementKinds)('accepts a well-made %s', (kind) => {
    expect(problems(valid[kind])).toEqual([]);
  });

  it.each(elementKinds.filter((k) => k !== 'image' && k !== 'video'))('needs a title on %s', (kind) => {
    expect(problems({ ...valid[kind], title: '  ' })).toContain('.title validation.titleRequired');
  });

  it('needs the media on image and video, as a stored file or a web link', () => {
    expect(problems({ kind: 'image', title: '' })).toEqual(['.mediaUrl validation.mediaRequired']);
    expect(problems({ kind: 'video', title: '', mediaUrl: 'javascript:alert(1)' })).toEqual(['.mediaUrl validation.malformed']);
  });

  it.each<[string, Spec, string[]]>([
    ['number: min equal to max', { kind: 'number', min: 5, max: 5 }, ['.min validation.minLessThanMax']],
    ['number: a fractional end', { kind: 'number', min: 0.5, max: 9.5 }, ['.min validation.invalidLimit', '.max validation.invalidLimit']],
    ['number: a fractional step', { kind: 'number', step: 0.5 }, ['.step validation.stepMalformed']],
    ['number: a step larger than the range', { kind: 'number', min: 0, max: 5, step: 10 }, ['.step validation.stepMalformed']],
    ['decimal: a step of zero', { kind: 'decimal', step: 0 }, ['.step validation.stepMalformed']],
    ['decimal: a negative step', { kind: 'decimal', step: -1 }, ['.step validation.stepMalformed']],
    ['decimal: min above max', { kind: 'decimal', min: 2, max: 1 }, ['.min validation.minLessThanMax']],
    ['linearScale: ends beyond 0..10', { kind: 'linearScale', min: -1, max: 11 }, ['.min validation.invalidLimit', '.max validation.invalidLimit']],
    ['linearScale: a fractional end', { kind: 'linearScale', min: 1, max: 4.5 }, ['.max validation.invalidLimit']],
    ['linearScale: ends reversed', { kind: 'linearScale', min: 7, max: 3 }, ['.min validation.minLessThanMax']],
    ['linearScale: a max below the default min', { kind: 'linearScale', max: 1 }, ['.min validation.minLessThanMax']],
    ['rating: more than 10 icons', { kind: 'rating', max: 11 }, ['.max validation.invalidLimit']],
    ['rating: no icon', { kind: 'rating', max: 0 }, ['.max validation.invalidLimit']],
    ['text: min length above max length', { kind: 'text', minLength: 10, maxLength: 5 }, ['.minLength validation.minLessThanMax']],
    ['email: min length above max length', { kind: 'email', minLength: 10, maxLength: 5 }, ['.minLength validation.minLessThanMax']],
    ['dropdown: no options', { kind: 'dropdown', options: [] }, ['.options validation.optionsRequired']],
    ['radio: options missing', { kind: 'radio' }, ['.options validation.optionsRequired']],
    ['radio: the same label twice', { kind: 'radio', options: [...options, { id: 'o3', label: ' one ' }] }, ['.options.o3 validation.invalid']],
    ['radio: an empty label', { kind: 'radio', options: [...options, { id: 'o3', label: ' ' }] }, ['.options.o3 validation.titleRequired']],
    ['radio: the same id twice', { kind: 'radio', options: [...options, { id: 'o1', label: 'Three' }] }, ['.options.o1 validation.invalid']],
    ['checkbox: min choices above the options', { kind: 'checkbox', options, minChoices: 3 }, ['.minChoices validation.minAtMostOptions']],
    ['checkbox: max choices above the options', { kind: 'checkbox', options, maxChoices: 3 }, ['.maxChoices validation.minAtMostOptions']],
    ['checkbox: min choices above max choices', { kind: 'checkbox', options, minChoices: 2, maxChoices: 1 }, ['.minChoices validation.minLessThanMax']],
    ['checkboxGrid: no rows', { kind: 'checkboxGrid', rows: [], columns: options }, ['.rows validation.rowsRequired']],
    ['radioGrid: no columns', { kind: 'radioGrid', rows: options }, ['.columns validation.columnsRequired']],
    ['radioGrid: a column twice', { kind: 'radioGrid', rows: options, columns: [...options, { id: 'o3', label: 'TWO' }] }, ['.columns.o3 validation.invalid']],
    ['date: past and future both refused', { kind: 'date', disallowPast: true, disallowFuture: true }, ['.disallowFuture validation.pastAndFuture']],
    ['date: earliest after latest', { kind: 'date', minDate: '2024-05-01', maxDate: '2024-04-01' }, ['.minDate validation.dateRangeInvalid']],
    ['datetime: equal dates', { kind: 'datetime', minDate: '2024-05-01', maxDate: '2024-05-01' }, ['.minDate validation.dateRangeInvalid']],
    ['datetime: start time after end time', { kind: 'datetime', timeFrom: '18:00', timeTo: '08:00' }, ['.timeFrom validation.timeRangeInvalid']],
    ['attachment: more than 100 MB', { kind: 'attachment', maxFileSizeMb: 101 }, ['.maxFileSizeMb validation.invalidLimit']],
    ['attachment: zero MB', { kind: 'attachment', maxFileSizeMb: 0 }, ['.maxFileSizeMb validation.invalidLimit']],
    ['attachment: a malformed type', { kind: 'attachment', acceptTypes: ['.pdf', 'pdf'] }, ['.acceptTypes validation.malformed']],
    ['attachment: a made-up MIME family', { kind: 'attachment', acceptTypes: ['stuff/x'] }, ['.acceptTypes validation.malformed']],
    ['attachment: too many files', { kind: 'attachment', maxFiles: 21 }, ['.maxFiles validation.invalidLimit']],
    ['address: no province', { kind: 'address', addressLevels: ['district', 'commune'] }, ['.addressLevels validation.invalid']],
    ['address: a level twice', { kind: 'address', addressLevels: ['province', 'province'] }, ['.addressLevels validation.invalid']],
    ['address: a district on the two-level list', { kind: 'address', localityList: 'vn-2025-07', addressLevels: ['province', 'district', 'commune'] }, ['.addressLevels validation.invalid']],
  ])('refuses %s', (_, spec, expected) => {
    expect(problems(spec)).toEqual(expected);
  });

  it('ignores options that do not apply to the kind', () => {
    expect(problems({ kind: 'text', min: 9, max: 1, options: [], step: -1, disallowPast: true, disallowFuture: true })).toEqual([]);
  });
});

describe('checkDesign of the whole design', () => {
  it('refuses an element id used twice, and a phase id used twice', () => {
    const d = design({ p1: [{ id: 'a' }], p2: [{ id: 'a' }] });
    d.phases[1]!.id = 'p1';
    expect(checkDesign(d).map((p) => `${p.field} ${p.key}`)).toEqual(['phases.p1 validation.invalid', 'elements.a validation.invalid']);
  });

  it('checks settings and page links', () => {
    const d = design({ p: [{ id: 'a' }] }, {
      settings: { formType: 'organisation', startsAt: '2025-02-01T00:00:00Z', closesAt: '2025-01-01T00:00:00Z' },
      thankYou: { title: 'Thanks', redirectPath: 'javascript:alert(1)' },
      welcome: { title: 'Hi', coverImage: '/api/storage/files/x.png' },
    });
    expect(checkDesign(d).map((p) => `${p.field} ${p.key}`)).toEqual([
      'settings.closesAt validation.dateRangeInvalid',
      'settings.organisationId validation.required', 'thankYou.redirectPath validation.malformed',
    ]);
    const protocolRelative = design({ p: [{ id: 'a' }] }, { thankYou: { title: 'T', redirectPath: '//evil.example' } });
    expect(checkDesign(protocolRelative).map((p) => p.field)).toEqual(['thankYou.redirectPath']);
    const fine = design({ p: [{ id: 'a' }] }, { thankYou: { title: 'T', redirectPath: 'https://gov.vn/a?b=1' }, welcome: { title: 'W', redirectPath: '/forms' } });
    expect(checkDesign(fine)).toEqual([]);
  });
});
