import type { KindEditorProps } from './module';
import { OptionalNumber, OptionalText, OptionSwitch, useProblemText } from './fields';
import { useKindLabels } from './labels';
import { EnglishTextField } from '../english/english-field';

/** The short hint inside an empty input. */
export function PlaceholderField({ element, position, onChange, problemOf }: KindEditorProps) {
  const labels = useKindLabels(position);
  const problem = useProblemText();
  return (
    <>
    <OptionalText
      label={labels.label('kinds.placeholder')}
      description={labels.text('kinds.placeholderHint')}
      value={element.placeholder}
      maxLength={500}
      onChange={(placeholder) => onChange({ placeholder })}
      error={problem(problemOf('placeholder'))}
    />
    <EnglishTextField label={labels.label('kinds.placeholder')} holder={element} field="placeholder" onChange={(translations) => onChange({ translations })} />
    </>
  );
}

/** phone, nationalId: only a placeholder (their format is fixed by the kind). */
export function PlaceholderOptions(props: KindEditorProps) {
  return (
    <div className="kind-options">
      <PlaceholderField {...props} />
    </div>
  );
}

/** text, email: character limits and placeholder; text may take several lines. */
export function LengthOptions(props: KindEditorProps) {
  const { element, position, onChange, problemOf } = props;
  const labels = useKindLabels(position);
  const problem = useProblemText();
  return (
    <div className="kind-options">
      <div className="two-columns">
        <OptionalNumber
          label={labels.label('kinds.minLength')}
          description={labels.text('kinds.limitHint')}
          value={element.minLength}
          minValue={0}
          whole
          onChange={(minLength) => onChange({ minLength })}
          error={problem(problemOf('minLength'))}
        />
        <OptionalNumber
          label={labels.label('kinds.maxLength')}
          description={labels.text('kinds.limitHint')}
          value={element.maxLength}
          minValue={1}
          whole
          onChange={(maxLength) => onChange({ maxLength })}
          error={problem(problemOf('maxLength'))}
        />
      </div>
      <PlaceholderField {...props} />
      {element.kind === 'text' && (
        <OptionSwitch value={element.multiline} onChange={(multiline) => onChange({ multiline })}>
          {labels.label('kinds.multiline')}
        </OptionSwitch>
      )}
    </div>
  );
}
