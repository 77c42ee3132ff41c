import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const ACCENTED_LOWER = 'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ';

/** Lower case without Vietnamese (and other combining) accents: "Đánh GIÁ" → "danh gia". */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase().normalize('NFC');
}

const FROM = ACCENTED_LOWER + ACCENTED_LOWER.toUpperCase();
const TO = [...FROM].map(foldText).join('');

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * "column contains search", ignoring case and Vietnamese accents, in plain SQL (no unaccent
 * extension needed): translate() maps every precomposed accented letter to its base letter.
 */
export function titleContains(column: PgColumn, search: string): SQL {
  return sql`lower(translate(${column}, ${FROM}, ${TO})) like ${`%${escapeLike(foldText(search))}%`}`;
}
