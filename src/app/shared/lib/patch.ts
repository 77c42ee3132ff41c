/** A change to some fields of T, where undefined clears a field (a filter set back to "all"). */
export type Patch<T> = { [K in keyof T]?: T[K] | undefined };

/** T with the patch applied; a field patched to undefined is left out rather than kept as an undefined key. */
export function patched<T extends object>(base: T, patch: Patch<T>): T {
  return Object.fromEntries(Object.entries({ ...base, ...patch }).filter(([, value]) => value !== undefined)) as T;
}
