import { describe, expect, it } from 'vitest';
import type { ChoiceOption, Phase } from '#core/forms';
import { englishOf, withEnglish } from '#app/features/designer/english/english-texts';

describe('the English text of a design object', () => {
  const option: ChoiceOption = { id: 'hn', label: 'Hà Nội' };

  it('sets one English text beside the others', () => {
    const one = { ...option, translations: withEnglish(option, 'label', 'Hanoi') };
    expect(one.translations).toEqual({ en: { label: 'Hanoi' } });
    expect(englishOf(one, 'label')).toBe('Hanoi');
  });

  it('removes an emptied English text, and the translations when nothing is left, so a blank never saves as ""', () => {
    const one = { ...option, translations: withEnglish(option, 'label', 'Hanoi') };
    expect(withEnglish(one, 'label', '  ')).toBeUndefined();
    expect(englishOf(option, 'label')).toBe('');
  });

  it('treats an emptied rich text (an empty paragraph) as blank', () => {
    const phase: Phase = { id: 'p', title: 'Trang', elements: [], translations: { en: { title: 'Page' } } };
    expect(withEnglish(phase, 'description', '<p><br></p>')).toEqual({ en: { title: 'Page' } });
  });
});
