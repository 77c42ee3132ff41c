import { type AddressPlace, addressPlace, placeKey } from '#core/answers';
import type { LocalityListId } from '#core/forms';
import type { Db } from '#server/db/connect';
import { lookUpPlaceNames } from '#server/localities/place-names';
import type { ExportResponse } from './export-types';

/** Names of the locality codes met so far, per list; the whole list is a few thousand rows at most. */
export class LocalityNames {
  private readonly names = new Map<string, string>();
  private readonly asked = new Set<string>();

  constructor(private readonly db: Db, private readonly addressIds: readonly string[]) {}

  /** whether the rows hold places to name (address columns) */
  get needed(): boolean {
    return this.addressIds.length > 0;
  }

  /** Looks up the codes of this batch's address answers not seen before. */
  async load(batch: readonly ExportResponse[]): Promise<void> {
    if (!this.needed) return;
    const wanted: AddressPlace[] = [];
    for (const response of batch) {
      for (const id of this.addressIds) {
        const place = addressPlace(response.answers.get(id));
        const codes = place?.codes.filter((code) => !this.asked.has(placeKey(place.list, code))) ?? [];
        if (place && codes.length > 0) wanted.push({ list: place.list, codes });
      }
    }
    if (wanted.length === 0) return;
    for (const place of wanted) for (const code of place.codes) this.asked.add(placeKey(place.list, code));
    for (const [key, name] of await lookUpPlaceNames(this.db, wanted)) this.names.set(key, name);
  }

  readonly name = (list: LocalityListId, code: string): string => this.names.get(placeKey(list, code)) ?? code;
}
