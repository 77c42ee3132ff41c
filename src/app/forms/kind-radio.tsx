import { useIntl } from 'react-intl';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import { useDomainMessage } from '../i18n/use-message';
import { newId } from './new-id';
import type { KindEditorProps, KindModule } from './kind-module';

function RadioOptions({ element, onChange, problemOf }: KindEditorProps) {
  const intl = useIntl();
  const domain = useDomainMessage();
  const options = element.options ?? [];
  const missing = problemOf('options');
  const setLabel = (id: string, label: string) => onChange({ options: options.map((o) => (o.id === id ? { ...o, label } : o)) });
  const add = () =>
    onChange({ options: [...options, { id: newId(), label: intl.formatMessage({ id: 'designer.optionDefault' }, { n: options.length + 1 }) }] });
  return (
    <fieldset className="kind-options options-editor">
      <legend>{intl.formatMessage({ id: 'designer.optionsLegend' })}</legend>
      <ol className="option-list">
        {options.map((option, index) => (
          <li key={option.id} className="option-row">
            <TextField
              label={intl.formatMessage({ id: 'designer.option' }, { n: index + 1 })}
              value={option.label}
              onChange={(label) => setLabel(option.id, label)}
              errorMessage={option.label.trim() === '' ? domain({ key: 'validation.titleRequired' }) : undefined}
              validationBehavior="aria"
            />
            <Button
              variant="quiet"
              className="icon-button"
              aria-label={intl.formatMessage({ id: 'designer.removeOption' }, { n: index + 1 })}
              onPress={() => onChange({ options: options.filter((o) => o.id !== option.id) })}
            >
              <span aria-hidden="true">✕</span>
            </Button>
          </li>
        ))}
      </ol>
      {missing && <p className="field-error" role="alert">{domain(missing)}</p>}
      <Button onPress={add}><span aria-hidden="true">+</span> {intl.formatMessage({ id: 'designer.addOption' })}</Button>
    </fieldset>
  );
}

export const radioKind: KindModule = {
  kind: 'radio',
  nameId: 'designer.kind.radio',
  addId: 'designer.add.radio',
  create: (id, { optionLabel, newId: makeId }) => ({
    id,
    kind: 'radio',
    title: '',
    required: false,
    options: [
      { id: makeId(), label: optionLabel(1) },
      { id: makeId(), label: optionLabel(2) },
    ],
  }),
  Editor: RadioOptions,
};
