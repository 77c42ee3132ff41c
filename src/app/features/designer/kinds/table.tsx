import '../table-editor/editor.css';
import { GRID_MAX_ROWS } from '#core/forms';
import type { FormElement } from '#core/forms';
import { createTable, type TableKind } from '#core/tables';
import type { DefaultNameId, KindDefaults, KindEditorProps, KindModule } from './module';
import { OptionalNumber, useProblemText } from './fields';
import { useKindLabels } from './labels';
import { TableBody } from '../table-editor/body';
import { useTableCells } from '../table-editor/cells-state';
import { TableColumns } from '../table-editor/columns';

/** table: columns, then rows of cells; grid: columns and how many rows a respondent may add. */
function TableOptions({ element, position, onChange, problemOf }: KindEditorProps) {
  const labels = useKindLabels(position);
  const problem = useProblemText();
  const state = useTableCells(element.cells, onChange);
  const kind: TableKind = element.kind === 'grid' ? 'grid' : 'table';
  return (
    <div className="kind-options table-editor">
      <TableColumns kind={kind} position={position} state={state} labels={labels} problemOf={problemOf} />
      {kind === 'table' && <TableBody state={state} labels={labels} problemOf={problemOf} />}
      {kind === 'grid' && (
        <OptionalNumber
          label={labels.label('kinds.maxRows')}
          description={labels.text('kinds.table.maxRowsHint', { max: GRID_MAX_ROWS })}
          value={element.maxRows}
          minValue={1}
          maxValue={GRID_MAX_ROWS}
          whole
          onChange={(maxRows) => onChange({ maxRows })}
          error={problem(problemOf('maxRows'))}
        />
      )}
    </div>
  );
}

function tableKind(kind: TableKind): KindModule {
  return {
    kind,
    group: 'grid',
    nameId: `kinds.name.${kind}`,
    addId: `kinds.add.${kind}`,
    create: (id: string, { newId, message }: KindDefaults): FormElement => {
      const text = (messageId: DefaultNameId, i?: number) => message?.(messageId, i) ?? (i === undefined ? '' : String(i));
      const names = {
        column: (i: number) => text('kinds.list.default.column', i),
        row: (i: number) => text('kinds.list.default.row', i),
        rowHeader: text('kinds.table.rowLabelHeader'),
      };
      const cells = createTable(kind, newId, names);
      return kind === 'grid'
        ? { id, kind, title: '', required: false, cells, maxRows: 10 }
        : { id, kind, title: '', required: false, cells };
    },
    Editor: TableOptions,
  };
}

export const tableKindModule = tableKind('table');
export const gridKindModule = tableKind('grid');
