import type { MessageKey } from '#core/i18n';

/** Why a SurveyJS JSON cannot be imported at all (anything less is a note on the outcome). */
export type SurveyJsImportProblem = 'notAnObject' | 'noPages' | 'notConvertible';

const messageKeys: Readonly<Record<SurveyJsImportProblem, MessageKey>> = {
  notAnObject: 'import.surveyjs.notAnObject',
  noPages: 'import.surveyjs.noPages',
  notConvertible: 'import.surveyjs.notConvertible',
};

/** Thrown by convertSurveyJs for input that is no SurveyJS form; the route answers 400 with `messageKey`. */
export class SurveyJsImportError extends Error {
  readonly messageKey: MessageKey;

  constructor(readonly problem: SurveyJsImportProblem) {
    super(`SurveyJS import: ${problem}`);
    this.name = 'SurveyJsImportError';
    this.messageKey = messageKeys[problem];
  }
}
