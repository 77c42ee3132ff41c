import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { foldText } from '#core/text';

const ACCENTED_LOWER = 'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ';

const FROM = ACCENTED_LOWER + ACCENTED_LOWER.toUpperCase();
// eslint-disable-next-line @typescript-eslint/no-misused-spread -- code points on purpose: translate() maps character by character, and each letter of FROM is one code point
const TO = [...FROM].map(foldText).join('');

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The column in lower case without Vietnamese accents, for searching and for sorting the same in every collation. */
export const folded = (column: PgColumn): SQL => sql`lower(translate(${column}, ${FROM}, ${TO}))`;

/**
 * "column contains search", ignoring case and Vietnamese accents, in plain SQL (no unaccent
 * extension needed): translate() maps every precomposed accented letter to its base letter.
 */
export function titleContains(column: PgColumn, search: string): SQL {
  return sql`lower(translate(${column}, ${FROM}, ${TO})) like ${`%${escapeLike(foldText(search))}%`}`;
}
