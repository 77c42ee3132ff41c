import type { ChoiceOption } from '#core/forms';
import { labelKey } from '#core/forms';
import { IdAllocator, type ImportContext } from './import-context';
import { surveyJsNoteCodes } from './note-codes';
import { SourceObject } from './source-object';
import { fitText } from './texts';

const LABEL_MAX = 500;

/** Options (or grid rows / columns) made from SurveyJS items, and which option each SurveyJS value became. */
export interface ChoiceList {
  options: ChoiceOption[];
  idsByValue: Map<string, string>;
}

function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') return String(value);
  return undefined;
}

/** One item: a bare value ("Ford", 3) or `{ value, text }` (text possibly localized). */
function readItem(context: ImportContext, where: string, item: unknown, ignoredKeys: readonly string[]): { value: string; label: string } | null {
  const bare = scalarText(item);
  if (bare !== undefined) return { value: bare, label: bare };
  const source = SourceObject.from(item);
  const value = scalarText(source?.raw('value'));
  if (source === null || value === undefined) {
    context.note(where, surveyJsNoteCodes.propertyNotMapped, JSON.stringify(item));
    return null;
  }
  source.consume(...ignoredKeys);
  const label = source.text('text', 'title');
  context.finish(source, `${where}/${value}`);
  return { value, label: label?.trim() ? label : value };
}

/** A label not used yet in this list (as a person reads it); a repeated one gets " (2)", " (3)"... with a note. */
function uniqueLabel(context: ImportContext, where: string, label: string, used: Set<string>): string {
  let unique = label;
  for (let n = 2; used.has(labelKey(unique)); n++) unique = `${label} (${n})`;
  if (unique !== label) context.note(where, surveyJsNoteCodes.choiceDuplicate, label);
  used.add(labelKey(unique));
  return unique;
}

/**
 * `items` (SurveyJS `choices`, `rows`, `columns`, `rateValues`) as at most `max` options. Blank
 * labels fall back to the value; ids are made from the values.
 */
export function readChoiceList(
  context: ImportContext, where: string, items: readonly unknown[], max: number, ignoredKeys: readonly string[] = [],
): ChoiceList {
  const ids = new IdAllocator('o');
  const list: ChoiceList = { options: [], idsByValue: new Map() };
  const labels = new Set<string>();
  for (const item of items) {
    const read = readItem(context, where, item, ignoredKeys);
    if (read === null || read.label.trim() === '') continue;
    if (list.idsByValue.has(read.value)) {
      context.note(where, surveyJsNoteCodes.choiceDuplicate, read.value);
      continue;
    }
    if (list.options.length >= max) {
      context.note(where, surveyJsNoteCodes.limitExceeded, read.label);
      continue;
    }
    const label = uniqueLabel(context, where, fitText(context, where, read.label.trim(), LABEL_MAX).trim(), labels);
    const id = ids.take(read.value);
    list.idsByValue.set(read.value, id);
    list.options.push({ id, label });
  }
  return list;
}

/** One more option (SurveyJS "None") at the end of `list`, its label kept unique. */
export function appendOption(context: ImportContext, where: string, list: ChoiceList, value: string, label: string): void {
  const ids = new Set(list.options.map((o) => o.id));
  let id = value;
  for (let n = 2; ids.has(id); n++) id = `${value}_${n}`;
  const labels = new Set(list.options.map((o) => labelKey(o.label)));
  list.options.push({ id, label: uniqueLabel(context, where, label, labels) });
  if (!list.idsByValue.has(value)) list.idsByValue.set(value, id);
}
