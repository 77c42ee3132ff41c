import { useIntl } from 'react-intl';
import { NumberField } from '../ui/number-field';
import { useDomainMessage } from '../i18n/use-message';
import type { KindEditorProps, KindModule } from './kind-module';

function NumberOptions({ element, onChange, problemOf }: KindEditorProps) {
  const intl = useIntl();
  const domain = useDomainMessage();
  const rangeProblem = problemOf('min');
  const toLimit = (value: number) => (Number.isNaN(value) ? undefined : value);
  return (
    <div className="kind-options two-columns">
      <NumberField
        label={intl.formatMessage({ id: 'designer.number.min' })}
        description={intl.formatMessage({ id: 'designer.number.hint' })}
        value={element.min ?? NaN}
        onChange={(value) => onChange({ min: toLimit(value) })}
        errorMessage={rangeProblem ? domain(rangeProblem) : undefined}
        validationBehavior="aria"
      />
      <NumberField
        label={intl.formatMessage({ id: 'designer.number.max' })}
        description={intl.formatMessage({ id: 'designer.number.hint' })}
        value={element.max ?? NaN}
        onChange={(value) => onChange({ max: toLimit(value) })}
        validationBehavior="aria"
      />
    </div>
  );
}

export const numberKind: KindModule = {
  kind: 'number',
  nameId: 'designer.kind.number',
  addId: 'designer.add.number',
  create: (id) => ({ id, kind: 'number', title: '', required: false }),
  Editor: NumberOptions,
};
