import type { FormElement } from './element.schema';
import type { FormDesign } from './form.schema';
import { asRichText } from '../rich-text/rich-text-fields';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Structural equality as JSON sees it: a key holding `undefined` is the same as a missing key,
 * because designs travel and are stored as JSON.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameValue(item, b[index]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (!sameValue(a[key], b[key])) return false;
  }
  return true;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Rich text (HTML) as one line of plain text, for labels in history and conflict lists. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a person recognises an element by: its title, else its caption, else its id. */
export function elementLabel(element: Pick<FormElement, 'id' | 'title' | 'caption'>): string {
  return plainText(element.title) || plainText(element.caption ?? '') || element.id;
}

/**
 * Ids of `items` whose relative order differs from `reference` (both restricted to the ids they
 * share): everything outside one longest common subsequence. Used to tell a move from a shift.
 */
export function movedIds(reference: readonly string[], items: readonly string[]): Set<string> {
  const inItems = new Set(items);
  const inReference = new Set(reference);
  const a = reference.filter((id) => inItems.has(id));
  const b = items.filter((id) => inReference.has(id));
  const lengths: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      const row = lengths[i] as number[];
      row[j] = a[i] === b[j] ? (lengths[i + 1]?.[j + 1] ?? 0) + 1 : Math.max(lengths[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const kept = new Set<string>();
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      kept.add(a[i] as string);
      i++;
      j++;
    } else if ((lengths[i + 1]?.[j] ?? 0) >= (lengths[i]?.[j + 1] ?? 0)) i++;
    else j++;
  }
  return new Set(b.filter((id) => !kept.has(id)));
}

type Phase = FormDesign['phases'][number];
/** A design as any version stored it: what was added since (description, logic, settings, elements) may be missing. */
type StoredDesign = Omit<FormDesign, 'description' | 'phases' | 'logic' | 'settings'>
  & Partial<Pick<FormDesign, 'description' | 'logic' | 'settings'>>
  & { phases?: readonly (Omit<Phase, 'elements'> & Partial<Pick<Phase, 'elements'>>)[] };

/**
 * A stored design is read back without parsing, and versions saved before a field existed lack it:
 * give the collections and settings their empty defaults so comparing never trips on them.
 */
export function tolerantDesign(design: StoredDesign): FormDesign {
  return {
    ...design,
    description: design.description ?? asRichText(''),
    phases: (design.phases ?? []).map((phase) => ({ ...phase, elements: phase.elements ?? [] })),
    logic: design.logic ?? [],
    settings: design.settings ?? ({} as FormDesign['settings']),
  };
}
