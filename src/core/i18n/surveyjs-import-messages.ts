// Issue 19, SurveyJS import: why a JSON cannot be imported at all (the server's refusals, 400).
// The notes' texts (`import.note.<code>`) are the import screen's: src/app/features/form-import/form-import-messages.ts.
export const surveyJsImportMessagesEn = {
  'import.surveyjs.notAnObject': 'The file is not a SurveyJS form: it must be a JSON object',
  'import.surveyjs.noPages': 'The SurveyJS form has no pages and no questions',
  'import.surveyjs.notConvertible': 'The SurveyJS form could not be converted into a form of this system',
} as const;

export const surveyJsImportMessagesVi: Record<keyof typeof surveyJsImportMessagesEn, string> = {
  'import.surveyjs.notAnObject': 'Tệp không phải biểu mẫu SurveyJS: nội dung phải là một đối tượng JSON',
  'import.surveyjs.noPages': 'Biểu mẫu SurveyJS không có trang nào và không có câu hỏi nào',
  'import.surveyjs.notConvertible': 'Không thể chuyển biểu mẫu SurveyJS thành biểu mẫu của hệ thống',
};
