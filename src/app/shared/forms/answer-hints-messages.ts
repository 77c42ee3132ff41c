import { bilingual } from '#app/shared/i18n/catalogue';
import { answeringTexts } from '#core/i18n';

/** What a question asks of its answer ("Choose 1 to 3 items", "Unit: kg") and its plain choices: the answering page and the printed form say it alike. */
export const answerHintsMessages = bilingual({
  'answerKinds.number.range': { vi: 'Từ {min} đến {max}', en: 'From {min} to {max}' },
  'answerKinds.number.min': { vi: 'Từ {min} trở lên', en: 'At least {min}' },
  'answerKinds.number.max': { vi: 'Không quá {max}', en: 'At most {max}' },
  'answerKinds.number.unit': { vi: 'Đơn vị: {unit}', en: 'Unit: {unit}' },
  'answerKinds.other': answeringTexts.other,
  'answerKinds.choices.range': { vi: 'Chọn từ {min} đến {max} mục', en: 'Choose {min} to {max} items' },
  'answerKinds.choices.exact': { vi: 'Chọn đúng {count} mục', en: 'Choose exactly {count} items' },
  'answerKinds.choices.min': { vi: 'Chọn ít nhất {min} mục', en: 'Choose at least {min} items' },
  'answerKinds.choices.max': { vi: 'Chọn tối đa {max} mục', en: 'Choose at most {max} items' },
  'answerKinds.yes': answeringTexts.yes,
  'answerKinds.no': answeringTexts.no,
  'answerKinds.table.rowNumber': { vi: 'STT', en: 'No.' },
});
