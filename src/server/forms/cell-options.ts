import { eq } from 'drizzle-orm';
import type { CellOption } from '#core/tables';
import type { Db } from '#server/db/connect';
import { formCellOptions } from '#server/db/schema/index';

export type StoredOption = typeof formCellOptions.$inferSelect;
type NewOption = typeof formCellOptions.$inferInsert & { id?: number };

export const INSERT_CHUNK = 500;

/** A stored id: a number, or digits sent as text; anything else is a client's temporary id. */
export function storedId(id: unknown): number | null {
  if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) return id;
  if (typeof id === 'string' && /^\d{1,10}$/.test(id)) return Number(id);
  return null;
}

/** Writes collected during one save, flushed in a few statements. */
export interface OptionWrites {
  inserts: NewOption[];
  updates: StoredOption[];
  /** every stored option still in use, so the rest can be deleted */
  kept: Set<number>;
}

export const emptyOptionWrites = (): OptionWrites => ({ inserts: [], updates: [], kept: new Set() });

/**
 * The options of one kept cell: an update names a stored option of this very cell; a create, or
 * an update whose option is gone, reuses the cell's stored option with the same value (a replayed
 * save), else it is inserted. Deleted options are left out (the sweep removes them).
 * Returns the options in order, with ids filled in once the inserts are flushed.
 */
export function planOptions(cellId: number, options: readonly CellOption[], stored: readonly StoredOption[], writes: OptionWrites): NewOption[] {
  const byId = new Map(stored.map((o) => [o.id, o]));
  const planned: NewOption[] = [];
  options.filter((o) => o.actionType !== 'delete').forEach((option, order) => {
    const fields = { cellId, value: option.value, text: option.text, order };
    const idMatch = option.actionType === 'update' ? byId.get(storedId(option.id) ?? -1) : undefined;
    const target = idMatch && !writes.kept.has(idMatch.id)
      ? idMatch
      : stored.find((o) => o.value === option.value && !writes.kept.has(o.id));
    if (target) {
      writes.kept.add(target.id);
      if (target.value !== fields.value || target.text !== fields.text || target.order !== order) writes.updates.push({ ...target, ...fields });
      planned.push({ ...fields, id: target.id });
    } else {
      const row: NewOption = { ...fields };
      writes.inserts.push(row);
      planned.push(row);
    }
  });
  return planned;
}

/** Inserts the new options (ids written back into the planned rows) and applies the updates. */
export async function flushOptions(tx: Db, writes: OptionWrites): Promise<void> {
  for (let i = 0; i < writes.inserts.length; i += INSERT_CHUNK) {
    const chunk = writes.inserts.slice(i, i + INSERT_CHUNK);
    const rows = await tx.insert(formCellOptions).values(chunk).returning();
    // (cellId, order) is unique among the planned options of one save
    const byPlace = new Map(rows.map((r) => [`${r.cellId}:${r.order}`, r.id]));
    for (const row of chunk) {
      const id = byPlace.get(`${row.cellId}:${row.order ?? 0}`);
      if (id === undefined) throw new Error('an inserted cell option came back at another place');
      row.id = id;
    }
  }
  for (const row of writes.updates) {
    await tx.update(formCellOptions).set({ value: row.value, text: row.text, order: row.order }).where(eq(formCellOptions.id, row.id));
  }
}

export function toCellOption(row: NewOption): CellOption {
  return { id: row.id ?? null, parentId: row.cellId, value: row.value, text: row.text };
}
