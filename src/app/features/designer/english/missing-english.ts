import type { Translate } from '#app/shared/i18n/message-types';
import type { designerMessages } from '../designer-messages';
import type { historyFieldMessages } from '../history/history-field-messages';
import type { designerCoverMessages } from '../tabs/designer-cover-messages';
import type { tabDesignMessages } from '../tabs/design-messages';
import { type FormDesign, allElements, plainText } from '#core/forms';

/**
 * One place missingEnglishTexts names (`elements.q1.options.o2.label`...) as an author reads it:
 * "Section 2: title", "Question 3 “Where do you live?”: “Hanoi”", "welcome page: button text".
 */
export type MissingWords = Translate<[typeof designerMessages, typeof tabDesignMessages, typeof designerCoverMessages, typeof historyFieldMessages]>;

export function describeMissing(t: MissingWords, design: FormDesign, path: string): string {
  const fieldName = (field: string) => t.ifKnown(`historyField.${field}`, field);
  const [head = '', id = '', ...rest] = path.split('.');
  if (rest.length === 0 && (head === 'title' || head === 'description')) return t(head === 'title' ? 'designer.formTitle' : 'designer.formDescription');
  if (head === 'phases') {
    const index = design.phases.findIndex((p) => p.id === id);
    return `${t('designer.phase.heading', { p: index + 1 })}: ${fieldName(rest[0] ?? '')}`;
  }
  if (head === 'elements') {
    const elements = allElements(design);
    const index = elements.findIndex((e) => e.id === id);
    const element = elements[index];
    const question = `${t('designer.question', { n: index + 1 })} “${plainText(element?.title ?? '')}”`;
    const [list, itemId] = rest;
    if (element && (list === 'options' || list === 'rows' || list === 'columns')) {
      const item = element[list]?.find((o) => o.id === itemId);
      return `${question}: “${item?.label ?? itemId ?? ''}”`;
    }
    return `${question}: ${fieldName(list ?? '')}`;
  }
  if (head === 'welcome' || head === 'thankYou') return `${t(`designer.cover.name.${head}`)}: ${fieldName(id)}`;
  return fieldName(id);
}
