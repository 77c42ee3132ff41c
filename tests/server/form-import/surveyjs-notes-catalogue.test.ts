import { describe, expect, it } from 'vitest';
import { domainMessagesEn, domainMessagesVi } from '#core/i18n';
import { surveyJsNoteCodes } from '#server/form-import/surveyjs/index';

describe('SurveyJS import: the texts of its notes', () => {
  it('has a Vietnamese and an English text for every note code', () => {
    const keys = Object.values(surveyJsNoteCodes).map((code) => `import.note.${code}`);
    const missing = keys.filter((key) => !(key in domainMessagesVi) || !(key in domainMessagesEn));
    expect(missing).toEqual([]);
  });
});
