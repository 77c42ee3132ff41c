import { useId, type ReactNode } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface NativeSelectProps {
  label: ReactNode;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** shown as the first, empty choice */
  placeholder: string;
  /** undefined while the choice is valid */
  errorMessage?: string | undefined;
  isDisabled?: boolean;
}

/** The platform's own select: best on phones and with screen readers, and a labelled combobox for tests. */
export function NativeSelect({ label, value, options, onChange, placeholder, errorMessage, isDisabled }: NativeSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={isDisabled}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>{option.label}</option>
        ))}
      </select>
      {errorMessage && <span id={errorId} className="field-error">{errorMessage}</span>}
    </div>
  );
}
