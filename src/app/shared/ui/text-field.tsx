import type { ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextArea, TextField as AriaTextField, type TextFieldProps as AriaProps } from 'react-aria-components';

export interface TextFieldProps extends Omit<AriaProps, 'children'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string;
  multiline?: boolean;
  placeholder?: string;
}

/** A labelled text input whose error comes from core validation or the server. */
export function TextField({ label, description, errorMessage, multiline, placeholder, isRequired, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} isRequired={isRequired} isInvalid={Boolean(errorMessage) || props.isInvalid} className="field">
      <Label>
        {label}
        {isRequired && <span className="required-marker" aria-hidden="true">*</span>}
      </Label>
      {multiline ? <TextArea placeholder={placeholder} rows={3} /> : <Input placeholder={placeholder} />}
      {description && <Text slot="description" className="field-description">{description}</Text>}
      <FieldError className="field-error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
