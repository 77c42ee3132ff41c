import type { FormElement } from '#core/forms';
import { displayOnlyKinds } from '#core/forms';
import type { ImportContext } from './import-context';
import { surveyJsNoteCodes } from './note-codes';
import { choiceQuestion, matrixQuestion } from './question-choice';
import { booleanQuestion, fileQuestion, htmlQuestion, imageQuestion, ratingQuestion, signatureQuestion } from './question-other';
import type { QuestionSource } from './question-source';
import { gridQuestion, tableQuestion } from './question-table';
import { commentQuestion, textQuestion } from './question-text';
import { SourceObject } from './source-object';
import { descriptionOf, fitText } from './texts';
import { applyValidators } from './validators';

type KindConverter = (q: QuestionSource) => FormElement | null;

/** The SurveyJS question types that map; every other type (ranking, paneldynamic, expression...) is left out with a note. */
const converters: Readonly<Record<string, KindConverter>> = {
  text: textQuestion,
  comment: commentQuestion,
  radiogroup: (q) => choiceQuestion(q, 'radio'),
  dropdown: (q) => choiceQuestion(q, 'dropdown'),
  checkbox: (q) => choiceQuestion(q, 'checkbox'),
  tagbox: (q) => choiceQuestion(q, 'checkbox'),
  imagepicker: (q) => choiceQuestion(q, q.source.boolean('multiSelect') === true ? 'checkbox' : 'radio', true),
  boolean: booleanQuestion,
  rating: ratingQuestion,
  matrix: matrixQuestion,
  matrixdropdown: tableQuestion,
  matrixdynamic: gridQuestion,
  file: fileQuestion,
  signaturepad: signatureQuestion,
  html: htmlQuestion,
  image: imageQuestion,
};

/** What every question has: its name (→ id), title (the name when it has none), description and required. */
function questionSource(context: ImportContext, source: SourceObject, where: string, name: string, shownName: string): QuestionSource {
  const title = source.text('title')?.trim() || shownName;
  const id = context.elementIds.take(name);
  context.elementWhere.set(id, where);
  return {
    context,
    source,
    where,
    optionIds: new Map(),
    base: {
      id,
      kind: 'text',
      title: fitText(context, where, title, 2000),
      description: descriptionOf(context, where, source.text('description'), 20000),
      required: source.boolean('isRequired') === true,
    },
  };
}

/** Conditions of the question and the containers around it, all of which must hold. */
export function combinedExpression(expressions: readonly string[]): string {
  return expressions.length === 1 ? (expressions[0] ?? '') : expressions.map((e) => `(${e})`).join(' and ');
}

/** The element made, remembered by its SurveyJS name for the show rules, with its own and its containers' `visibleIf`. */
function register(q: QuestionSource, name: string, element: FormElement, visibleIf: readonly string[]): void {
  const { context } = q;
  if (!displayOnlyKinds.includes(element.kind)) {
    context.questions.set(name.toLowerCase(), { id: element.id, kind: element.kind, optionIds: q.optionIds, otherOption: element.otherOption === true, booleanValues: q.booleanValues });
  }
  if (visibleIf.length > 0) context.visibility.push({ where: q.where, expression: combinedExpression(visibleIf), elementIds: [element.id] });
}

/** multipletext: one text question per item (`{name.item}` in expressions), titled "question – item". */
function multipleTextQuestion(q: QuestionSource, where: string, name: string, visibleIf: readonly string[]): FormElement[] {
  q.context.note(q.where, surveyJsNoteCodes.multipleTextSplit, '');
  // SurveyJS asks for at least one item of a required multipletext, which no single item here can say
  if (q.base.required) q.context.note(q.where, surveyJsNoteCodes.propertyNotMapped, 'isRequired: true');
  if (q.base.description !== undefined) q.context.note(q.where, surveyJsNoteCodes.propertyNotMapped, `description: ${q.source.text('description') ?? ''}`);
  const elements: FormElement[] = [];
  for (const item of q.source.array('items')) {
    const itemSource = typeof item === 'object' && item !== null && !Array.isArray(item) ? item : { name: item };
    const element = convertQuestion(q.context, { type: 'text', ...itemSource }, where, visibleIf, { parentName: name, parentTitle: q.base.title });
    elements.push(...element);
  }
  return elements;
}

interface ItemOf {
  parentName: string;
  parentTitle: string;
}

/** The SurveyJS name (`question.item` for a multipletext item, as expressions write it) and the name shown for a missing title. */
function readName(source: SourceObject, fallback: string, itemOf?: ItemOf): { name: string; shownName: string } {
  const own = source.text('name')?.trim() || fallback;
  return { name: itemOf ? `${itemOf.parentName}.${own}` : own, shownName: own };
}

/**
 * One SurveyJS question (not a panel) as the elements it becomes: none when its type has no
 * counterpart or it is never visible, several for a multipletext. `visibleIf` holds the
 * conditions of the page and panels around it.
 */
export function convertQuestion(
  context: ImportContext, json: Record<string, unknown>, where: string, visibleIf: readonly string[], itemOf?: ItemOf,
): FormElement[] {
  const source = new SourceObject(json);
  const type = (source.text('type') ?? '').trim().toLowerCase();
  const { name, shownName } = readName(source, `${type || 'question'}${context.questions.size + 1}`, itemOf);
  const at = `${where}/${name}`;
  if (source.boolean('visible') === false) {
    context.note(at, surveyJsNoteCodes.hiddenElementSkipped, '');
    return [];
  }
  const q = questionSource(context, source, at, name, shownName);
  if (itemOf) q.base.title = fitText(context, at, `${itemOf.parentTitle} – ${q.base.title}`, 2000);
  const conditions = [...visibleIf, ...[source.text('visibleIf')].filter((e): e is string => !!e?.trim())];
  if (type === 'multipletext') {
    const elements = multipleTextQuestion(q, where, name, conditions);
    context.finish(source, at);
    return elements;
  }
  const converter = converters[type];
  if (converter === undefined) {
    context.note(at, surveyJsNoteCodes.typeNotMapped, type);
    return [];
  }
  const converted = converter(q);
  if (converted === null) return [];
  const element = applyValidators(q, converted);
  register(q, name, element, conditions);
  context.finish(source, at);
  return [element];
}
