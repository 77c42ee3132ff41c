import type { Language } from '../constants';
import { fillPlaceholders } from './translate';

/**
 * Texts of the answering page that the server's first view of a short link shows too
 * (docs/first-paint.md): the app's catalogues take them from here, so the view the server paints and
 * the page that replaces it say the same words in both languages. Plain `{name}` placeholders only.
 */
export const answeringTexts = {
  appName: { vi: 'Khảo sát ý kiến', en: 'Opinion Survey' },
  opening: { vi: 'Đang mở biểu mẫu…', en: 'Opening the form…' },
  notFoundTitle: { vi: 'Không tìm thấy biểu mẫu', en: 'Form not found' },
  notFoundBody: { vi: 'Liên kết không đúng hoặc biểu mẫu không còn tồn tại.', en: 'The link is wrong or the form no longer exists.' },
  requiredNote: { vi: 'Câu hỏi có dấu * là bắt buộc.', en: 'Questions marked * are required.' },
  opensAt: { vi: 'Biểu mẫu mở nhận câu trả lời từ {date}.', en: 'Answers open on {date}.' },
  other: { vi: 'Khác', en: 'Other' },
  yes: { vi: 'Có', en: 'Yes' },
  no: { vi: 'Không', en: 'No' },
  start: { vi: 'Bắt đầu', en: 'Start' },
  next: { vi: 'Tiếp theo', en: 'Next' },
  submit: { vi: 'Gửi', en: 'Submit' },
  counter: { vi: '{count}/{max} ký tự', en: '{count}/{max} characters' },
  submitAndNew: { vi: 'Gửi và nhập câu trả lời mới', en: 'Submit and start a new answer' },
  formLanguages: { vi: 'Biểu mẫu này có bằng tiếng Việt và tiếng Anh.', en: 'This form is in Vietnamese and English.' },
} as const satisfies Record<string, Record<Language, string>>;

export type AnsweringText = keyof typeof answeringTexts;

/** One of those texts in a language, its placeholders filled. */
export function answeringText(language: Language, key: AnsweringText, values?: Record<string, string>): string {
  return fillPlaceholders(answeringTexts[key][language], values);
}
