import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import { LocalityType, type Locality, type LocalityCounts } from '#core/api';
import type { Db } from '#server/db/connect';
import { localities } from '#server/db/schema/index';
import { foldText } from '#core/text';
import { validationError } from '#server/http/api-error';
import { flattenLocalityFile, type LocalityFile, type LocalityRow } from './locality-file';

export interface LocalityFilter {
  type?: number;
  parentCode?: string;
  search?: string;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Official order (by code: the official codes follow the map, and Hà Nội comes first). */
export async function listLocalities(db: Db, filter: LocalityFilter): Promise<Locality[]> {
  const where: SQL[] = [];
  if (filter.type !== undefined) where.push(eq(localities.type, filter.type));
  if (filter.parentCode !== undefined) where.push(eq(localities.parentCode, filter.parentCode));
  const search = filter.search === undefined ? '' : foldText(filter.search.trim());
  if (search !== '') where.push(sql`${localities.searchName} like ${`%${escapeLike(search)}%`}`);
  return db.select({ code: localities.code, name: localities.name, type: localities.type, parentCode: localities.parentCode })
    .from(localities).where(and(...where)).orderBy(asc(localities.code));
}

export async function countLocalities(db: Db): Promise<LocalityCounts> {
  const rows = await db.select({ type: localities.type, n: sql<number>`count(*)`.mapWith(Number) }).from(localities).groupBy(localities.type);
  const of = (type: number) => rows.find((r) => r.type === type)?.n ?? 0;
  const counts = { provinces: of(LocalityType.Province), districts: of(LocalityType.District), wards: of(LocalityType.Ward) };
  return { ...counts, twoLevel: counts.wards > 0 && counts.districts === 0 };
}

const CHUNK = 1000;

/** Replaces the whole list in one transaction: a failure leaves the previous list as it was. */
export async function replaceLocalities(db: Db, rows: readonly LocalityRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(localities);
    for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(localities).values(rows.slice(i, i + CHUNK));
  });
}

/** Checks the file (a bad one is a validation error, nothing written), loads it, returns the new counts. */
export async function importLocalityFile(db: Db, file: LocalityFile): Promise<LocalityCounts> {
  const flat = flattenLocalityFile(file);
  if (!flat.ok) throw validationError(flat.problems);
  await replaceLocalities(db, flat.rows);
  return countLocalities(db);
}
