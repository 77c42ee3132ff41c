import { Input, TextField } from 'react-aria-components';
import { useKindText } from './parts';

/** The text box that appears under a chosen "other" choice; its name says what it is for. */
export function OtherField({ value, onChange, onBlur, invalid }: {
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  invalid: boolean;
}) {
  const t = useKindText();
  return (
    <TextField className="field answer-other" value={value} onChange={onChange} onBlur={onBlur} isInvalid={invalid}
      aria-label={t('answerKinds.otherText')} validationBehavior="aria">
      <Input className="answer-input" placeholder={t('answerKinds.otherText')} />
    </TextField>
  );
}
