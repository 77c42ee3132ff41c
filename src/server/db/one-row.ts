/**
 * The one row a statement must answer (an insert's or update's `returning()` of a row just locked or
 * written, a row read back in the same transaction). None is a broken invariant, not a refusal: it
 * fails the request as an internal error naming what was missing, and the transaction rolls back.
 */
export function oneRow<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`Expected one ${what} row, got none`);
  return row;
}

/** A value a read in the same transaction must find (a row just written, read back in its shape). */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}, found none`);
  return value;
}
