export interface DataChange {
  /** null: the data is not an object, compared as one value */
  key: string | null;
  before: unknown;
  after: unknown;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Field by field when both sides are objects (or absent): the old keys in order, then the new ones. */
export function dataChanges(before: unknown, after: unknown): DataChange[] {
  if (before === null && after === null) return [];
  if ((before === null || isRecord(before)) && (after === null || isRecord(after))) {
    const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
    return keys.map((key) => {
      const was = before?.[key];
      const is = after?.[key];
      return { key, before: was, after: is, changed: !same(was, is) };
    });
  }
  return [{ key: null, before, after, changed: !same(before, after) }];
}
