import { bilingual } from '#app/shared/i18n/catalogue';

/** Bilingual forms in the designer: the language setting, the English fields and the warning of missing ones. */
export const designerEnglishMessages = bilingual({
  'designerEnglish.field': { vi: '{label} (tiếng Anh)', en: '{label} (English)' },
  'designerEnglish.section': { vi: 'Ngôn ngữ', en: 'Languages' },
  'designerEnglish.switch': { vi: 'Biểu mẫu có cả tiếng Anh', en: 'The form is also in English' },
  'designerEnglish.switch.hint': {
    vi: 'Mỗi nội dung người trả lời đọc có thêm một ô tiếng Anh ngay dưới ô tiếng Việt. Người trả lời chọn ngôn ngữ; nơi chưa có bản tiếng Anh sẽ hiện tiếng Việt.',
    en: 'Each text a respondent reads gets an English field under the Vietnamese one. Respondents choose the language; where English is missing they read the Vietnamese text.',
  },
  'designerEnglish.missing': {
    vi: 'Còn {count, plural, other {# nội dung}} chưa có bản tiếng Anh (người trả lời sẽ đọc tiếng Việt):',
    en: '{count, plural, one {# text has} other {# texts have}} no English yet (respondents will read the Vietnamese):',
  },
});
