import type { KindEditorProps, KindModule } from './module';
import { OptionalText, useProblemText } from './fields';
import { useKindLabels } from './labels';
import { EnglishTextField } from '../english/english-field';

/** boolean: the words of its two answers (default yes / no). */
function BooleanOptions({ element, position, onChange, problemOf }: KindEditorProps) {
  const labels = useKindLabels(position);
  const problem = useProblemText();
  return (
    <div className="kind-options two-columns">
      <OptionalText
        label={labels.label('kinds.trueLabel')}
        description={labels.text('kinds.emptyMeans', { text: labels.text('kinds.yes') })}
        value={element.trueLabel}
        maxLength={200}
        onChange={(trueLabel) => onChange({ trueLabel })}
        error={problem(problemOf('trueLabel'))}
      />
      <OptionalText
        label={labels.label('kinds.falseLabel')}
        description={labels.text('kinds.emptyMeans', { text: labels.text('kinds.no') })}
        value={element.falseLabel}
        maxLength={200}
        onChange={(falseLabel) => onChange({ falseLabel })}
        error={problem(problemOf('falseLabel'))}
      />
      <EnglishTextField label={labels.label('kinds.trueLabel')} holder={element} field="trueLabel" onChange={(translations) => onChange({ translations })} />
      <EnglishTextField label={labels.label('kinds.falseLabel')} holder={element} field="falseLabel" onChange={(translations) => onChange({ translations })} />
    </div>
  );
}

export const booleanKind: KindModule = {
  kind: 'boolean',
  group: 'choice',
  nameId: 'kinds.name.boolean',
  addId: 'kinds.add.boolean',
  create: (id) => ({ id, kind: 'boolean', title: '', required: false }),
  Editor: BooleanOptions,
};
