import { createIntl } from 'react-intl';
import { mergeDesigns, resolveConflicts } from '#core/forms';
import { describe, expect, it } from 'vitest';
import { conflictText } from '#app/features/designer/drafts/designer-conflict-summary';
import { designerOfflineMessages } from '#app/features/designer/drafts/designer-offline-messages';
import { historyFieldMessages } from '#app/features/designer/history/history-field-messages';
import { design } from './design-drafts-fixtures';

import { translateIn } from '../support/translate';

const conflictIn = (locale: 'en' | 'vi', conflict: Parameters<typeof conflictText>[2]) =>
  conflictText(translateIn(locale, designerOfflineMessages, historyFieldMessages), createIntl({ locale }).formatNumber, conflict);

describe('a conflict as the author reads it', () => {
  const base = design('Survey', ['Name', 'Age']);
  const mine = design('Survey', ['Full name', 'Age']);
  const theirs = { ...design('Survey', ['Your name', 'Age']), title: 'Survey 2026' };

  it('names the part and tells both versions apart, in both languages', () => {
    const { conflicts, merged } = mergeDesigns(base, mine, theirs);
    expect(merged.title).toBe('Survey 2026'); // changed on one side only: merged by itself
    expect(conflicts.map((c) => c.id)).toEqual(['element:q1']);
    expect(conflictIn('en', conflicts[0]!)).toEqual({
      label: 'Question “Your name”', mine: 'title: “Full name”', theirs: 'title: “Your name”',
    });
    expect(conflictIn('vi', conflicts[0]!)).toEqual({
      label: 'Câu hỏi “Your name”', mine: 'tiêu đề: “Full name”', theirs: 'tiêu đề: “Your name”',
    });
  });

  it('says when one side deleted the part', () => {
    const deleted = { ...mine, phases: [{ ...mine.phases[0]!, elements: mine.phases[0]!.elements.filter((e) => e.id !== 'q1') }] };
    const [conflict] = mergeDesigns(base, deleted, theirs).conflicts;
    expect(conflictIn('en', conflict!).mine).toBe('deleted');
  });

  it('the author\'s choice decides each conflicting part and keeps every other change', () => {
    const chosen = resolveConflicts(base, mine, theirs, { 'element:q1': 'mine' });
    expect(chosen.title).toBe('Survey 2026');
    expect(chosen.phases[0]!.elements.map((e) => e.title)).toEqual(['Full name', 'Age']);
  });
});
