import { describe, expect, it } from 'vitest';
import { diffDesigns, formDesignSchema, localizeDesign, missingEnglishTexts, textIn } from '#core/forms';
import { copy, design, elementIn } from './design-fixtures';

/** A two-language form: a radio question with English texts on all but one option. */
function bilingual() {
  return design(
    { p1: [{ id: 'q1', kind: 'radio', title: 'Bạn ở đâu?', translations: { en: { title: 'Where do you live?' } },
      options: [
        { id: 'hn', label: 'Hà Nội', translations: { en: { label: 'Hanoi' } } },
        { id: 'hue', label: 'Huế' },
      ] }] },
    {
      title: 'Khảo sát', translations: { en: { title: 'Survey' } },
      settings: { languages: ['vi', 'en'], inactiveMessage: 'Đã đóng', translations: { en: { inactiveMessage: 'Closed' } } },
      welcome: { title: 'Chào mừng', translations: { en: { title: 'Welcome', buttonText: '' } } },
    },
  );
}

describe('localizeDesign', () => {
  it('shows the English texts the author gave and the Vietnamese ones where English is missing', () => {
    const english = localizeDesign(bilingual(), 'en');
    const question = elementIn(english, 'q1');
    expect(english.title).toBe('Survey');
    expect(question.title).toBe('Where do you live?');
    expect(question.options?.map((o) => o.label)).toEqual(['Hanoi', 'Huế']);
    expect(english.welcome?.title).toBe('Welcome');
    expect(english.settings.inactiveMessage).toBe('Closed');
    expect(english.phases[0]?.title).toBe('Phase p1');
  });

  it('keeps ids, option values and structure, so an answer means the same in both languages', () => {
    const original = bilingual();
    const english = localizeDesign(original, 'en');
    expect(elementIn(english, 'q1').options?.map((o) => o.id)).toEqual(['hn', 'hue']);
    expect(english.phases.map((p) => p.elements.map((e) => e.id))).toEqual(original.phases.map((p) => p.elements.map((e) => e.id)));
    expect(original.title).toBe('Khảo sát');
  });

  it('gives the design unchanged in Vietnamese, and for a form that does not declare English', () => {
    const original = bilingual();
    expect(localizeDesign(original, 'vi')).toBe(original);
    const vietnameseOnly = copy(original);
    vietnameseOnly.settings.languages = ['vi'];
    expect(localizeDesign(vietnameseOnly, 'en').title).toBe('Khảo sát');
  });

  it('treats an English rich text of only empty paragraphs as missing', () => {
    const d = design({ p1: [{ id: 'q1', description: '<p>Mô tả</p>', translations: { en: { description: '<p><br></p>' } } }] }, { settings: { languages: ['vi', 'en'] } });
    expect(elementIn(localizeDesign(d, 'en'), 'q1').description).toBe('<p>Mô tả</p>');
  });

  it('textIn reads one text in a language with the same fallback', () => {
    const question = elementIn(bilingual(), 'q1');
    expect(textIn(question, 'title', 'en')).toBe('Where do you live?');
    expect(textIn(question, 'title', 'vi')).toBe('Bạn ở đâu?');
    expect(textIn(question.options?.[1] ?? { id: 'x', label: 'none' }, 'label', 'en')).toBe('Huế');
  });
});

describe('bilingual designs parse old and new', () => {
  it('parses a design stored before bilingual forms as a Vietnamese-only form, with no translations added', () => {
    const stored = { title: 'Cũ', phases: [{ id: 'p1', title: 'Trang', elements: [{ id: 'q', kind: 'radio', title: 'Q', options: [{ id: 'a', label: 'A' }] }] }] };
    const parsed = formDesignSchema.parse(stored);
    expect(parsed.settings.languages).toBeUndefined();
    expect(JSON.stringify(parsed)).not.toContain('translations');
  });

  it('adds no default to an English text left out (an empty English page title stays absent)', () => {
    const parsed = formDesignSchema.parse({ title: 'T', translations: { en: {} }, phases: [{ id: 'p', translations: { en: {} }, elements: [] }] });
    expect(parsed.translations?.en).toEqual({});
    expect(parsed.phases[0]?.translations?.en).toEqual({});
  });

  it('refuses a language list other than Vietnamese, or Vietnamese and English', () => {
    expect(formDesignSchema.safeParse({ title: 'T', phases: [{ id: 'p', elements: [] }], settings: { languages: ['en'] } }).success).toBe(false);
  });
});

describe('missingEnglishTexts', () => {
  it('lists where a form declaring English lacks an English text', () => {
    expect(missingEnglishTexts(bilingual())).toEqual(['phases.p1.title', 'elements.q1.options.hue.label']);
  });

  it('lists nothing for a Vietnamese-only form', () => {
    const d = bilingual();
    d.settings.languages = ['vi'];
    expect(missingEnglishTexts(d)).toEqual([]);
  });
});

describe('history of English texts', () => {
  it('records an edit of a page\'s English title', () => {
    const before = bilingual();
    const after = copy(before);
    const page = after.phases[0];
    if (page) page.translations = { en: { title: 'Page one' } };
    expect(diffDesigns(before, after).map((c) => `${c.change} ${c.target} ${c.targetId}`)).toEqual(['edited phase p1']);
  });
});
