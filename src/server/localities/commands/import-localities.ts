import { eq } from 'drizzle-orm';
import { LocalityType, type LocalityCounts, type LocalityFile } from '#core/api';
import { type LocalityListId, localityListLevels } from '#core/forms';
import type { Db } from '#server/db/connect';
import { localities } from '#server/db/schema/index';
import { validationError } from '#server/domain/domain-error';
import { flattenLocalityFile, type LocalityRow } from '../locality-file';
import { countLocalities } from '../queries';

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
