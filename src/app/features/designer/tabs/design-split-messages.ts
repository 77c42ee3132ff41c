import { bilingual } from '#app/shared/i18n/catalogue';

/** The design tab's two columns on a wide screen: the form's structure and the selected question's editor. */
export const designSplitMessages = bilingual({
  'designer.split.outline': { vi: 'Cấu trúc biểu mẫu', en: 'Form structure' },
  'designer.split.editor': { vi: 'Trình sửa câu hỏi', en: 'Question editor' },
  'designer.split.hint': {
    vi: 'Chọn một câu hỏi trong cấu trúc bên trái để sửa nó ở đây. Câu hỏi mới thêm cũng mở ở đây.',
    en: 'Choose a question in the structure on the left to edit it here. A question you add opens here too.',
  },
  'designer.split.preview': { vi: 'Xem trước biểu mẫu như người trả lời', en: 'Preview the form as respondents see it' },
});
