// SurveyJS form JSON → a design of this product and the notes on what could not be mapped (issue 19).
export { convertSurveyJs } from './convert-surveyjs';
export { SurveyJsImportError, type SurveyJsImportProblem } from './import-error';
export { surveyJsNoteCodes, type SurveyJsNoteCode } from './note-codes';
