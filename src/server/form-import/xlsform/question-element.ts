import type { ChoiceOption, ElementKind, FormElementInput } from '#core/forms';
import type { ImportNotes } from '../import-notes';
import { constraintLimits } from './constraint';
import type { QuestionType } from './question-type';
import type { SheetRow } from './read-sheet';

const MAX_TITLE = 2000;
const MAX_HINT = 5000;

/** What the converter needs to turn one `survey` row into an element. */
export interface QuestionContext {
  row: SheetRow;
  where: string;
  type: QuestionType;
  id: string;
  label: string;
  hint: string;
  lists: ReadonlyMap<string, ChoiceOption[]>;
  notes: ImportNotes;
}

const simpleKinds: Record<string, ElementKind> = {
  text: 'text', string: 'text', integer: 'number', int: 'number', decimal: 'decimal', date: 'date', datetime: 'datetime',
  note: 'title', image: 'attachment', photo: 'attachment', file: 'attachment',
  select_one: 'radio', select1: 'radio', select_multiple: 'checkbox', select_all_that_apply: 'checkbox',
};

/** Appearances the design has an equivalent for (the rest are noted). */
export const mappedAppearances = new Set(['multiline', 'minimal', 'autocomplete', 'field-list', 'label', 'list-nolabel']);

export function kindOf(type: QuestionType): ElementKind | undefined {
  return simpleKinds[type.base];
}

function requiredOf(ctx: QuestionContext): boolean {
  const text = ctx.row.get('required').toLowerCase();
  if (['', 'no', 'false', 'false()', '0'].includes(text)) return false;
  if (['yes', 'true', 'true()', '1'].includes(text)) return true;
  ctx.notes.add(ctx.where, 'requiredNotMapped', ctx.row.get('required'));
  return false;
}

/** The hint as a paragraph of rich text (escaped: it is the source's plain text). */
export function hintHtml(hint: string): string | undefined {
  if (hint === '') return undefined;
  const escaped = hint.slice(0, MAX_HINT).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<p>${escaped}</p>`;
}

function kindOptions(kind: ElementKind, ctx: QuestionContext): Partial<FormElementInput> | null {
  const appearance = ctx.row.get('appearance').toLowerCase();
  if (kind === 'radio' || kind === 'checkbox') {
    const options = ctx.lists.get(ctx.type.listName);
    if (!options || options.length === 0) {
      ctx.notes.add(ctx.where, 'choiceListMissing', ctx.type.listName);
      return null;
    }
    const dropdown = kind === 'radio' && /\b(minimal|autocomplete)\b/.test(appearance);
    return { kind: dropdown ? 'dropdown' : kind, options, ...(ctx.type.orOther ? { otherOption: true } : {}) };
  }
  if (kind === 'text') return /\bmultiline\b/.test(appearance) ? { multiline: true } : {};
  if (kind === 'attachment') return ctx.type.base === 'file' ? { maxFiles: 1 } : { acceptTypes: ['image/*'], maxFiles: 1 };
  if (kind === 'title') return { content: hintHtml(ctx.hint) };
  return {};
}

function limitsOf(kind: ElementKind, ctx: QuestionContext): Partial<FormElementInput> {
  const constraint = ctx.row.get('constraint');
  if (constraint === '') return {};
  const limits = constraintLimits(kind, constraint);
  if (!limits) ctx.notes.add(ctx.where, 'constraintNotMapped', constraint);
  return limits ?? {};
}

/** One question of the `survey` sheet as an element; null (with a note) when it has no equivalent. */
export function questionElement(ctx: QuestionContext): FormElementInput | null {
  const kind = kindOf(ctx.type);
  if (!kind) return null;
  const options = kindOptions(kind, ctx);
  if (!options) return null;
  const finalKind = options.kind ?? kind;
  if (ctx.label.length > MAX_TITLE) ctx.notes.add(ctx.where, 'textShortened', ctx.label.slice(0, 100));
  const title = ctx.label.slice(0, MAX_TITLE);
  if (finalKind === 'title') return { id: ctx.id, kind: 'title', title, ...options };
  return {
    id: ctx.id, kind: finalKind, title, required: requiredOf(ctx),
    ...(ctx.hint !== '' ? { description: hintHtml(ctx.hint) } : {}),
    ...options, ...limitsOf(finalKind, ctx),
  };
}
