import { describe, expect, it } from 'vitest';
import { catalogues } from '#app/catalogues';
import { LANGUAGES } from '#core/constants';
import { type AnsweringText, answeringTexts } from '#core/i18n';

/** Which message of the app says each text the server's first view of a short link shows. */
const appMessageOf: Record<AnsweringText, string> = {
  appName: 'layout.appName',
  opening: 'answering.loading',
  notFoundTitle: 'answering.notFound.title',
  notFoundBody: 'answering.notFound.body',
  requiredNote: 'answering.requiredNote',
  opensAt: 'answerFlow.opensAt',
  other: 'answerKinds.other',
  yes: 'answerKinds.yes',
  no: 'answerKinds.no',
  start: 'answerFlow.start',
  next: 'common.next',
  submit: 'answering.submit',
  counter: 'answerKinds.counter',
  submitAndNew: 'answerFlow.submitAndNew',
  formLanguages: 'answerFlow.formLanguages',
};

describe('the words of the first view a short link paints', () => {
  it.each(LANGUAGES)('are the answering page\'s own in %s, so nothing changes when the app takes over', (language) => {
    for (const [text, message] of Object.entries(appMessageOf)) {
      expect(catalogues[language][message], message).toBe(answeringTexts[text as AnsweringText][language]);
    }
  });
});
