import { eq, inArray } from 'drizzle-orm';
import type { FieldProblem } from '#core/i18n';
import { type FormElement, cellKinds } from '#core/forms';
import type { FormDesign } from '#core/forms';
import { markCellChanges } from '#core/tables';
import { ROW_HEADER_KEY, type TableCell } from '#core/tables';
import type { Db } from '#server/db/connect';
import { formCellOptions, formTableCells } from '#server/db/schema/index';
import { INSERT_CHUNK, type StoredOption, emptyOptionWrites, flushOptions, planOptions, storedId, toCellOption } from './cell-options';

type StoredCell = typeof formTableCells.$inferSelect;
type NewCell = typeof formTableCells.$inferInsert & { id?: number };
interface PlannedCell { source: TableCell; row: NewCell }

const hasCells = (element: FormElement) => cellKinds.includes(element.kind) && element.cells !== undefined;
const liveCells = (element: FormElement) => markCellChanges(element.cells ?? []).filter((c) => c.actionType !== 'delete');
/**
 * What names a cell within its element: its key, except that the corner and every row header share
 * ROW_HEADER_KEY, so a row header is named by its row key (its value) and the corner by row 0.
 */
function identity(cell: { key: string; rowIndex: number; value?: string | null | undefined }): string {
  if (cell.key !== ROW_HEADER_KEY) return cell.key;
  return `${ROW_HEADER_KEY}\u0000${cell.rowIndex === 0 ? '' : (cell.value ?? `#${cell.rowIndex}`)}`;
}
const placeKey = (elementId: string, cell: Parameters<typeof identity>[0]) => `${elementId}\u0001${identity(cell)}`;

/** Two live cells of one element with the same identity would be one stored cell: refused before saving. */
export function cellProblems(design: FormDesign): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const element of design.phases.flatMap((p) => p.elements).filter(hasCells)) {
    const keys = liveCells(element).map(identity);
    if (new Set(keys).size !== keys.length) problems.push({ field: `elements.${element.id}.cells`, key: 'validation.invalid' });
  }
  return problems;
}

function cellFields(formId: number, elementId: string, cell: TableCell): NewCell {
  return {
    formId, elementId, key: cell.key, title: cell.title ?? null, text: cell.text ?? null, type: cell.type,
    rowIndex: cell.rowIndex, columnIndex: cell.columnIndex, placeholder: cell.placeholder ?? null, value: cell.value ?? null,
  };
}

const sameCell = (a: StoredCell, b: NewCell) =>
  a.key === b.key && a.title === b.title && a.text === b.text && a.type === b.type && a.rowIndex === b.rowIndex &&
  a.columnIndex === b.columnIndex && a.placeholder === b.placeholder && a.value === b.value;

/** Decides, for each live cell, the stored row it becomes; only this form's rows are ever candidates. */
function planCells(formId: number, elements: readonly FormElement[], stored: readonly StoredCell[]) {
  const byId = new Map(stored.map((c) => [c.id, c]));
  const byPlace = new Map<string, StoredCell[]>();
  for (const cell of stored) byPlace.set(placeKey(cell.elementId, cell), [...(byPlace.get(placeKey(cell.elementId, cell)) ?? []), cell]);
  const claimed = new Set<number>();
  const inserts: NewCell[] = [];
  const updates: NewCell[] = [];
  const plans = new Map<string, PlannedCell[]>();
  for (const element of elements) {
    plans.set(element.id, liveCells(element).map((source) => {
      const row = cellFields(formId, element.id, source);
      const idMatch = source.actionType === 'update' ? byId.get(storedId(source.id) ?? -1) : undefined;
      const target = idMatch?.elementId === element.id && !claimed.has(idMatch.id)
        ? idMatch
        : byPlace.get(placeKey(element.id, source))?.find((c) => !claimed.has(c.id));
      if (target) {
        claimed.add(target.id);
        row.id = target.id;
        if (!sameCell(target, row)) updates.push(row);
      } else {
        inserts.push(row);
      }
      return { source, row };
    }));
  }
  return { plans, inserts, updates, claimed };
}

