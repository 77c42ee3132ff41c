import './day-field.css';
import { type ReactNode, useId, useState } from 'react';
import { parseDate, parseTime } from '@internationalized/date';
import { DateField, DateInput, DateSegment, FieldError, I18nProvider, Label, Text, TimeField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useT } from '#app/shared/i18n/use-t';
import { uiMessages } from './ui-messages';

/**
 * Day, time and day-and-time fields typed segment by segment in the one format of docs/dates.md
 * (dd/mm/yyyy, 24-hour clock) in both languages, instead of the browser's own inputs, which follow
 * the browser's language (an English Chrome shows 11/26/2026 and a 12-hour clock).
 */

/** A value the field can show, or null when the text is none (a cleared field, a half-typed one). */
function parsed<T>(parse: (text: string) => T, text: string | undefined): T | null {
  try {
    return text ? parse(text) : null;
  } catch {
    return null;
  }
}

interface ClockFieldProps {
  label: ReactNode;
  description?: ReactNode;
  /** undefined while the field is valid */
  error?: string | undefined;
  isDisabled?: boolean | undefined;
}

/** The label, the segments, the description and the error of every clock field. */
function Parts({ label, description, error }: ClockFieldProps) {
  return (
    <>
      <Label>{label}</Label>
      <DateInput className="day-field-input">{(segment) => <DateSegment segment={segment} className="day-field-segment" />}</DateInput>
      {description && <Text slot="description" className="field-description">{description}</Text>}
      <FieldError className="field-error">{error}</FieldError>
    </>
  );
}

function useFieldLocale(): string {
  return useIntl().locale.startsWith('vi') ? 'vi-VN' : 'en-GB';
}

/** A calendar day. Value: "YYYY-MM-DD" or ''. */
export function DayField({ value, min, max, onChange, ...parts }: ClockFieldProps & { value: string; min?: string | undefined; max?: string | undefined; onChange: (value: string) => void }) {
  return (
    <I18nProvider locale={useFieldLocale()}>
      <DateField className="field day-field" value={parsed(parseDate, value)} minValue={parsed(parseDate, min)} maxValue={parsed(parseDate, max)}
        granularity="day" shouldForceLeadingZeros isDisabled={parts.isDisabled ?? false} isInvalid={Boolean(parts.error)}
        onChange={(day) => onChange(day ? day.toString() : '')}>
        <Parts {...parts} />
      </DateField>
    </I18nProvider>
  );
}

/**
 * A day and a time to the minute, without a zone, as a day field then a time field under one label:
 * day first in both languages (Vietnamese's own order would put the time first). Value:
 * "YYYY-MM-DDTHH:mm" or ''. A day without a time yet is that day at 00:00; a time typed before the day waits for it.
 */
export function DayTimeField({ label, value, onChange, description, error, isDisabled }: ClockFieldProps & { value: string; onChange: (value: string) => void }) {
  const t = useT(uiMessages);
  const id = useId();
  const [pendingTime, setPendingTime] = useState('');
  const day = value.slice(0, 10);
  const time = value ? value.slice(11, 16) : pendingTime;
  const described = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const setDay = (next: string) => {
    if (!next) setPendingTime(time);
    onChange(next ? `${next}T${time || '00:00'}` : '');
  };
  const setTime = (next: string) => (day ? onChange(`${day}T${next || '00:00'}`) : setPendingTime(next));
  return (
    <fieldset className="day-time-field" aria-describedby={described || undefined} disabled={isDisabled}>
      <legend>{label}</legend>
      <div className="day-time-parts">
        <DayField label={t('ui.dayTime.day')} value={day} onChange={setDay} isDisabled={isDisabled} />
        <TimeOfDayField label={t('ui.dayTime.time')} value={time} onChange={setTime} isDisabled={isDisabled} />
      </div>
      {description && <span id={`${id}-description`} className="field-description">{description}</span>}
      {error && <span id={`${id}-error`} className="field-error" role="alert">{error}</span>}
    </fieldset>
  );
}

/** A time of day to the minute. Value: "HH:mm" or ''. */
export function TimeOfDayField({ value, onChange, ...parts }: ClockFieldProps & { value: string; onChange: (value: string) => void }) {
  return (
    <I18nProvider locale={useFieldLocale()}>
      <TimeField className="field day-field" value={parsed(parseTime, value)} hourCycle={24} shouldForceLeadingZeros
        isDisabled={parts.isDisabled ?? false} isInvalid={Boolean(parts.error)}
        onChange={(time) => onChange(time ? time.toString().slice(0, 5) : '')}>
        <Parts {...parts} />
      </TimeField>
    </I18nProvider>
  );
}
