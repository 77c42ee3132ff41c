import { and, type SQL } from 'drizzle-orm';

/**
 * Drizzle's and() of conditions that always hold one: typed SQL, not `SQL | undefined` (and() is
 * undefined only when every condition is). `undefined` among the rest is skipped, as by and().
 */
export const allOf = (first: SQL, ...rest: readonly (SQL | undefined)[]): SQL => and(first, ...rest) ?? first;
