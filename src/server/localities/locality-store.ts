import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import { LocalityType, type Locality, type LocalityCounts } from '#core/api';
import { type LocalityListId, localityListLevels } from '#core/forms';
import type { Db } from '#server/db/connect';
import { localities } from '#server/db/schema/index';
import { foldText } from '#core/text';
import { validationError } from '#server/http/api-error';
import type { LocalityFile } from '#core/api';
import { flattenLocalityFile, type LocalityRow } from './locality-file';

export interface LocalityFilter {
  list: LocalityListId;
  type?: number;
  parentCode?: string;
  search?: string;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Official order (by code: the official codes follow the map, and Hà Nội comes first). */
export async function listLocalities(db: Db, filter: LocalityFilter): Promise<Locality[]> {
  const where: SQL[] = [eq(localities.listId, filter.list)];
  if (filter.type !== undefined) where.push(eq(localities.type, filter.type));
  if (filter.parentCode !== undefined) where.push(eq(localities.parentCode, filter.parentCode));
  const search = filter.search === undefined ? '' : foldText(filter.search.trim());
  if (search !== '') where.push(sql`${localities.searchName} like ${`%${escapeLike(search)}%`}`);
  return db.select({ code: localities.code, name: localities.name, type: localities.type, parentCode: localities.parentCode })
    .from(localities).where(and(...where)).orderBy(asc(localities.code));
}

export async function countLocalities(db: Db, list: LocalityListId): Promise<LocalityCounts> {
  const rows = await db.select({ type: localities.type, n: sql<number>`count(*)`.mapWith(Number) })
    .from(localities).where(eq(localities.listId, list)).groupBy(localities.type);
  const of = (type: number) => rows.find((r) => r.type === type)?.n ?? 0;
  const counts = { provinces: of(LocalityType.Province), districts: of(LocalityType.District), wards: of(LocalityType.Ward) };
  return { list, ...counts, twoLevel: counts.wards > 0 && counts.districts === 0 };
}

const CHUNK = 1000;

/** Replaces one list in one transaction: a failure leaves it as it was; the other lists stay. */
export async function replaceLocalities(db: Db, list: LocalityListId, rows: readonly LocalityRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(localities).where(eq(localities.listId, list));
    for (let i = 0; i < rows.length; i += CHUNK) {
      await tx.insert(localities).values(rows.slice(i, i + CHUNK).map((row) => ({ ...row, listId: list })));
    }
  });
}

/**
 * The file's rows for this list, or the problems: the file must have the list's levels (a
 * three-level file is refused for the two-level list and the other way round).
 */
export function localityRowsFor(list: LocalityListId, file: LocalityFile): LocalityRow[] {
  const flat = flattenLocalityFile(file);
  if (!flat.ok) throw validationError(flat.problems);
  const hasDistricts = flat.rows.some((row) => row.type === LocalityType.District);
  if (hasDistricts !== (localityListLevels[list] === 3)) {
    throw validationError([{ field: 'list', key: 'validation.localityListLevels', values: { list, levels: localityListLevels[list] } }]);
  }
  return flat.rows;
}

/** Checks the file (a bad one is a validation error, nothing written), loads it as the list, returns its new counts. */
export async function importLocalityFile(db: Db, list: LocalityListId, file: LocalityFile): Promise<LocalityCounts> {
  await replaceLocalities(db, list, localityRowsFor(list, file));
  return countLocalities(db, list);
}
