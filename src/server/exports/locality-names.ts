import { inArray } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { localities } from '#server/db/schema/index';
import type { ExportResponse } from './export-types';
import { addressCodes } from './value-cells';

/** Names of the locality codes met so far; the whole list is a few thousand rows at most. */
export class LocalityNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly db: Db, private readonly addressIds: readonly string[]) {}

  /** Looks up, in one query, the codes of this batch's address answers not seen before. */
  async load(batch: readonly ExportResponse[]): Promise<void> {
    if (this.addressIds.length === 0) return;
    const wanted = new Set<string>();
    for (const response of batch) {
      for (const id of this.addressIds) {
        const answer = response.answers.get(id);
        if (answer !== undefined) for (const code of addressCodes(answer)) if (!this.names.has(code)) wanted.add(code);
      }
    }
    if (wanted.size === 0) return;
    const rows = await this.db.select({ code: localities.code, name: localities.name }).from(localities).where(inArray(localities.code, [...wanted]));
    for (const code of wanted) this.names.set(code, code);
    for (const row of rows) this.names.set(row.code, row.name);
  }

  readonly name = (code: string): string => this.names.get(code) ?? code;
}
