import type { AnswerValue } from '#core/answers';
import type { ExportLayout } from '#core/api';
import type { Language } from '#core/constants';
import { type FormElement, displayOnlyKinds } from '#core/forms';
import { plainText } from '#core/forms';
import { type FormDesign, allElements } from '#core/forms';
import type { RemovedQuestion } from '#server/statistics/removed-questions';
import { booleanColumn, checkboxColumns, choiceColumn, choiceGridColumns } from './choice-cells';
import type { CellContext, ExportColumn, ExportResponse, PartColumn } from './export-types';
import { label, vietnamTime } from './export-text';
import { tableColumns } from './table-cells';
import { addressColumn, dateColumn, fileColumns, numberColumn, textColumn } from './value-cells';

export interface LayoutOptions {
  multiChoice: ExportLayout['multiChoice'];
  values: ExportLayout['values'];
  language: Language;
  /** questions deleted from the form whose answers are kept: their columns follow the current ones */
  removed: readonly RemovedQuestion[];
  /** grid elements: how many rows the longest stored answer has */
  gridRows: ReadonlyMap<string, number>;
}

export const answerableElements = (design: FormDesign): FormElement[] =>
  allElements(design).filter((e) => !displayOnlyKinds.includes(e.kind));

function partsOf(element: FormElement, options: LayoutOptions): PartColumn[] {
  switch (element.kind) {
    case 'number': case 'decimal': case 'linearScale': case 'rating':
      return [numberColumn(element)];
    case 'date': case 'datetime':
      return [dateColumn(element)];
    case 'radio': case 'dropdown':
      return [choiceColumn(element, options)];
    case 'checkbox':
      return options.multiChoice === 'columns' ? checkboxColumns(element, options.language) : [choiceColumn(element, options)];
    case 'boolean':
      return [booleanColumn(element, options)];
    case 'radioGrid': case 'checkboxGrid':
      return choiceGridColumns(element, options.values);
    case 'table': case 'grid':
      return tableColumns(element, options.gridRows.get(element.id) ?? 0, options.language, options.values);
    case 'address':
      return [addressColumn(element)];
    case 'attachment':
      return fileColumns(element, label(options.language, 'export.fileLinks'));
    default:
      return [textColumn(element)];
  }
}

/** Headers must be told apart: a repeated one gets " (2)", " (3)", … */
function uniqueHeaders<T extends { header: string }>(columns: T[]): T[] {
  const seen = new Map<string, number>();
  return columns.map((column) => {
    const n = (seen.get(column.header) ?? 0) + 1;
    seen.set(column.header, n);
    return n === 1 ? column : { ...column, header: `${column.header} (${n})` };
  });
}

/** A question's title as a header: its own, else "Question n"; a removed one's marked with its last version. */
function questionTitle(element: FormElement, n: number, options: LayoutOptions): string {
  const title = plainText(element.title) || label(options.language, 'export.question', { n });
  const removed = options.removed.find((q) => q.element === element);
  return removed ? label(options.language, 'export.removedQuestion', { version: removed.lastVersion, title }) : title;
}

/** The design's questions, then the removed ones (numbered on from them). */
function questionColumns(design: FormDesign, options: LayoutOptions): ExportColumn[] {
  const elements = [...answerableElements(design), ...options.removed.map((q) => q.element)];
  return elements.flatMap((element, index) => {
    const title = questionTitle(element, index + 1, options);
    return partsOf(element, options).map((part) => ({
      key: part.key,
      header: part.part ? `${title} - ${plainText(part.part)}` : title,
      elementId: element.id,
      kind: element.kind,
      value: (response: ExportResponse, context: CellContext) => {
        const answer: AnswerValue | undefined = response.answers.get(element.id);
        return answer === undefined ? null : part.value(answer, context);
      },
    }));
  });
}

const meta = (key: string, header: string, value: ExportColumn['value']): ExportColumn => ({ key, header, elementId: null, kind: null, value });

function metaColumns(language: Language) {
  const t = (key: Parameters<typeof label>[1]) => label(language, key);
  const respondent = (r: ExportResponse) => {
    if (!r.respondent) return t('export.anonymous');
    const name = r.respondent.name.trim();
    return name && name !== r.respondent.username ? `${name} (${r.respondent.username})` : r.respondent.username;
  };
  return {
    first: [
      meta('submittedAt', t('export.submittedAt'), (r) => vietnamTime(r.submittedAt ?? r.receivedAt)),
      meta('respondent', t('export.respondent'), respondent),
    ],
    last: [
      meta('receivedAt', t('export.receivedAt'), (r) => vietnamTime(r.receivedAt)),
      meta('verifiedEmail', t('export.verifiedEmail'), (r) => r.verifiedEmail),
      meta('verifiedPhone', t('export.verifiedPhone'), (r) => r.verifiedPhone),
      meta('formVersion', t('export.formVersion'), (r) => r.formVersion),
      meta('responseId', t('export.responseId'), (r) => r.id),
    ],
  };
}

/**
 * The columns of an answers export: submission time, respondent, one or more per question in
 * design order, then per removed question (docs/exports.md), then received time, verified email and phone, form version, response id.
 */
export function exportColumns(design: FormDesign, options: LayoutOptions): ExportColumn[] {
  const { first, last } = metaColumns(options.language);
  return uniqueHeaders([...first, ...questionColumns(design, options), ...last]);
}

/** The columns of a one-question export: submission time, respondent, the question's column(s). */
export function questionExportColumns(design: FormDesign, elementId: string, options: LayoutOptions): ExportColumn[] {
  const { first } = metaColumns(options.language);
  return uniqueHeaders([...first, ...questionColumns(design, options).filter((c) => c.elementId === elementId)]);
}
