// Table and grid elements: their cells (SPEC 3), the layout read from them, pure edits, and the
// create/update/delete markers of a save.
export * from './cell.schema';
export * from './table-layout-read';
export * from './table-layout';
export { markCellChanges } from './cell-diff';
