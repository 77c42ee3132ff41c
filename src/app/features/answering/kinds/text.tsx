import { Input, TextArea, TextField } from 'react-aria-components';
import type { FormElement } from '#core/forms';
import { textLength } from '#core/text';
import type { AnswerRendererProps } from './renderer-props';
import { AnswerDescription, AnswerError, AnswerLabel, placeholderProps, useKindText } from './parts';

/** The keyboard and browser help that suits each text-like kind. */
function inputKind(element: FormElement) {
  switch (element.kind) {
    case 'email':
      return { type: 'email', inputMode: 'email', autoComplete: 'email' } as const;
    case 'phone':
      return { type: 'tel', inputMode: 'tel', autoComplete: 'tel' } as const;
    case 'nationalId':
      return { type: 'text', inputMode: 'numeric', autoComplete: 'off' } as const;
    default:
      return { type: 'text', inputMode: 'text', autoComplete: undefined } as const;
  }
}

/** text (one line or several, with a character counter), email, phone and national ID. */
export function TextAnswer({ element, value, onChange, onBlur, errorMessage }: AnswerRendererProps) {
  const t = useKindText();
  const text = typeof value === 'string' ? value : '';
  const { type, inputMode, autoComplete } = inputKind(element);
  const maxLength = element.kind === 'text' || element.kind === 'email' ? element.maxLength : undefined;
  const multiline = element.kind === 'text' && (element.multiline ?? (maxLength === undefined || maxLength > 200));
  const counter = maxLength !== undefined ? t('answerKinds.counter', { count: textLength(text), max: maxLength }) : undefined;
  const common = { ...placeholderProps(element.placeholder), className: 'answer-input' };
  return (
    <TextField
      className="field"
      value={text}
      onChange={(next) => onChange(next === '' ? undefined : next)}
      onBlur={onBlur}
      type={type}
      inputMode={inputMode}
      {...(autoComplete !== undefined && { autoComplete })}
      {...(maxLength !== undefined && { maxLength })}
      isRequired={element.required}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <AnswerLabel element={element} />
      {multiline ? <TextArea {...common} rows={4} /> : <Input {...common} />}
      <AnswerDescription element={element} hints={[counter]} />
      <AnswerError message={errorMessage} />
    </TextField>
  );
}
