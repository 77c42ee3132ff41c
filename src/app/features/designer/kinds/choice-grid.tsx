import type { ElementKind, FormElement } from '#core/forms';
import type { KindDefaults, KindEditorProps, KindModule } from './module';
import { useProblemText } from './fields';
import { useKindLabels } from './labels';
import { OptionsEditor } from './options-editor';

const MAX_ROWS = 200;
const MAX_COLUMNS = 50;

/** checkboxGrid, radioGrid: one question per row, answered in the columns. */
function ChoiceGridOptions({ element, position, onChange, problemOf }: KindEditorProps) {
  const labels = useKindLabels(position);
  const problem = useProblemText();
  return (
    <div className="kind-options">
      <OptionsEditor
        noun="row"
        items={element.rows ?? []}
        onChange={(rows) => onChange({ rows })}
        labels={labels}
        max={MAX_ROWS}
        listProblem={problem(problemOf('rows'))}
        itemProblem={(id) => problem(problemOf(`rows.${id}`))}
      />
      <OptionsEditor
        noun="column"
        items={element.columns ?? []}
        onChange={(columns) => onChange({ columns })}
        labels={labels}
        max={MAX_COLUMNS}
        listProblem={problem(problemOf('columns'))}
        itemProblem={(id) => problem(problemOf(`columns.${id}`))}
      />
    </div>
  );
}

function choiceGridKind(kind: ElementKind): KindModule {
  return {
    kind,
    group: 'grid',
    nameId: `kinds.name.${kind}`,
    addId: `kinds.add.${kind}`,
    create: (id: string, { optionLabel, newId, message }: KindDefaults): FormElement => {
      const row = (n: number) => message?.('kinds.list.default.row', n) || optionLabel(n);
      const column = (n: number) => message?.('kinds.list.default.column', n) || optionLabel(n);
      return {
        id,
        kind,
        title: '',
        required: false,
        rows: [{ id: newId(), label: row(1) }, { id: newId(), label: row(2) }],
        columns: [{ id: newId(), label: column(1) }, { id: newId(), label: column(2) }],
      };
    },
    Editor: ChoiceGridOptions,
  };
}

export const checkboxGridKind = choiceGridKind('checkboxGrid');
export const radioGridKind = choiceGridKind('radioGrid');
