import { useState } from 'react';
import type { FieldProblem } from '#core/i18n';
import { addRow, columnsOf, removeRow, renameRow, rowHeaderTitle, rowsOf, setRowHeaderTitle } from '#core/tables';
import { Button } from '../ui/button';
import { RadioGroup } from '../ui/radio-group';
import { TextField } from '../ui/text-field';
import { ProblemLine, useProblemText } from './kind-fields';
import type { KindLabels } from './kind-labels';
import { newId } from './new-id';
import { TableCellInput, type CellMode } from './table-cell-input';
import type { TableCellsState } from './table-cells-state';

/**
 * A table's rows as a real table: the row-label column (its title and each row's label), then one
 * input per cell. Below 767 px every row becomes a stacked block (see table-editor.css).
 */
export function TableBody({ state, labels, problemOf }: {
  state: TableCellsState;
  labels: KindLabels;
  problemOf: (suffix: string) => FieldProblem | undefined;
}) {
  const [mode, setMode] = useState<CellMode>('placeholder');
  const problem = useProblemText();
  const { cells, edit, restructure } = state;
  const columns = columnsOf(cells);
  const rows = rowsOf(cells);
  const add = () => restructure(addRow(cells, newId, labels.text('kinds.list.default.row', { i: rows.length + 1 })));
  return (
    <fieldset className="kind-options options-editor">
      <legend>{labels.label('kinds.table.rows')}</legend>
      <TextField
        label={labels.label('kinds.table.rowHeaderTitle')}
        value={rowHeaderTitle(cells)}
        maxLength={2000}
        onChange={(title) => edit(setRowHeaderTitle(cells, title))}
      />
      <RadioGroup
        label={labels.label('kinds.table.cellMode')}
        orientation="horizontal"
        value={mode}
        onChange={(next) => setMode(next === 'value' ? 'value' : 'placeholder')}
        options={[
          { id: 'placeholder', label: labels.text('kinds.table.mode.placeholder') },
          { id: 'value', label: labels.text('kinds.table.mode.value') },
        ]}
      />
      <table className="table-editor-grid">
        <caption className="sr-only">{labels.plain('kinds.table.cellsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeaderTitle(cells) || labels.text('kinds.table.rowLabelHeader')}</th>
            {columns.map((column, index) => (
              <th key={column.key} scope="col">{column.title || labels.text('kinds.list.default.column', { i: index + 1 })}</th>
            ))}
            <td />
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const r = index + 1;
            return (
              <tr key={row.key}>
                <th scope="row" className="table-row-head">
                  <TextField
                    label={<span className="sr-only">{labels.plain('kinds.table.rowLabel', { r })}</span>}
                    value={row.label}
                    maxLength={2000}
                    onChange={(label) => edit(renameRow(cells, row.key, label))}
                    errorMessage={problem(problemOf(`rows.${row.key}`))}
                    validationBehavior="aria"
                  />
                </th>
                {columns.map((column, c) => (
                  <td key={column.key} data-column={column.title}>
                    <TableCellInput state={state} labels={labels} column={column} c={c + 1} row={row} r={r} mode={mode} />
                  </td>
                ))}
                <td className="table-row-actions">
                  <Button variant="quiet" className="icon-button" isDisabled={rows.length <= 1}
                    aria-label={labels.plain('kinds.table.removeRowOf', { r })} onPress={() => restructure(removeRow(cells, row.key))}>
                    <span aria-hidden="true">✕</span>
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ProblemLine message={problem(problemOf('rows')) ?? problem(problemOf('cells'))} />
      <Button onPress={add} aria-label={labels.plain('kinds.table.addRowTo')}>
        <span aria-hidden="true">+</span> {labels.text('kinds.table.addRow')}
      </Button>
    </fieldset>
  );
}
