import { useState } from 'react';
import { DayTimeField } from '#app/shared/ui/day-field';
import { fromLocalInput, toLocalInput } from './dates';

interface Props {
  label: string;
  /** ISO with offset, or null */
  value: string | null;
  onChange: (iso: string | null) => void;
  description?: string;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
}

/**
 * A day and time typed in the one format (dd/mm/yyyy, HH:mm), stored as ISO text with the device's
 * offset. The field shows what was typed, not the stored value read back: a year still being typed
 * ("2", "20") is no date the conversion can give back as typed.
 */
export function DateTimeField({ value, onChange, errorMessage, ...field }: Props) {
  const [typed, setTyped] = useState(() => toLocalInput(value));
  const [known, setKnown] = useState(value);
  if (value !== known) {
    // changed from outside (a reload, an undo): show it
    setKnown(value);
    setTyped(toLocalInput(value));
  }
  const change = (local: string) => {
    const iso = fromLocalInput(local);
    setTyped(local);
    setKnown(iso);
    onChange(iso);
  };
  return <DayTimeField {...field} error={errorMessage} value={typed} onChange={change} />;
}
