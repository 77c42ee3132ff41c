import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import { LocalityType, type Locality, type LocalityCounts } from '#core/api';
import type { LocalityListId } from '#core/forms';
import type { Db } from '#server/db/connect';
import { localities } from '#server/db/schema/index';
import { foldText } from '#core/text';

export interface LocalityFilter {
  list: LocalityListId;
  type?: number | undefined;
  parentCode?: string | undefined;
  search?: string | undefined;
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
