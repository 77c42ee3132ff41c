import { type AnswerValue, isOtherChoice, otherChoiceText } from '#core/answers';
import type { ExportLayout } from '#core/api';
import type { Language } from '#core/constants';
import type { FormElement } from '#core/forms';
import { plainText } from '#core/forms';
import type { CellValue, PartColumn } from './export-types';
import { joinLabels, label } from './export-text';

export const otherLabel = (element: FormElement, language: Language) =>
  plainText(element.otherLabel ?? '') || label(language, 'export.other');

/** An option id as its label; `other:<text>` as "Other: text"; an id the design no longer has stays as stored. */
export function optionLabel(element: FormElement, id: string, language: Language): string {
  if (isOtherChoice(id)) return `${otherLabel(element, language)}: ${otherChoiceText(id)}`;
  return element.options?.find((o) => o.id === id)?.label ?? id;
}

const idsOf = (answer: AnswerValue): string[] => {
  if (typeof answer === 'string') return [answer];
  return Array.isArray(answer) ? answer.filter((v): v is string => typeof v === 'string') : [];
};

/** How choices read: in a language, as labels or as the stored values. */
export interface ChoiceText {
  language: Language;
  values: ExportLayout['values'];
}

/** radio, dropdown, checkbox as one cell: the labels (or stored values, `other:<text>` included) joined "A; B". */
export function choiceColumn(element: FormElement, text: ChoiceText): PartColumn {
  const name = (id: string) => (text.values === 'values' ? id : optionLabel(element, id, text.language));
  return { key: element.id, part: '', value: (answer) => joinLabels(idsOf(answer).map(name)) || null };
}

/** checkbox as one column per option (ticked: 1) and, with the other option, one holding the other text. */
export function checkboxColumns(element: FormElement, language: Language): PartColumn[] {
  const columns: PartColumn[] = (element.options ?? []).map((option) => ({
    key: `${element.id}.${option.id}`,
    part: option.label,
    value: (answer: AnswerValue): CellValue => (idsOf(answer).includes(option.id) ? 1 : null),
  }));
  if (!element.otherOption) return columns;
  return [...columns, {
    key: `${element.id}.other`,
    part: otherLabel(element, language),
    value: (answer) => {
      const other = idsOf(answer).find(isOtherChoice);
      return other === undefined ? null : otherChoiceText(other);
    },
  }];
}

/** boolean: its true / false labels, or 1 / 0 as values. */
export function booleanColumn(element: FormElement, { language, values }: ChoiceText): PartColumn {
  if (values === 'values') return { key: element.id, part: '', value: (answer) => (answer === true ? 1 : answer === false ? 0 : null) };
  const yes = plainText(element.trueLabel ?? '') || label(language, 'export.yes');
  const no = plainText(element.falseLabel ?? '') || label(language, 'export.no');
  return { key: element.id, part: '', value: (answer) => (answer === true ? yes : answer === false ? no : null) };
}

/** radioGrid / checkboxGrid: one column per row holding the chosen column label(s) (or ids as values). */
export function choiceGridColumns(element: FormElement, values: ExportLayout['values']): PartColumn[] {
  const columnLabel = (id: string) => (values === 'values' ? id : element.columns?.find((c) => c.id === id)?.label ?? id);
  return (element.rows ?? []).map((row) => ({
    key: `${element.id}.${row.id}`,
    part: row.label,
    value: (answer: AnswerValue): CellValue => {
      if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return null;
      const picked = answer[row.id];
      const ids = typeof picked === 'string' ? [picked] : picked ?? [];
      return joinLabels(ids.map(columnLabel)) || null;
    },
  }));
}
