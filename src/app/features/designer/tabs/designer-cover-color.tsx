import { useId, useState } from 'react';
import { TextField } from '#app/shared/ui/text-field';
import { useT } from '#app/shared/i18n/use-t';
import { designerCoverMessages } from './designer-cover-messages';

const HEX = /^#[0-9a-fA-F]{6}$/;

interface Props {
  label: string;
  pickerLabel: string;
  hexLabel: string;
  value: string | undefined;
  onChange: (color: string | undefined) => void;
  isDisabled?: boolean;
}

/** A colour: the platform's picker and the same value as hex text (for keyboard users and exact values). */
export function CoverColorField({ label, pickerLabel, hexLabel, value, onChange, isDisabled }: Props) {
  const t = useT(designerCoverMessages);
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // the value changed elsewhere (picker, undo, reload): the text follows it
    setShown(value);
    setText(value ?? '');
  }
  const typed = (next: string) => {
    setText(next);
    const trimmed = next.trim();
    if (trimmed === '') onChange(undefined);
    else if (HEX.test(trimmed)) onChange(trimmed.toLowerCase());
  };
  const invalid = text.trim() !== '' && !HEX.test(text.trim());
  return (
    <div className="cover-color" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="field-label">{label}</span>
      <div className="cover-color-row">
        <div className="field cover-color-picker">
          <label htmlFor={id}>{pickerLabel}</label>
          <input id={id} type="color" value={value ?? '#ffffff'} disabled={isDisabled} onChange={(event) => onChange(event.target.value.toLowerCase())} />
        </div>
        <TextField
          label={hexLabel}
          description={t('designer.cover.colorHint')}
          value={text}
          onChange={typed}
          isReadOnly={isDisabled ?? false}
          validationBehavior="aria"
          errorMessage={invalid ? t('designer.cover.colorInvalid') : undefined}
        />
      </div>
    </div>
  );
}
