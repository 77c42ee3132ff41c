import type { Bucket, QuestionStatistics } from '#core/api';
import type { Language } from '#core/constants';
import type { FormElement } from '#core/forms';
import { translate } from '#core/i18n';

const countOf = (counts: Map<string, number> | undefined, key: string) => counts?.get(key) ?? 0;

/** The keys and labels a choice question is counted by, in design order: options, then "other"; yes before no. */
export function choiceKeys(element: FormElement, language: Language): { key: string; label: string }[] {
  if (element.kind === 'boolean') {
    return [
      { key: 'true', label: element.trueLabel?.trim() || translate(language, { key: 'statistics.yes' }) },
      { key: 'false', label: element.falseLabel?.trim() || translate(language, { key: 'statistics.no' }) },
    ];
  }
  const options = (element.options ?? []).map((option) => ({ key: option.id, label: option.label }));
  if (!element.otherOption) return options;
  return [...options, { key: 'other', label: element.otherLabel?.trim() || translate(language, { key: 'statistics.other' }) }];
}

export function choiceBuckets(element: FormElement, language: Language, counts: Map<string, number> | undefined): Bucket[] {
  return choiceKeys(element, language).map(({ key, label }) => ({ key, label, count: countOf(counts, key) }));
}

/** Counts keyed `rowId:columnId`. */
export function gridRows(element: FormElement, counts: Map<string, number> | undefined): QuestionStatistics['grid'] {
  const columns = element.columns ?? [];
  return (element.rows ?? []).map((row) => ({
    rowId: row.id,
    label: row.label,
    columns: columns.map((column) => ({ key: column.id, label: column.label, count: countOf(counts, `${row.id}:${column.id}`) })),
  }));
}
