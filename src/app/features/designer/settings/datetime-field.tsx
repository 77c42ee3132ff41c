import { useId } from 'react';
import { fromLocalInput, toLocalInput } from './dates';

interface Props {
  label: string;
  /** ISO with offset, or null */
  value: string | null;
  onChange: (iso: string | null) => void;
  description?: string;
  errorMessage?: string;
  isDisabled?: boolean;
}

/** The platform's date-and-time input (a good picker on phones), storing ISO text with the device's offset. */
export function DateTimeField({ label, value, onChange, description, errorMessage, isDisabled }: Props) {
  const id = useId();
  const described = [description ? `${id}-description` : '', errorMessage ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="datetime-local"
        value={toLocalInput(value)}
        disabled={isDisabled}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(fromLocalInput(event.target.value))}
      />
      {description && <span id={`${id}-description`} className="field-description">{description}</span>}
      {errorMessage && <span id={`${id}-error`} className="field-error">{errorMessage}</span>}
    </div>
  );
}
