import type { ReactNode } from 'react';
import { FieldError, Input, Label, NumberField as AriaNumberField, Text, type NumberFieldProps as AriaProps } from 'react-aria-components';

export interface NumberFieldProps extends Omit<AriaProps, 'children'> {
  label: ReactNode;
  description?: ReactNode;
  /** undefined while the field is valid */
  errorMessage?: string | undefined;
}

/** Generous default: never round what a person typed; no grouping separators to confuse vi/en. */
const plainNumber: Intl.NumberFormatOptions = { useGrouping: false, maximumFractionDigits: 10 };

/** A labelled number input (numeric keyboard on phones); NaN is "empty". Errors come from core validation. */
export function NumberField({ label, description, errorMessage, formatOptions, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      formatOptions={formatOptions ?? plainNumber}
      isInvalid={Boolean(errorMessage) || props.isInvalid === true}
      className="field"
    >
      <Label>
        {label}
        {props.isRequired && <span className="required-marker" aria-hidden="true">*</span>}
      </Label>
      <Input />
      {description && <Text slot="description" className="field-description">{description}</Text>}
      <FieldError className="field-error">{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
