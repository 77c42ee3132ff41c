import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import type { FormElementInput } from '#core/forms';
import type { FormDetail } from '#core/forms';
import { ROW_HEADER_KEY, type TableCell } from '#core/tables';
import { formCellOptions, formTableCells, formVersions, forms } from '#server/db/schema/index';
import { type TestApp, createTestApp, createUser, data, sampleDesign, signIn } from './helpers';

type CellInput = Partial<TableCell> & Pick<TableCell, 'key' | 'type' | 'rowIndex' | 'columnIndex'>;
let t: TestApp;
let alice: string;

/** A table: corner, Quantity (number) and Choice (select with two options) columns, one row. */
function tableCells(): CellInput[] {
  return [
    { key: ROW_HEADER_KEY, title: 'Item', type: 1, rowIndex: 0, columnIndex: 0 },
    { key: 'c1', title: 'Quantity', type: 2, rowIndex: 0, columnIndex: 1 },
    { key: 'c2', title: 'Choice', type: 6, rowIndex: 0, columnIndex: 2, children: [{ value: 'a', text: 'A' }, { value: 'b', text: 'B' }] },
    { key: ROW_HEADER_KEY, text: 'Apples', value: 'r1', type: 1, rowIndex: 1, columnIndex: 0 },
    { key: 'r1.c1', type: 2, rowIndex: 1, columnIndex: 1, placeholder: 'kg' },
    { key: 'r1.c2', type: 6, rowIndex: 1, columnIndex: 2 },
  ];
}
const withTable = (cells: CellInput[], extra: FormElementInput[] = []) => sampleDesign({
  phases: [{ id: 'p1', elements: [{ id: 'q1', kind: 'text', title: 'Name' }, { id: 't1', kind: 'table', title: 'Stock', cells }, ...extra] }],
  logic: [],
});
const cellsIn = (detail: FormDetail, elementId = 't1') => detail.design.phases[0]!.elements.find((e) => e.id === elementId)!.cells!;
const storedCells = async (formId: number) => t.db.select().from(formTableCells).where(eq(formTableCells.formId, formId)).orderBy(formTableCells.id);
const storedOptions = async (cellIds: number[]) => cellIds.length === 0 ? [] : t.db.select().from(formCellOptions).where(inArray(formCellOptions.cellId, cellIds)).orderBy(formCellOptions.order);
const create = async (design = withTable(tableCells())) => data<FormDetail>(await t.request({ method: 'POST', url: api.formCreate, cookie: alice, payload: { design } }));
const update = (form: FormDetail, design: ReturnType<typeof withTable>) =>
  t.request({ method: 'POST', url: api.formUpdate, cookie: alice, payload: { id: form.id, baseVersion: form.version, design } });

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, { username: 'alice', password: 'Pass-word1' });
  alice = await signIn(t, 'alice', 'Pass-word1');
});
afterAll(async () => { await t.close(); });

