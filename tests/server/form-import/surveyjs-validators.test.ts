import { describe, expect, it } from 'vitest';
import { elementsOf, importedElements, onlyElement } from './surveyjs-helpers';

describe('SurveyJS import: validators', () => {
  it('maps numeric, text, email and answercount validators to the element limits', () => {
    const outcome = importedElements([
      { type: 'text', name: 'age', inputType: 'number', validators: [{ type: 'numeric', minValue: 18, maxValue: 99, allowDigits: false, text: 'Tuổi 18–99' }] },
      { type: 'text', name: 'price', inputType: 'number', min: 0, validators: [{ type: 'numeric', minValue: 10 }] },
      { type: 'comment', name: 'story', validators: [{ type: 'text', minLength: 10, maxLength: 300 }] },
      { type: 'text', name: 'mail', validators: [{ type: 'email' }] },
      { type: 'checkbox', name: 'langs', choices: ['vi', 'en', 'fr'], validators: [{ type: 'answercount', minCount: 1, maxCount: 2 }] },
    ]);
    expect(elementsOf(outcome)).toEqual([
      { id: 'age', kind: 'number', title: 'age', required: false, min: 18, max: 99 },
      { id: 'price', kind: 'decimal', title: 'price', required: false, min: 10 },
      { id: 'story', kind: 'text', title: 'story', required: false, multiline: true, minLength: 10, maxLength: 300 },
      { id: 'mail', kind: 'email', title: 'mail', required: false },
      { id: 'langs', kind: 'checkbox', title: 'langs', required: false, minChoices: 1, maxChoices: 2, options: [{ id: 'vi', label: 'vi' }, { id: 'en', label: 'en' }, { id: 'fr', label: 'fr' }] },
    ]);
    expect(outcome.notes).toEqual([]);
  });

  it('notes regex and expression validators, and validators that do not fit the kind', () => {
    const regex = { type: 'regex', regex: '^[0-9]{5}$', text: 'Năm chữ số' };
    const expression = { type: 'expression', expression: '{a} > {b}' };
    const numericOnText = { type: 'numeric', minValue: 1 };
    const outcome = importedElements([{ type: 'text', name: 'zip', validators: [regex, expression, numericOnText] }]);
    expect(onlyElement(outcome)).toEqual({ id: 'zip', kind: 'text', title: 'zip', required: false });
    expect(outcome.notes).toEqual([
      { where: 'page1/zip', code: 'validatorNotMapped', detail: JSON.stringify(regex) },
      { where: 'page1/zip', code: 'validatorNotMapped', detail: JSON.stringify(expression) },
      { where: 'page1/zip', code: 'validatorNotMapped', detail: JSON.stringify(numericOnText) },
    ]);
  });

  it('leaves out a limit that contradicts another, with a note, so the designer accepts the form', () => {
    const outcome = importedElements([
      { type: 'text', name: 'n', inputType: 'number', validators: [{ type: 'numeric', minValue: 50, maxValue: 10 }] },
      { type: 'text', name: 'd', inputType: 'date', min: '2030-01-01', max: '2020-01-01' },
      { type: 'file', name: 'f', acceptedTypes: 'pdf files only' },
    ]);
    expect(elementsOf(outcome)).toEqual([
      { id: 'n', kind: 'decimal', title: 'n', required: false, max: 10 },
      { id: 'd', kind: 'date', title: 'd', required: false, maxDate: '2020-01-01' },
      { id: 'f', kind: 'attachment', title: 'f', required: false, maxFiles: 1 },
    ]);
    expect(outcome.notes).toEqual([
      { where: 'page1/n', code: 'constraintDropped', detail: 'min: 50' },
      { where: 'page1/d', code: 'constraintDropped', detail: 'minDate: "2030-01-01"' },
      { where: 'page1/f', code: 'constraintDropped', detail: 'acceptTypes: ["pdf files only"]' },
    ]);
  });
});
