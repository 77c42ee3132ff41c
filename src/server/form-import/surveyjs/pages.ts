import type { FormElement, Phase } from '#core/forms';
import type { ImportContext } from './import-context';
import { surveyJsNoteCodes } from './note-codes';
import { combinedExpression, convertQuestion } from './questions';
import { SourceObject } from './source-object';
import { descriptionOf, fitText } from './texts';

const PHASES_MAX = 100;
const ELEMENTS_MAX = 500;

function ownVisibleIf(source: SourceObject): string[] {
  const expression = source.text('visibleIf')?.trim();
  return expression ? [expression] : [];
}

/** A panel: its title (and description) become a heading, its questions join the page; its `visibleIf` applies to all of them. */
function flattenPanel(context: ImportContext, panel: SourceObject, where: string, visibleIf: readonly string[]): FormElement[] {
  panel.consume('type');
  const name = panel.text('name')?.trim() || `panel${context.visibility.length + 1}`;
  const at = `${where}/${name}`;
  if (panel.boolean('visible') === false) {
    context.note(at, surveyJsNoteCodes.hiddenElementSkipped, '');
    return [];
  }
  context.note(at, surveyJsNoteCodes.panelFlattened, '');
  const conditions = [...visibleIf, ...ownVisibleIf(panel)];
  const title = panel.text('title')?.trim();
  const description = descriptionOf(context, at, panel.text('description'), 50000);
  const heading: FormElement[] = title
    ? [{ id: context.elementIds.take(name), kind: 'title', title: fitText(context, at, title, 2000), required: false, ...(description ? { content: description } : {}) }]
    : [];
  if (heading[0] && conditions.length > 0) context.visibility.push({ where: at, expression: combinedExpression(conditions), elementIds: [heading[0].id] });
  const elements = [...heading, ...convertElements(context, panel.array('elements', 'questions'), at, conditions)];
  context.finish(panel, at);
  return elements;
}

/** The elements of a page or panel, panels flattened into it. */
function convertElements(context: ImportContext, items: readonly unknown[], where: string, visibleIf: readonly string[]): FormElement[] {
  const elements: FormElement[] = [];
  for (const item of items) {
    const source = SourceObject.from(item);
    if (source === null) {
      context.note(where, surveyJsNoteCodes.propertyNotMapped, JSON.stringify(item));
      continue;
    }
    const type = typeof source.json.type === 'string' ? source.json.type.trim().toLowerCase() : '';
    elements.push(...(type === 'panel' ? flattenPanel(context, source, where, visibleIf) : convertQuestion(context, source.json, where, visibleIf)));
  }
  return elements;
}

/** At most `max` items; the rest are listed to the author by `label`. */
function capped<T>(context: ImportContext, where: string, items: T[], max: number, label: (item: T) => string): T[] {
  for (const item of items.slice(max)) context.note(where, surveyJsNoteCodes.limitExceeded, label(item));
  return items.slice(0, max);
}

function convertPage(context: ImportContext, page: SourceObject, index: number): Phase | null {
  const name = page.text('name')?.trim() || `page${index + 1}`;
  if (page.boolean('visible') === false) {
    context.note(name, surveyJsNoteCodes.hiddenElementSkipped, '');
    return null;
  }
  const description = descriptionOf(context, name, page.text('description'), 5000);
  const phase: Phase = {
    id: context.phaseIds.take(name),
    title: fitText(context, name, page.text('title')?.trim() ?? '', 2000),
    ...(description ? { description } : {}),
    elements: [],
  };
  const elements = convertElements(context, page.array('elements', 'questions'), name, ownVisibleIf(page));
  phase.elements = capped(context, name, elements, ELEMENTS_MAX, (element) => element.title);
  context.finish(page, name);
  return phase;
}

/**
 * The survey's pages as phases: `pages[]`, or its top-level `elements` (`questions`) as one page.
 * Null when the survey has neither.
 */
export function convertPages(context: ImportContext, survey: SourceObject): Phase[] | null {
  const pages = survey.array('pages').map((page) => SourceObject.from(page));
  const topLevel = survey.array('elements', 'questions');
  const sources = pages.filter((page): page is SourceObject => page !== null);
  if (sources.length < pages.length) context.note('survey', surveyJsNoteCodes.propertyNotMapped, `pages: ${pages.length - sources.length} not an object`);
  if (sources.length > 0 && topLevel.length > 0) context.note('survey', surveyJsNoteCodes.propertyNotMapped, `elements: ${JSON.stringify(topLevel)}`);
  if (sources.length === 0 && topLevel.length > 0) sources.push(new SourceObject({ elements: topLevel }));
  if (sources.length === 0) return null;
  const phases = sources.map((page, index) => convertPage(context, page, index)).filter((phase): phase is Phase => phase !== null);
  // a form has at least one phase, even when every page of the source is hidden
  if (phases.length === 0) phases.push({ id: context.phaseIds.take('page1'), title: '', elements: [] });
  return capped(context, 'survey', phases, PHASES_MAX, (phase) => phase.title || phase.id);
}
