import type { ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextArea, TextField as AriaTextField, type TextFieldProps as AriaProps } from 'react-aria-components';

export interface TextFieldProps extends Omit<AriaProps, 'children'> {
  label: ReactNode;
  description?: ReactNode;
  /** undefined while the field is valid */
  errorMessage?: string | undefined;
  multiline?: boolean;
  placeholder?: string;
}

/** A labelled text input whose error comes from core validation or the server. */
export function TextField({ label, description, errorMessage, multiline, placeholder, ...props }: TextFieldProps) {
  const input = placeholder === undefined ? {} : { placeholder };
  return (
    <AriaTextField {...props} isInvalid={Boolean(errorMessage) || props.isInvalid === true} className="field">
      <Label>
        {label}
        {props.isRequired && <span className="required-marker" aria-hidden="true">*</span>}
      </Label>
      {multiline ? <TextArea {...input} rows={3} /> : <Input {...input} />}
      {description && <Text slot="description" className="field-description">{description}</Text>}
      <FieldError className="field-error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
