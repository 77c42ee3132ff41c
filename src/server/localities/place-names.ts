import { and, eq, inArray } from 'drizzle-orm';
import { type AddressPlace, placeKey } from '#core/answers';
import type { LocalityListId } from '#core/forms';
import type { Db } from '#server/db/connect';
import { localities } from '#server/db/schema/index';

/** The names of the places' codes, in the list each was given in, by placeKey; unknown codes are left out. */
export async function lookUpPlaceNames(db: Db, places: Iterable<AddressPlace>): Promise<Map<string, string>> {
  const wanted = new Map<LocalityListId, Set<string>>();
  for (const place of places) {
    const codes = wanted.get(place.list) ?? new Set<string>();
    for (const code of place.codes) codes.add(code);
    wanted.set(place.list, codes);
  }
  const names = new Map<string, string>();
  for (const [list, codes] of wanted) {
    const rows = await db.select({ code: localities.code, name: localities.name }).from(localities)
      .where(and(eq(localities.listId, list), inArray(localities.code, [...codes])));
    for (const row of rows) names.set(placeKey(list, row.code), row.name);
  }
  return names;
}
