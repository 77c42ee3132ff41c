import { LocalityType } from '#core/api';
import { defaultLocalityList } from '#core/forms';
import type { Db } from '#server/db/connect';
import shippedFile from './data/vn-2025-07.json' with { type: 'json' };
import { localityFileSchema } from '#core/api';
import { localityRowsFor, replaceLocalities } from './commands/import-localities';
import { countLocalities } from './queries';

/** The reform of 1 July 2025: 34 provinces and 3,321 communes and wards (docs/localities.md). */
export const SHIPPED_COUNTS = { provinces: 34, wards: 3321 } as const;

/**
 * First start (under the startup lock): loads the shipped two-level list when that list is empty,
 * refusing a data file that does not hold exactly 34 provinces and 3,321 communes. Returns how
 * many units it loaded (0 when the list was there already).
 */
export async function loadShippedLocalities(db: Db): Promise<number> {
  const before = await countLocalities(db, defaultLocalityList);
  if (before.provinces > 0 || before.wards > 0) return 0;
  const rows = localityRowsFor(defaultLocalityList, localityFileSchema.parse(shippedFile));
  const provinces = rows.filter((row) => row.type === LocalityType.Province).length;
  const wards = rows.filter((row) => row.type === LocalityType.Ward).length;
  if (provinces !== SHIPPED_COUNTS.provinces || wards !== SHIPPED_COUNTS.wards) {
    throw new Error(`The shipped locality list has ${provinces} provinces and ${wards} communes, not ${SHIPPED_COUNTS.provinces} and ${SHIPPED_COUNTS.wards}`);
  }
  await replaceLocalities(db, defaultLocalityList, rows);
  return rows.length;
}