async function storedCellsOf(tx: Db, formId: number) {
  const cells = await tx.select().from(formTableCells).where(eq(formTableCells.formId, formId));
  const options: StoredOption[] = cells.length === 0 ? [] : (await tx.select({ option: formCellOptions }).from(formCellOptions)
    .innerJoin(formTableCells, eq(formTableCells.id, formCellOptions.cellId))
    .where(eq(formTableCells.formId, formId))).map((r) => r.option);
  const optionsByCell = new Map<number, StoredOption[]>();
  for (const option of options) optionsByCell.set(option.cellId, [...(optionsByCell.get(option.cellId) ?? []), option]);
  return { cells, options, optionsByCell };
}

async function insertCells(tx: Db, inserts: NewCell[]) {
  for (let i = 0; i < inserts.length; i += INSERT_CHUNK) {
    const chunk = inserts.slice(i, i + INSERT_CHUNK);
    const rows = await tx.insert(formTableCells).values(chunk).returning();
    // (element, identity) is unique among live cells (cellProblems), so it names the inserted row
    const ids = new Map(rows.map((r) => [placeKey(r.elementId, r), r.id]));
    for (const row of chunk) {
      const id = ids.get(placeKey(row.elementId, { ...row, value: row.value ?? null }));
      if (id === undefined) throw new Error('an inserted table cell came back under another identity');
      row.id = id;
    }
  }
}

/**
 * Decision 4, inside the save transaction: applies the SPEC 4 markers of every table and grid to
 * form_table_cells / form_cell_options (a create of a stored (element, key) updates it, an update of
 * an unknown id creates), removes what is deleted or gone (a deleted element takes its cells along),
 * and returns the design with the assigned ids, no markers and no deleted cells.
 */
export async function applyTableCells(tx: Db, formId: number, design: FormDesign): Promise<FormDesign> {
  const elements = design.phases.flatMap((p) => p.elements).filter(hasCells);
  const stored = await storedCellsOf(tx, formId);
  const { plans, inserts, updates, claimed } = planCells(formId, elements, stored.cells);
  await insertCells(tx, inserts);
  for (const { id, formId: _form, elementId: _element, ...fields } of updates) {
    await tx.update(formTableCells).set(fields).where(eq(formTableCells.id, id ?? -1));
  }

  const optionWrites = emptyOptionWrites();
  const plannedOptions = new Map<PlannedCell, ReturnType<typeof planOptions>>();
  for (const planned of [...plans.values()].flat()) {
    const cellId = planned.row.id ?? -1;
    plannedOptions.set(planned, planOptions(cellId, planned.source.children, stored.optionsByCell.get(cellId) ?? [], optionWrites));
  }
  await flushOptions(tx, optionWrites);

  const goneOptions = stored.options.filter((o) => claimed.has(o.cellId) && !optionWrites.kept.has(o.id)).map((o) => o.id);
  if (goneOptions.length > 0) await tx.delete(formCellOptions).where(inArray(formCellOptions.id, goneOptions));
  const goneCells = stored.cells.filter((c) => !claimed.has(c.id)).map((c) => c.id);
  if (goneCells.length > 0) await tx.delete(formTableCells).where(inArray(formTableCells.id, goneCells));

  const cellsOf = (element: FormElement): TableCell[] | undefined => {
    const planned = plans.get(element.id);
    if (!planned || !hasCells(element)) return element.cells;
    return planned.map((p) => {
      const { actionType: _marker, ...cell } = p.source;
      return { ...cell, id: p.row.id ?? null, children: (plannedOptions.get(p) ?? []).map(toCellOption) };
    });
  };
  return { ...design, phases: design.phases.map((phase) => ({ ...phase, elements: phase.elements.map((e) => (hasCells(e) ? { ...e, cells: cellsOf(e) } : e)) })) };
}
