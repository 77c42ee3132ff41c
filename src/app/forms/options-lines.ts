import type { ChoiceOption } from '#core/forms';

/** Labels compared as a person reads them (same rule as core's design check). */
export const sameLabel = (label: string) => label.trim().replace(/\s+/g, ' ').toLocaleLowerCase('vi');

/** Longest label core accepts for a choice. */
const MAX_LABEL = 500;

/** One label per non-blank line, trimmed, repeated ones (ignoring case and spacing) kept once. */
export function labelsFromLines(text: string): string[] {
  const seen = new Set<string>();
  const labels: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const label = line.trim().replace(/\s+/g, ' ').slice(0, MAX_LABEL);
    const key = sameLabel(label);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    labels.push(label);
  }
  return labels;
}

export type MergeMode = 'append' | 'replace';

export interface MergeResult {
  items: ChoiceOption[];
  added: number;
  /** some labels did not fit under the list's maximum */
  truncated: boolean;
}

/**
 * Pasted or imported labels into a list: appended after the existing items (skipping labels already
 * there) or replacing them, never beyond `max` items.
 */
export function mergeLabels(existing: readonly ChoiceOption[], labels: readonly string[], mode: MergeMode, newId: () => string, max: number): MergeResult {
  const kept = mode === 'append' ? [...existing] : [];
  const present = new Set(kept.map((item) => sameLabel(item.label)));
  const fresh = labels.filter((label) => !present.has(sameLabel(label)));
  const room = Math.max(0, max - kept.length);
  const added = fresh.slice(0, room).map((label) => ({ id: newId(), label }));
  return { items: [...kept, ...added], added: added.length, truncated: fresh.length > room };
}

const headerWords = new Set([
  'option', 'options', 'choice', 'choices', 'label', 'labels', 'name', 'names', 'value', 'values', 'item', 'items', 'answer', 'answers',
  'row', 'rows', 'column', 'columns', 'lựa chọn', 'các lựa chọn', 'phương án', 'đáp án', 'tên', 'nhãn', 'giá trị', 'mục', 'hàng', 'cột', 'danh sách',
]);

/** Whether the first value of a column looks like its title rather than a choice. */
export function looksLikeHeader(first: string | undefined): boolean {
  return first !== undefined && headerWords.has(sameLabel(first));
}
