import { bilingualTexts } from '#app/shared/i18n/catalogue';
import { describe, expect, it } from 'vitest';
import { formImportMessages } from '#app/features/form-import/form-import-messages';
import { surveyJsNoteCodes } from '#server/form-import/surveyjs/note-codes';

describe('the import screen: the texts of the notes', () => {
  it('has a Vietnamese and an English text for every SurveyJS note code', () => {
    const texts: Readonly<Record<string, { vi: string; en: string } | undefined>> = bilingualTexts(formImportMessages);
    const missing = Object.values(surveyJsNoteCodes)
      .map((code) => `import.note.${code}`)
      .filter((key) => !texts[key]?.vi || !texts[key]?.en);
    expect(missing).toEqual([]);
  });
});