describe('table cells (decision 4)', () => {
  it('stores the cells and options of a new table and returns them with their ids and no markers', async () => {
    const form = await create();
    const cells = cellsIn(form);
    const stored = await storedCells(form.id);
    expect(stored.map((c) => [c.elementId, c.key, c.rowIndex, c.columnIndex])).toEqual(
      tableCells().map((c) => ['t1', c.key, c.rowIndex, c.columnIndex]));
    expect(cells.map((c) => c.id)).toEqual(stored.map((c) => c.id));
    expect(cells.every((c) => c.actionType === undefined)).toBe(true);
    const choice = cells.find((c) => c.key === 'c2')!;
    const options = await storedOptions([choice.id as number]);
    expect(options.map((o) => [o.value, o.text])).toEqual([['a', 'A'], ['b', 'B']]);
    expect(choice.children).toEqual(options.map((o) => ({ id: o.id, parentId: choice.id, value: o.value, text: o.text })));
    const [row] = await t.db.select().from(forms).where(eq(forms.id, form.id));
    expect(JSON.stringify(row!.design)).not.toContain('actionType');
    const [version] = await t.db.select().from(formVersions).where(eq(formVersions.formId, form.id));
    expect(version!.design).toEqual(row!.design);
  });

  it('applies update, create and delete markers, dropping deleted cells and options from design and tables', async () => {
    const form = await create();
    const cells = cellsIn(form);
    const byKey = (key: string, rowIndex = 0) => cells.find((c) => c.key === key && c.rowIndex === rowIndex)!;
    const choice = byKey('c2');
    const next: CellInput[] = [
      byKey(ROW_HEADER_KEY),
      { ...byKey('c1'), title: 'Weight', actionType: 'update' },
      { ...choice, children: [{ ...choice.children[0]!, text: 'Option A' }, { ...choice.children[1]!, actionType: 'delete' }, { value: 'c', text: 'C' }] },
      { ...byKey(ROW_HEADER_KEY, 1), actionType: 'delete' },
      byKey('r1.c1', 1),
      byKey('r1.c2', 1),
      { key: ROW_HEADER_KEY, text: 'Pears', value: 'r2', type: 1, rowIndex: 2, columnIndex: 0 },
      { key: 'r2.c1', type: 2, rowIndex: 2, columnIndex: 1 },
    ];
    const res = await update(form, withTable(next));
    expect(res.statusCode).toBe(200);
    const saved = cellsIn(data<FormDetail>(res));
    // the deleted row header takes its whole row along (SPEC 4)
    expect(saved.map((c) => [c.key, c.rowIndex])).toEqual([[ROW_HEADER_KEY, 0], ['c1', 0], ['c2', 0], [ROW_HEADER_KEY, 2], ['r2.c1', 2]]);
    const stored = await storedCells(form.id);
    expect(stored.map((c) => c.id).sort()).toEqual(saved.map((c) => c.id).sort());
    expect(stored.find((c) => c.key === 'c1')).toMatchObject({ id: byKey('c1').id, title: 'Weight' });
    const savedChoice = saved.find((c) => c.key === 'c2')!;
    expect(savedChoice.children.map((o) => [o.value, o.text])).toEqual([['a', 'Option A'], ['c', 'C']]);
    expect(savedChoice.children[0]!.id).toBe(choice.children[0]!.id);
    expect((await storedOptions([choice.id as number])).map((o) => o.value)).toEqual(['a', 'c']);
  });

  it('never duplicates on a replayed save: a create of a stored cell or option updates it', async () => {
    const form = await create();
    const before = await storedCells(form.id);
    const optionsBefore = await storedOptions(before.map((c) => c.id));
    const replay = tableCells().map((c) => ({ ...c, title: c.title && `${c.title}!`, actionType: 'create' as const }));
    const res = await update(form, withTable(replay));
    expect(res.statusCode).toBe(200);
    const after = await storedCells(form.id);
    expect(after.map((c) => c.id)).toEqual(before.map((c) => c.id));
    expect(after.find((c) => c.key === 'c1')?.title).toBe('Quantity!');
    expect((await storedOptions(after.map((c) => c.id))).map((o) => o.id)).toEqual(optionsBefore.map((o) => o.id));
  });

  it('creates a new cell for an update naming another form\'s cell, which stays untouched', async () => {
    const mine = await create();
    const theirs = await create();
    const foreign = cellsIn(theirs).find((c) => c.key === 'c1')!;
    const cells = cellsIn(mine).filter((c) => c.key !== 'c1');
    const res = await update(mine, withTable([...cells, { ...foreign, title: 'Stolen', actionType: 'update' }]));
    expect(res.statusCode).toBe(200);
    const planted = cellsIn(data<FormDetail>(res)).find((c) => c.key === 'c1')!;
    expect(planted.id).not.toBe(foreign.id);
    expect((await storedCells(theirs.id)).find((c) => c.id === foreign.id)).toMatchObject({ formId: theirs.id, title: 'Quantity' });
    expect(await storedCells(theirs.id)).toHaveLength(tableCells().length);
  });

  it('deletes the cells of a table element that is deleted, and keeps a grid\'s', async () => {
    const grid: FormElementInput = { id: 'g1', kind: 'grid', title: 'Visits', maxRows: 5, cells: [{ key: 'c1', title: 'Date', type: 3, rowIndex: 0, columnIndex: 1 }] as TableCell[] };
    const form = await create(withTable(tableCells(), [grid]));
    expect(await storedCells(form.id)).toHaveLength(tableCells().length + 1);
    const gridCells = form.design.phases[0]!.elements.find((e) => e.id === 'g1')!.cells!;
    const res = await update(form, sampleDesign({ phases: [{ id: 'p1', elements: [{ ...grid, cells: gridCells }] }], logic: [] }));
    expect(res.statusCode).toBe(200);
    const left = await storedCells(form.id);
    expect(left.map((c) => [c.elementId, c.key, c.id])).toEqual([['g1', 'c1', gridCells[0]!.id]]);
  });

  it('refuses two live cells with the same key in one table, writing nothing', async () => {
    const form = await create();
    const cells = cellsIn(form);
    const res = await update(form, withTable([...cells, { key: 'c1', title: 'Again', type: 1, rowIndex: 0, columnIndex: 3 }]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: expect.arrayContaining([expect.objectContaining({ field: 'design.elements.t1.cells' })]) as unknown });
    expect(await storedCells(form.id)).toHaveLength(cells.length);
    const [row] = await t.db.select().from(forms).where(eq(forms.id, form.id));
    expect(row?.version).toBe(1);
  });

  it('refuses two rows with the same row key, which would be one stored row header', async () => {
    const form = await create();
    const rowAgain: CellInput = { key: ROW_HEADER_KEY, text: 'Apples again', value: 'r1', type: 1, rowIndex: 2, columnIndex: 0 };
    const res = await update(form, withTable([...cellsIn(form), rowAgain]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: expect.arrayContaining([expect.objectContaining({ field: 'design.elements.t1.cells' })]) as unknown });
  });

  it('lets only one of two concurrent saves from the same version win, with no stray cells', async () => {
    const form = await create();
    const extra = (key: string): CellInput => ({ key, title: key, type: 1, rowIndex: 0, columnIndex: 3 });
    const results = await Promise.all([update(form, withTable([...cellsIn(form), extra('mine')])), update(form, withTable([...cellsIn(form), extra('theirs')]))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = cellsIn(data<FormDetail>(results.find((r) => r.statusCode === 200)!));
    expect((await storedCells(form.id)).map((c) => c.id).sort()).toEqual(winner.map((c) => c.id).sort());
  });

  it('answers bad cells and values the database would refuse with 400, never 500', async () => {
    const form = await create();
    const bad: CellInput[][] = [
      [...tableCells(), { key: 'x', type: 9, rowIndex: 0, columnIndex: 4 }],
      [...tableCells(), { key: 'x', type: 1, rowIndex: 3_000_000_000, columnIndex: 4 }],
      [...tableCells(), { key: 'x', title: 'nul\u0000here', type: 1, rowIndex: 0, columnIndex: 4 }],
    ];
    for (const cells of bad) expect((await update(form, withTable(cells))).statusCode).toBe(400);
    expect(await storedCells(form.id)).toHaveLength(tableCells().length);
  });

  it('gives a clone fresh cells and leaves the original\'s alone', async () => {
    const form = await create();
    const clone = data<FormDetail>(await t.request({ method: 'POST', url: api.formClone(form.id), cookie: alice }));
    const originalIds = cellsIn(form).map((c) => c.id);
    const cloneCells = cellsIn(clone);
    expect(cloneCells.map((c) => c.key)).toEqual(cellsIn(form).map((c) => c.key));
    expect(cloneCells.some((c) => originalIds.includes(c.id))).toBe(false);
    expect((await storedCells(clone.id)).map((c) => c.id)).toEqual(cloneCells.map((c) => c.id));
    expect((await storedCells(form.id)).map((c) => c.id)).toEqual(originalIds);
  });
});
