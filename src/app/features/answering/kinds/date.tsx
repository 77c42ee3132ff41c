import { CalendarDate, CalendarDateTime } from '@internationalized/date';
import {
  Button, Calendar, CalendarCell, CalendarGrid, DateInput, DatePicker, DateSegment, Dialog, FieldError, Group, Heading, I18nProvider,
  Popover, type DateValue,
} from 'react-aria-components';
import type { FormElement } from '#core/forms';
import type { AnswerRendererProps } from './renderer-props';
import { answerDateParts, dateAnswer, dateBounds, type DateParts } from './date-values';
import { vietnamDate } from '#core/time';
import { useWallClockFormat } from '#app/shared/i18n/use-date-time';
import { AnswerDescription, AnswerLabel, useAriaLocale, useKindText } from './parts';

function toDateValue(parts: DateParts | null, withTime: boolean, endOfDay = false): DateValue | null {
  if (!parts) return null;
  if (!withTime) return new CalendarDate(parts.year, parts.month, parts.day);
  const hour = parts.hour ?? (endOfDay ? 23 : 0);
  const minute = parts.minute ?? (endOfDay ? 59 : 0);
  return new CalendarDateTime(parts.year, parts.month, parts.day, hour, minute);
}

function fromDateValue(value: DateValue): DateParts {
  const time = 'hour' in value ? { hour: value.hour, minute: value.minute } : {};
  return { year: value.year, month: value.month, day: value.day, ...time };
}

function useDateHints(element: FormElement, bounds: { min?: string; max?: string }): string[] {
  const t = useKindText();
  const show = useWallClockFormat();
  const hints: string[] = [];
  if (bounds.min && bounds.max) hints.push(t('answerKinds.date.range', { from: show(bounds.min), to: show(bounds.max) }));
  else if (bounds.min) hints.push(t('answerKinds.date.from', { from: show(bounds.min) }));
  else if (bounds.max) hints.push(t('answerKinds.date.to', { to: show(bounds.max) }));
  if (element.kind === 'datetime' && (element.timeFrom || element.timeTo)) {
    hints.push(t('answerKinds.date.time', { from: element.timeFrom ?? '00:00', to: element.timeTo ?? '23:59' }));
  }
  return hints;
}

/** date and datetime: typed segment by segment (day/month/year in the person's order) or picked in a calendar. */
export function DateAnswer({ element, value, onChange, onBlur, errorMessage }: AnswerRendererProps) {
  const locale = useAriaLocale();
  const t = useKindText();
  const withTime = element.kind === 'datetime';
  const bounds = dateBounds(element, vietnamDate(new Date()));
  const hints = useDateHints(element, bounds);
  const min = toDateValue(answerDateParts(bounds.min, false), withTime);
  const max = toDateValue(answerDateParts(bounds.max, false), withTime, true);
  return (
    <I18nProvider locale={locale}>
      <DatePicker
        className="field date-answer"
        value={toDateValue(answerDateParts(value, withTime), withTime)}
        onChange={(picked) => onChange(picked ? dateAnswer(fromDateValue(picked), withTime) : undefined)}
        onBlur={onBlur}
        granularity={withTime ? 'minute' : 'day'}
        hourCycle={24}
        minValue={min}
        maxValue={max}
        isRequired={element.required}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        shouldForceLeadingZeros
      >
        <AnswerLabel element={element} />
        <Group className="date-answer-group">
          <DateInput className="date-answer-input">{(segment) => <DateSegment segment={segment} className="date-segment" />}</DateInput>
          <Button className="date-answer-button" aria-label={t('answerKinds.date.open')}>
            <CalendarGlyph />
          </Button>
        </Group>
        <AnswerDescription element={element} hints={hints} />
        {/* react-aria's own range message has no Vietnamese: say the allowed range in ours instead */}
        <FieldError className="field-error">{errorMessage ?? hints[0]}</FieldError>
        <Popover className="date-popover" placement="bottom start">
          <Dialog className="date-dialog" aria-label={t('answerKinds.date.calendar')}>
            <Calendar className="date-calendar">
              <header className="date-calendar-head">
                <Button slot="previous" className="date-nav" aria-label={t('answerKinds.date.previous')}>‹</Button>
                <Heading />
                <Button slot="next" className="date-nav" aria-label={t('answerKinds.date.next')}>›</Button>
              </header>
              <CalendarGrid>{(date) => <CalendarCell date={date} className="date-cell" />}</CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}

function CalendarGlyph() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
      <path d="M4 5h16v15H4zM4 10h16M8 3v4M16 3v4" />
    </svg>
  );
}
