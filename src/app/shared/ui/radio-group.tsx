import type { ReactNode } from 'react';
import { FieldError, Label, Radio, RadioGroup as AriaRadioGroup, Text, type RadioGroupProps as AriaProps } from 'react-aria-components';

export interface RadioGroupProps extends Omit<AriaProps, 'children'> {
  label: ReactNode;
  options: readonly { id: string; label: string }[];
  description?: ReactNode;
  /** undefined while the group is valid */
  errorMessage?: string | undefined;
}

/** A labelled group of radio buttons; arrow keys move between options. */
export function RadioGroup({ label, options, description, errorMessage, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} isInvalid={Boolean(errorMessage) || props.isInvalid === true} className="field">
      <Label className="field-label">
        {label}
        {props.isRequired && <span className="required-marker" aria-hidden="true">*</span>}
      </Label>
      {description && <Text slot="description" className="field-description">{description}</Text>}
      <div className="radio-group">
        {options.map((option) => (
          <Radio key={option.id} value={option.id} className="radio">{option.label}</Radio>
        ))}
      </div>
      <FieldError className="field-error">{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}
