import './day-field.css';
import { parseDate } from '@internationalized/date';
import { DateField, DateInput, DateSegment, I18nProvider, Label } from 'react-aria-components';
import { useIntl } from 'react-intl';

/** A calendar day as the API takes it ("YYYY-MM-DD"), or null when the text is no day. */
function toDay(value: string) {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

/**
 * A day typed segment by segment in the page's order, dd/mm/yyyy in both languages (docs/dates.md),
 * instead of the browser's own date input, which follows the browser's language. Value: "YYYY-MM-DD" or ''.
 */
export function DayField({ label, value, min, max, onChange }: { label: string; value: string; min?: string; max?: string; onChange: (value: string) => void }) {
  const locale = useIntl().locale.startsWith('vi') ? 'vi-VN' : 'en-GB';
  return (
    <I18nProvider locale={locale}>
      <DateField className="field day-field" value={toDay(value)} minValue={toDay(min ?? '')} maxValue={toDay(max ?? '')}
        granularity="day" shouldForceLeadingZeros onChange={(day) => onChange(day ? day.toString() : '')}>
        <Label>{label}</Label>
        <DateInput className="day-field-input">{(segment) => <DateSegment segment={segment} className="day-field-segment" />}</DateInput>
      </DateField>
    </I18nProvider>
  );
}
