import { QuestionInputType } from '#core/tables';
import { columnTypeAllowed, type TableKind } from '#core/tables';
import { ValueSelect } from './kind-fields';
import type { KindLabels } from './kind-labels';

const allTypes = Object.values(QuestionInputType);

/**
 * SPEC 3's question input types for a column: a table lists all eight with 8 MultiType disabled;
 * a grid lists 1..6 (no Table, no MultiType).
 */
export function ColumnTypeChooser({ kind, column, type, labels, onChange }: {
  kind: TableKind;
  column: number;
  type: number;
  labels: KindLabels;
  onChange: (type: number) => void;
}) {
  const offered = allTypes.filter((t) => kind === 'table' || columnTypeAllowed(kind, t));
  return (
    <ValueSelect
      label={labels.label('kinds.table.columnType', { c: column })}
      value={String(type)}
      options={offered.map((t) => ({ value: String(t), label: labels.text(`kinds.table.type.${t}`), disabled: !columnTypeAllowed(kind, t) }))}
      onChange={(value) => onChange(Number(value))}
    />
  );
}
