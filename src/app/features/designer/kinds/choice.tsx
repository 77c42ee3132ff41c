import type { ElementKind, FormElement } from '#core/forms';
import type { KindDefaults, KindEditorProps, KindModule } from './module';
import { OptionalNumber, OptionalText, OptionSwitch, useProblemText } from './fields';
import { useKindLabels } from './labels';
import { OptionsEditor } from './options-editor';
import { EnglishTextField } from '../english/english-field';

const MAX_OPTIONS = 1000;

/** dropdown, checkbox, radio: the options, an optional "Other" the respondent types; checkbox: how many. */
function ChoiceOptions({ element, position, onChange, problemOf }: KindEditorProps) {
  const labels = useKindLabels(position);
  const problem = useProblemText();
  const options = element.options ?? [];
  return (
    <div className="kind-options">
      <OptionsEditor
        noun="option"
        items={options}
        onChange={(next) => onChange({ options: next })}
        labels={labels}
        max={MAX_OPTIONS}
        listProblem={problem(problemOf('options'))}
        itemProblem={(id) => problem(problemOf(`options.${id}`))}
      />
      <OptionSwitch value={element.otherOption} onChange={(otherOption) => onChange({ otherOption })}>
        {labels.label('kinds.otherOption')}
      </OptionSwitch>
      {element.otherOption && (
        <OptionalText
          label={labels.label('kinds.otherLabel')}
          description={labels.text('kinds.emptyMeans', { text: labels.text('kinds.otherDefault') })}
          value={element.otherLabel}
          maxLength={200}
          onChange={(otherLabel) => onChange({ otherLabel })}
          error={problem(problemOf('otherLabel'))}
        />
      )}
      {element.otherOption && <EnglishTextField label={labels.label('kinds.otherLabel')} holder={element} field="otherLabel" onChange={(translations) => onChange({ translations })} />}
      {element.kind === 'checkbox' && (
        <div className="two-columns">
          <OptionalNumber
            label={labels.label('kinds.minChoices')}
            description={labels.text('kinds.limitHint')}
            value={element.minChoices}
            minValue={0}
            whole
            onChange={(minChoices) => onChange({ minChoices })}
            error={problem(problemOf('minChoices'))}
          />
          <OptionalNumber
            label={labels.label('kinds.maxChoices')}
            description={labels.text('kinds.limitHint')}
            value={element.maxChoices}
            minValue={1}
            whole
            onChange={(maxChoices) => onChange({ maxChoices })}
            error={problem(problemOf('maxChoices'))}
          />
        </div>
      )}
    </div>
  );
}

function choiceKind(kind: ElementKind): KindModule {
  return {
    kind,
    group: 'choice',
    nameId: `kinds.name.${kind}`,
    addId: `kinds.add.${kind}`,
    create: (id: string, { optionLabel, newId }: KindDefaults): FormElement => ({
      id,
      kind,
      title: '',
      required: false,
      options: [
        { id: newId(), label: optionLabel(1) },
        { id: newId(), label: optionLabel(2) },
      ],
    }),
    Editor: ChoiceOptions,
  };
}

export const dropdownKind = choiceKind('dropdown');
export const checkboxKind = choiceKind('checkbox');
export const radioKind = choiceKind('radio');
