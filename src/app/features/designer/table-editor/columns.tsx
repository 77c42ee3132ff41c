import type { FieldProblem } from '#core/i18n';
import {
  addColumn, choiceColumnTypes, columnsOf, removeColumn, renameColumn, setColumnOptions, setColumnType, type TableColumn, type TableKind,
} from '#core/tables';
import { Button } from '#app/shared/ui/button';
import { TextField } from '#app/shared/ui/text-field';
import { ProblemLine, useProblemText } from '../kinds/fields';
import { kindLabels, useKindWords, type KindLabels } from '../kinds/labels';
import { newId } from '../state/new-id';
import { OptionsEditor } from '../kinds/options-editor';
import { TableCellInput } from './cell-input';
import type { TableCellsState } from './cells-state';
import { ColumnTypeChooser } from './column-type';

const MAX_COLUMN_OPTIONS = 200;

interface ColumnsProps {
  kind: TableKind;
  position: number;
  state: TableCellsState;
  labels: KindLabels;
  problemOf: (suffix: string) => FieldProblem | undefined;
}

function ColumnCard({ kind, position, state, labels, problemOf, column, c, count }: ColumnsProps & { column: TableColumn; c: number; count: number }) {
  const t = useKindWords();
  const problem = useProblemText();
  const { cells, edit, restructure } = state;
  const columnLabels = kindLabels(t, t('kinds.scope.column', { n: position, c }));
  const defaultOption = (n: number) => labels.text('kinds.list.default.option', { i: n });
  const changeType = (type: number) => {
    let next = setColumnType(cells, kind, column.key, type);
    if (choiceColumnTypes.includes(type) && column.options.length === 0) {
      next = setColumnOptions(next, column.key, [{ id: newId(), label: defaultOption(1) }, { id: newId(), label: defaultOption(2) }]);
    }
    restructure(next);
  };
  return (
    <li className="table-column-card">
      <fieldset className="plain-group">
        <legend>{labels.label('kinds.table.column', { c })}</legend>
        <div className="two-columns">
          <TextField
            label={labels.label('kinds.table.columnTitle', { c })}
            value={column.title}
            maxLength={2000}
            onChange={(title) => edit(renameColumn(cells, column.key, title))}
            errorMessage={problem(problemOf(`columns.${column.key}`))}
            validationBehavior="aria"
          />
          <ColumnTypeChooser kind={kind} column={c} type={column.type} labels={labels} onChange={changeType} />
        </div>
        {choiceColumnTypes.includes(column.type) && (
          <OptionsEditor
            noun="option"
            items={column.options}
            onChange={(options) => restructure(setColumnOptions(cells, column.key, options))}
            labels={columnLabels}
            max={MAX_COLUMN_OPTIONS}
          />
        )}
        {kind === 'grid' && (
          <div className="two-columns">
            <TableCellInput state={state} labels={labels} column={column} c={c} row={null} mode="placeholder" />
            <TableCellInput state={state} labels={labels} column={column} c={c} row={null} mode="value" />
          </div>
        )}
        <Button variant="danger" isDisabled={count <= 1} onPress={() => restructure(removeColumn(cells, column.key))}
          aria-label={labels.plain('kinds.table.removeColumnOf', { c })}>
          {labels.text('kinds.table.removeColumn')}
        </Button>
      </fieldset>
    </li>
  );
}

/** The columns of a table or grid, each a card: title, answer type, options, (grid) placeholder and default. */
export function TableColumns(props: ColumnsProps) {
  const { state, labels, problemOf } = props;
  const problem = useProblemText();
  const columns = columnsOf(state.cells);
  const add = () => state.restructure(addColumn(state.cells, newId, labels.text('kinds.list.default.column', { i: columns.length + 1 })));
  return (
    <fieldset className="kind-options options-editor">
      <legend>{labels.label('kinds.table.columns')}</legend>
      <ol className="table-column-list">
        {columns.map((column, index) => (
          <ColumnCard key={column.key} {...props} column={column} c={index + 1} count={columns.length} />
        ))}
      </ol>
      <ProblemLine message={problem(problemOf('columns'))} />
      <Button onPress={add} aria-label={labels.plain('kinds.table.addColumnTo')}>
        <span aria-hidden="true">+</span> {labels.text('kinds.table.addColumn')}
      </Button>
    </fieldset>
  );
}
