import type { KindEditorProps, KindModule } from './module';
import { OptionalNumber, OptionalText, useProblemText } from './fields';
import { useKindLabels } from './labels';
import { EnglishTextField } from '../english/english-field';
import { PlaceholderField } from './text-options';

/** number (whole numbers) and decimal: range, step, unit; decimal also its digits after the separator. */
function NumberOptions(props: KindEditorProps) {
  const { element, position, onChange, problemOf } = props;
  const labels = useKindLabels(position);
  const problem = useProblemText();
  const whole = element.kind === 'number';
  return (
    <div className="kind-options">
      <div className="two-columns">
        <OptionalNumber
          label={labels.label('kinds.min')}
          description={labels.text('kinds.limitHint')}
          value={element.min}
          whole={whole}
          onChange={(min) => onChange({ min })}
          error={problem(problemOf('min'))}
        />
        <OptionalNumber
          label={labels.label('kinds.max')}
          description={labels.text('kinds.limitHint')}
          value={element.max}
          whole={whole}
          onChange={(max) => onChange({ max })}
          error={problem(problemOf('max'))}
        />
        <OptionalNumber
          label={labels.label('kinds.step')}
          description={labels.text('kinds.stepHint')}
          value={element.step}
          minValue={0}
          whole={whole}
          onChange={(step) => onChange({ step: step === 0 ? undefined : step })}
          error={problem(problemOf('step'))}
        />
        {!whole && (
          <OptionalNumber
            label={labels.label('kinds.decimalPlaces')}
            value={element.decimalPlaces}
            minValue={0}
            maxValue={10}
            whole
            onChange={(decimalPlaces) => onChange({ decimalPlaces })}
            error={problem(problemOf('decimalPlaces'))}
          />
        )}
        <OptionalText
          label={labels.label('kinds.unit')}
          description={labels.text('kinds.unitHint')}
          value={element.unit}
          maxLength={50}
          onChange={(unit) => onChange({ unit })}
          error={problem(problemOf('unit'))}
        />
        <EnglishTextField label={labels.label('kinds.unit')} holder={element} field="unit" onChange={(translations) => onChange({ translations })} />
      </div>
      <PlaceholderField {...props} />
    </div>
  );
}

export const numberKind: KindModule = {
  kind: 'number',
  group: 'question',
  nameId: 'kinds.name.number',
  addId: 'kinds.add.number',
  create: (id) => ({ id, kind: 'number', title: '', required: false }),
  Editor: NumberOptions,
};

export const decimalKind: KindModule = {
  kind: 'decimal',
  group: 'question',
  nameId: 'kinds.name.decimal',
  addId: 'kinds.add.decimal',
  create: (id) => ({ id, kind: 'decimal', title: '', required: false, decimalPlaces: 2 }),
  Editor: NumberOptions,
};
