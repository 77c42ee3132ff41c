import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import type { FormElement } from '#core/forms';
import type { FormDesign } from '#core/forms';
import type { LogicRule } from '#core/forms';
import { logicMessages } from '#app/features/designer/logic/logic-messages';
import {
  blankRule, comparisonsFor, conditionQuestions, isRuleComplete, valueChoices, valueInputFor, withQuestion,
} from '#app/features/designer/logic/logic-model';
import { describeRule } from '#app/features/designer/logic/logic-summary';
import { asRichText } from '#core/rich-text';

import { translateIn } from '../../../../support/translate';

const describeIn = (locale: 'en' | 'vi', design: FormDesign, rule: LogicRule) =>
  describeRule(translateIn(locale, logicMessages), createIntl({ locale }).formatList, design, rule);

const el = (id: string, kind: FormElement['kind'], extra: Partial<FormElement> = {}): FormElement => ({ id, kind, title: id.toUpperCase(), required: false, ...extra });

const design: FormDesign = {
  title: 'T', description: asRichText(''), logic: [],
  phases: [
    { id: 'p1', title: '', elements: [el('age', 'number'), el('likes', 'radio', { options: [{ id: 'y', label: 'Yes' }, { id: 'n', label: 'No' }] }), el('intro', 'title')] },
    { id: 'p2', title: '', elements: [el('agree', 'boolean'), el('why', 'text'), el('sheet', 'table')] },
  ],
  settings: {
    answerLimit: false, maxAnswers: null, startsAt: null, closesAt: null, requireAuth: false, requireCaptcha: false, verification: 'none',
    inactiveMessage: '', receivingMode: 'always', formType: 'individual', organisationId: null,
  },
};

describe('logic tab model', () => {
  it('offers questions of every phase but not display-only or multi-part elements', () => {
    expect(conditionQuestions(design).map((e) => e.id)).toEqual(['age', 'likes', 'agree', 'why']);
  });

  it('offers only equals / not equal for choice kinds and all six comparisons otherwise', () => {
    expect(comparisonsFor('radio')).toEqual(['eq', 'neq']);
    expect(comparisonsFor('boolean')).toEqual(['eq', 'neq']);
    expect(comparisonsFor('number')).toHaveLength(6);
    expect(comparisonsFor('text')).toHaveLength(6);
  });

  it('fits the value input to the question', () => {
    expect(['dropdown', 'radio', 'checkbox', 'boolean'].map((k) => valueInputFor(k as FormElement['kind']))).toEqual(['option', 'option', 'option', 'option']);
    expect(['number', 'decimal', 'linearScale', 'rating'].map((k) => valueInputFor(k as FormElement['kind']))).toEqual(['number', 'number', 'number', 'number']);
    expect(valueInputFor('email')).toBe('text');
    expect(valueChoices(design.phases[1]?.elements[0], { yes: 'Yes', no: 'No' }).map((c) => c.value)).toEqual(['true', 'false']);
  });

  it('resets an ordering comparison and the value when a choice question is picked', () => {
    const next = withQuestion({ elementId: 'age', comparison: 'gt', value: 18 }, design.phases[0]?.elements[1]);
    expect(next).toEqual({ elementId: 'likes', comparison: 'eq', value: '' });
  });

  it('calls a new rule unfinished until a condition and an action are filled', () => {
    const rule = blankRule('r1');
    expect(isRuleComplete(rule)).toBe(false);
    const filled: LogicRule = { ...rule, conditions: [{ elementId: 'age', comparison: 'gte', value: 18 }], actions: [{ type: 'show', elementIds: ['why'] }] };
    expect(isRuleComplete(filled)).toBe(true);
    expect(isRuleComplete({ ...filled, actions: [{ type: 'show', elementIds: [''] }] })).toBe(false);
  });

  it('explains a rule in one sentence, in both languages', () => {
    const rule: LogicRule = {
      id: 'r1', join: 'or',
      conditions: [{ elementId: 'age', comparison: 'gte', value: 18 }, { elementId: 'likes', comparison: 'eq', value: 'y' }],
      actions: [{ type: 'show', elementIds: ['why'] }, { type: 'forbidSubmit' }],
    };
    expect(describeIn('en', design, rule)).toBe('When Q1: AGE is greater than or equal to 18 or Q2: LIKES equals “Yes”, show Q5: WHY and forbid sending the answer.');
    expect(describeIn('vi', design, rule)).toContain('Khi Câu 1: AGE lớn hơn hoặc bằng 18 hoặc Câu 2: LIKES bằng “Yes”');
    expect(describeIn('en', design, blankRule('r2'))).toBe('This rule is not finished yet.');
    const question: LogicRule = { ...rule, join: 'and', conditions: [{ elementId: 'why', comparison: 'eq', value: 'x' }], actions: [{ type: 'show', elementIds: ['likes'] }] };
    expect(describeIn('en', { ...design, phases: [{ id: 'p', title: '', elements: [el('why', 'text'), el('likes', 'text', { title: 'Do you like it?' })] }] }, question))
      .toBe('When Q1: WHY equals “x”, show Q2: Do you like it?');
  });
});
