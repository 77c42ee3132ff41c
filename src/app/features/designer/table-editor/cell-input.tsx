import { QuestionInputType } from '#core/tables';
import { cellAt, setCellPlaceholder, setCellText, setCellValue, type TableColumn, type TableRow } from '#core/tables';
import { OptionalText, ValueSelect } from '../kinds/fields';
import type { KindLabelId, KindLabels } from '../kinds/labels';
import type { TableCellsState } from './cells-state';

export type CellMode = 'placeholder' | 'value';

const textTypes: readonly number[] = [QuestionInputType.Input, QuestionInputType.Number, QuestionInputType.Datetime];

/**
 * What the author sets in one cell: fixed text in a label column (type 7), else its placeholder or
 * default answer (an option for choice columns). With no row it edits the column's header cell,
 * which a grid uses for every row a respondent adds.
 */
export function TableCellInput({ state, labels, column, c, row, r, mode }: {
  state: TableCellsState;
  labels: KindLabels;
  column: TableColumn;
  c: number;
  row: TableRow | null;
  r?: number;
  mode: CellMode;
}) {
  const { cells, edit } = state;
  const rowKey = row?.key ?? null;
  const cell = cellAt(cells, rowKey, column.key);
  const inTable = row !== null;
  const name = (id: KindLabelId, gridId: KindLabelId) => (inTable ? labels.plain(id, { r: r ?? 0, c }) : labels.label(gridId, { c }));

  if (column.type === QuestionInputType.Table) {
    if (!row) return null;
    return (
      <OptionalText label={<span className="sr-only">{name('kinds.table.cellText', 'kinds.table.cellText')}</span>}
        value={cell?.text} maxLength={2000} onChange={(text) => edit(setCellText(cells, row.key, column.key, text ?? ''))} />
    );
  }
  if (mode === 'placeholder') {
    if (!textTypes.includes(column.type) && column.type !== QuestionInputType.Select) return <span aria-hidden="true">—</span>;
    const label = name('kinds.table.cellPlaceholder', 'kinds.table.columnPlaceholder');
    return (
      <OptionalText label={inTable ? <span className="sr-only">{label}</span> : label} value={cell?.placeholder} maxLength={500}
        onChange={(text) => edit(setCellPlaceholder(cells, rowKey, column.key, text ?? ''))} />
    );
  }
  const label = name('kinds.table.cellValue', 'kinds.table.columnDefault');
  const shownLabel = inTable ? <span className="sr-only">{label}</span> : label;
  if (textTypes.includes(column.type)) {
    return (
      <OptionalText label={shownLabel} value={cell?.value} maxLength={10000}
        onChange={(text) => edit(setCellValue(cells, rowKey, column.key, text ?? ''))} />
    );
  }
  return (
    <ValueSelect
      label={shownLabel}
      value={cell?.value ?? ''}
      options={[{ value: '', label: labels.text('kinds.table.noDefault') }, ...column.options.map((o) => ({ value: o.id, label: o.label }))]}
      onChange={(value) => edit(setCellValue(cells, rowKey, column.key, value))}
    />
  );
}
