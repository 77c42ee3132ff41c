import { useId, type ReactNode } from 'react';
import type { FieldProblem } from '#core/i18n';
import { useDomainMessage } from '#app/shared/i18n/use-message';
import { NumberField } from '#app/shared/ui/number-field';
import { Switch } from '#app/shared/ui/switch';
import { TextField } from '#app/shared/ui/text-field';

/** A checkDesign problem as text, or undefined. */
export function useProblemText(): (problem: FieldProblem | undefined) => string | undefined {
  const domain = useDomainMessage();
  return (problem) => (problem ? domain(problem) : undefined);
}

/** A number option that may be left empty (undefined); `whole` refuses fractions as the author types. */
export function OptionalNumber({ value, onChange, error, whole, ...shown }: {
  label: ReactNode;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  error?: string | undefined;
  description?: ReactNode;
  minValue?: number;
  maxValue?: number;
  whole?: boolean;
}) {
  return (
    <NumberField
      {...shown}
      value={value ?? NaN}
      onChange={(next) => onChange(Number.isNaN(next) ? undefined : next)}
      {...(whole && { formatOptions: { useGrouping: false, maximumFractionDigits: 0 } })}
      errorMessage={error}
      validationBehavior="aria"
    />
  );
}

/** A text option where an empty field means "not set". */
export function OptionalText({ value, onChange, error, ...shown }: {
  label: ReactNode;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  error?: string | undefined;
  description?: ReactNode;
  placeholder?: string;
  maxLength?: number;
}) {
  return (
    <TextField
      {...shown}
      value={value ?? ''}
      onChange={(next) => onChange(next === '' ? undefined : next)}
      errorMessage={error}
      validationBehavior="aria"
    />
  );
}

/** An on/off option; false is stored as "not set". */
export function OptionSwitch({ children, value, onChange }: { children: ReactNode; value: boolean | undefined; onChange: (value: boolean | undefined) => void }) {
  return (
    <div className="kind-switch">
      <Switch isSelected={value === true} onChange={(on) => onChange(on ? true : undefined)}>{children}</Switch>
    </div>
  );
}

/** A problem of a whole list or group, announced when it appears. */
export function ProblemLine({ message }: { message: string | undefined }) {
  return message ? <p className="field-error" role="alert">{message}</p> : null;
}

/** A required choice among a few values, as the platform's select. */
export function ValueSelect({ label, value, options, onChange, error }: {
  label: ReactNode;
  value: string;
  options: readonly { value: string; label: string; disabled?: boolean }[];
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>{option.label}</option>
        ))}
      </select>
      {error && <span id={`${id}-error`} className="field-error">{error}</span>}
    </div>
  );
}
