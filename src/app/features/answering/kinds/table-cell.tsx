import { CalendarDateTime } from '@internationalized/date';
import { Checkbox, CheckboxGroup, DateField, DateInput, DateSegment, Input, Radio, RadioGroup, TextField } from 'react-aria-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { QuestionInputType, type TableCell } from '#core/tables';
import type { TableColumn } from '#core/tables';
import { answerDateParts, dateAnswer } from './date-values';
import { placeholderProps, useKindText } from './parts';
import { parseTypedNumber } from './typed-number';

export interface TableCellAnswerProps {
  column: TableColumn;
  /** the body cell (table) or the column's header cell (grid): placeholder and fixed text */
  cell: TableCell | undefined;
  /** "row - column", the accessible name of the control(s) */
  name: string;
  entry: string | string[] | undefined;
  onEntry: (entry: string | string[] | undefined) => void;
  onBlur: () => void;
}

const asText = (entry: string | string[] | undefined) => (typeof entry === 'string' ? entry : '');
const asList = (entry: string | string[] | undefined) => (Array.isArray(entry) ? entry : typeof entry === 'string' && entry ? [entry] : []);

/** One answer cell of a table or grid, as its column's type asks: text, number, date-time or a choice. */
export function TableCellAnswer({ column, cell, name, entry, onEntry, onBlur }: TableCellAnswerProps) {
  const t = useKindText();
  switch (column.type) {
    case QuestionInputType.Table:
      return <span className="table-fixed-text">{cell?.text ?? ''}</span>;
    case QuestionInputType.Input:
      return (
        <TextField aria-label={name} className="table-input" value={asText(entry)} onBlur={onBlur} onChange={(text) => onEntry(text)}>
          <Input className="answer-input" {...placeholderProps(cell?.placeholder)} />
        </TextField>
      );
    case QuestionInputType.Number:
      return <NumberCell name={name} placeholder={cell?.placeholder} entry={asText(entry)} onEntry={onEntry} onBlur={onBlur} />;
    case QuestionInputType.Datetime: {
      const parts = answerDateParts(entry, true);
      const shown = parts ? new CalendarDateTime(parts.year, parts.month, parts.day, parts.hour ?? 0, parts.minute ?? 0) : null;
      return (
        <DateField aria-label={name} className="table-date" granularity="minute" hourCycle={24} value={shown} onBlur={onBlur} shouldForceLeadingZeros
          onChange={(v) => onEntry(v ? dateAnswer({ year: v.year, month: v.month, day: v.day, hour: v.hour, minute: v.minute }, true) : undefined)}>
          <DateInput className="date-answer-input">{(segment) => <DateSegment segment={segment} className="date-segment" />}</DateInput>
        </DateField>
      );
    }
    case QuestionInputType.Checkbox:
      return (
        <CheckboxGroup aria-label={name} className="table-choices" value={asList(entry)} onBlur={onBlur}
          onChange={(next) => onEntry(column.options.map((o) => o.id).filter((id) => next.includes(id)))}>
          {column.options.map((o) => (
            <Checkbox key={o.id} value={o.id} className="checkbox">
              {({ isSelected }) => (<><span className="box" aria-hidden="true">{isSelected ? '✓' : ''}</span>{o.label}</>)}
            </Checkbox>
          ))}
        </CheckboxGroup>
      );
    case QuestionInputType.Radio:
      return (
        <RadioGroup aria-label={name} className="table-choices" value={asText(entry) || null} onBlur={onBlur} onChange={(id) => onEntry(id)}>
          {column.options.map((o) => <Radio key={o.id} value={o.id} className="radio">{o.label}</Radio>)}
        </RadioGroup>
      );
    case QuestionInputType.Select:
      return (
        <select aria-label={name} className="table-select" value={asText(entry)} onBlur={onBlur} onChange={(event) => onEntry(event.target.value)}>
          <option value="">{cell?.placeholder || t('answerKinds.table.choose')}</option>
          {column.options.map((o) => <option key={o.id} value={o.id}>{o.label}</option>)}
        </select>
      );
    default:
      return null;
  }
}

/** Keeps what was typed ("1,5") on screen while the answer holds the plain number ("1.5"). */
function NumberCell({ name, placeholder, entry, onEntry, onBlur }: {
  name: string; placeholder: string | undefined; entry: string; onEntry: (entry: string | undefined) => void; onBlur: () => void;
}) {
  const intl = useIntl();
  const [text, setText] = useState(() => (/^-?\d+(\.\d+)?$/.test(entry) ? intl.formatNumber(Number(entry), { useGrouping: false, maximumFractionDigits: 20 }) : entry));
  return (
    <TextField aria-label={name} className="table-input" value={text} onBlur={onBlur} inputMode="decimal"
      onChange={(typed) => {
        setText(typed);
        const n = parseTypedNumber(typed, intl.locale);
        onEntry(typeof n === 'number' ? String(n) : n);
      }}>
      <Input className="answer-input" {...placeholderProps(placeholder)} />
    </TextField>
  );
}
