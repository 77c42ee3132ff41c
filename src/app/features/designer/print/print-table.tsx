import { GRID_MAX_ROWS, type FormElement } from '#core/forms';
import { QuestionInputType, cellAt, choiceColumnTypes, columnsOf, rowHeaderTitle, rowsOf, type TableColumn } from '#core/tables';
import { ChoiceList, usePrintText } from './print-parts';

/** Rows a grid leaves empty on paper for the respondent to fill (never more than the grid allows). */
const gridPaperRows = 5;

interface PaperRow { key: string | null; label: string }

/** table: the author's rows; grid: numbered empty rows. Choice columns list their options in each cell. */
export function PrintTable({ element }: { element: FormElement }) {
  const t = usePrintText();
  const cells = element.cells ?? [];
  const columns = columnsOf(cells);
  const grid = element.kind === 'grid';
  const rows: PaperRow[] = grid
    ? Array.from({ length: Math.min(element.maxRows ?? GRID_MAX_ROWS, gridPaperRows) }, (_, i) => ({ key: null, label: String(i + 1) }))
    : rowsOf(cells).map((row) => ({ key: row.key, label: row.label }));
  return (
    <table className="print-table">
      <thead>
        <tr>
          <th scope="col">{grid ? t('answerKinds.table.rowNumber') : rowHeaderTitle(cells)}</th>
          {columns.map((c) => <th key={c.key} scope="col">{c.title}</th>)}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={row.key ?? i}>
            <th scope="row">{row.label}</th>
            {columns.map((c) => <td key={c.key}><PaperCell column={c} fixedText={row.key === null ? undefined : cellAt(cells, row.key, c.key)?.text} /></td>)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PaperCell({ column, fixedText }: { column: TableColumn; fixedText: string | undefined }) {
  if (column.type === QuestionInputType.Table) return <>{fixedText ?? ''}</>;
  if (choiceColumnTypes.includes(column.type)) return <ChoiceList labels={column.options.map((o) => o.label)} round={column.type !== QuestionInputType.Checkbox} />;
  return null;
}
