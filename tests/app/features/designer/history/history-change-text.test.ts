import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { diffDesigns } from '#core/forms';
import type { FormDesign } from '#core/forms';
import { historyFieldMessages } from '#app/features/designer/history/history-field-messages';
import { historyMessages } from '#app/features/designer/history/history-messages';
import { createChangeText } from '#app/features/designer/history/history-change-text';
import { asRichText } from '#core/rich-text';

import { translateIn } from '../../../../support/translate';

const describeIn = (locale: 'en' | 'vi') =>
  createChangeText(translateIn(locale, historyMessages, historyFieldMessages), createIntl({ locale }).formatNumber, (iso) => `at ${iso}`);

function design(patch: Partial<FormDesign> = {}): FormDesign {
  return {
    title: 'Survey', description: asRichText(''), logic: [],
    phases: [{ id: 'p1', title: 'One', elements: [{ id: 'q1', kind: 'text', title: 'Name', required: true }] }],
    settings: {
      answerLimit: false, maxAnswers: null, startsAt: null, closesAt: null, requireAuth: false, requireCaptcha: false, verification: 'none',
      inactiveMessage: '', receivingMode: 'always', formType: 'individual', organisationId: null,
    },
    ...patch,
  };
}

describe('history change text', () => {
  it('says which question was edited and how each field changed', () => {
    const after = design({ phases: [{ id: 'p1', title: 'One', elements: [{ id: 'q1', kind: 'text', title: 'Full name', required: false }] }] });
    const [change] = diffDesigns(design(), after);
    const text = describeIn('en')(change!);
    expect(text.headline).toBe('Edited question “Full name”');
    expect(text.details).toEqual(['title: “Name” → “Full name”', 'required: yes → no']);
  });

  it('names added and deleted questions and content blocks', () => {
    const after = design({ phases: [{ id: 'p1', title: 'One', elements: [{ id: 'h', kind: 'title', title: 'Intro', required: false }] }] });
    const texts = diffDesigns(design(), after).map((c) => describeIn('en')(c).headline);
    expect(texts).toEqual(['Added content block “Intro”', 'Deleted question “Name”']);
    expect(diffDesigns(design(), after).map((c) => describeIn('vi')(c).headline)).toEqual(['Đã thêm khối nội dung “Intro”', 'Đã xóa câu hỏi “Name”']);
  });

  it('names settings in words with their old and new values', () => {
    const base = design();
    const after = design({ settings: { ...base.settings, requireCaptcha: true, receivingMode: 'scheduled' } });
    const texts = diffDesigns(base, after).map((c) => describeIn('en')(c));
    expect(texts).toContainEqual({ headline: 'Changed the setting “captcha required”', details: ['no → yes'] });
    expect(texts).toContainEqual({ headline: 'Changed the setting “data receiving mode”', details: ['always → scheduled'] });
  });

  it('reports a moved question by its new position', () => {
    const two = design({ phases: [{ id: 'p1', title: 'One', elements: [{ id: 'q1', kind: 'text', title: 'A', required: false }, { id: 'q2', kind: 'text', title: 'B', required: false }] }] });
    const swapped = design({ phases: [{ id: 'p1', title: 'One', elements: [{ id: 'q2', kind: 'text', title: 'B', required: false }, { id: 'q1', kind: 'text', title: 'A', required: false }] }] });
    const details = diffDesigns(two, swapped).flatMap((c) => describeIn('en')(c).details);
    expect(details.some((d) => /^moved to position [12]$/.test(d))).toBe(true);
  });
});
