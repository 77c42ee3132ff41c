import type { FormImportNote } from '#core/api';
import type { ElementKind } from '#core/forms';
import { foldText } from '#core/text';
import type { SourceObject } from './source-object';
import { presentationOnly } from './presentation-properties';
import { surveyJsNoteCodes, type SurveyJsNoteCode } from './note-codes';

/** What a `visibleIf` expression can point at: an element made from a SurveyJS question (or a multipletext item). */
export interface ImportedQuestion {
  id: string;
  kind: ElementKind;
  /** SurveyJS choice value (as text) → the option id it became */
  optionIds: ReadonlyMap<string, string>;
  /** choice questions: whether an "other" text can be the answer */
  otherOption: boolean;
  /** boolean: the SurveyJS values of yes and no (`valueTrue`, `valueFalse`) */
  booleanValues?: { yes: string; no: string } | undefined;
}

/** A show rule to make once every question is known: the elements a `visibleIf` (or its page's or panel's) controls. */
export interface PendingVisibility {
  where: string;
  expression: string;
  elementIds: string[];
}

const NOTES_MAX = 5000;
const WHERE_MAX = 500;
const DETAIL_MAX = 2000;

/** "Họ tên" → "Ho ten": accents folded, letter case kept (ids may hold upper case). */
function withoutAccents(name: string): string {
  // eslint-disable-next-line @typescript-eslint/no-misused-spread -- code points on purpose: each letter is folded and keeps its case; a combining accent folds to nothing
  return [...name].map((c) => (c === c.toLowerCase() ? foldText(c) : foldText(c).toUpperCase())).join('');
}

/** Ids of one kind (elements, phases, options of one element, rules): `[A-Za-z0-9_-]{1,64}`, unique, made from the source's names. */
export class IdAllocator {
  private readonly used = new Set<string>();
  /** the next suffix to try for a base, so that thousands of equal names stay linear */
  private readonly nextSuffix = new Map<string, number>();

  constructor(private readonly fallbackPrefix: string, private readonly maxLength = 56) {}

  take(name: string | undefined): string {
    const base = withoutAccents(name ?? '').replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '').slice(0, this.maxLength) || this.fallbackPrefix;
    let id = base;
    let n = this.nextSuffix.get(base) ?? 2;
    while (this.used.has(id)) id = `${base}_${n++}`;
    this.nextSuffix.set(base, n);
    this.used.add(id);
    return id;
  }
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The state of one conversion: the notes for the author, the ids given out, the questions by SurveyJS name. */
export class ImportContext {
  readonly notes: FormImportNote[] = [];
  readonly elementIds = new IdAllocator('q');
  readonly phaseIds = new IdAllocator('page');
  /** by SurveyJS name in lower case: expressions name questions without regard to case */
  readonly questions = new Map<string, ImportedQuestion>();
  readonly visibility: PendingVisibility[] = [];
  /** element id → where it came from (page/panel/name), for the notes made after conversion */
  readonly elementWhere = new Map<string, string>();

  note(where: string, code: SurveyJsNoteCode, detail = ''): void {
    if (this.notes.length === NOTES_MAX - 1) {
      this.notes.push({ where: '', code: surveyJsNoteCodes.tooManyNotes, detail: '' });
      return;
    }
    if (this.notes.length >= NOTES_MAX) return;
    this.notes.push({ where: clip(where, WHERE_MAX), code, detail: clip(detail, DETAIL_MAX) });
  }

  /** Lists what of `source` was not carried over: properties nothing read (presentation aside) and dropped translations. */
  finish(source: SourceObject, where: string): void {
    for (const [key, value] of source.unread()) {
      if (!presentationOnly.has(key)) this.note(where, surveyJsNoteCodes.propertyNotMapped, `${key}: ${JSON.stringify(value)}`);
    }
    if (source.dropped.length > 0) {
      const detail = source.dropped.map((d) => `${d.property} [${d.locale}]: ${d.text}`).join('\n');
      this.note(where, surveyJsNoteCodes.translationsDropped, detail);
    }
  }
}
