import { useId, type CSSProperties } from 'react';
import { Checkbox, CheckboxGroup, Label, Radio, RadioGroup } from 'react-aria-components';
import type { AnswerRendererProps } from './renderer-props';
import { keyedOf, orderedChecks, rowChecks, rowChoice, withEntry } from './grid-values';
import { PlainError, PlainLabelText } from './parts';
import { RichTextView } from '#app/shared/ui/rich-text-view';

/**
 * radioGrid / checkboxGrid: one question per row. Each row is its own radio or checkbox group named
 * by the row, each control by "row - column"; wide screens line the rows up under column headings,
 * narrow ones stack each row as a small group with the column names beside the controls.
 */
export function ChoiceGridAnswer({ element, value, onChange, onBlur, errorMessage }: AnswerRendererProps) {
  const id = useId();
  const answer = keyedOf(value);
  const rows = element.rows ?? [];
  const columns = element.columns ?? [];
  const multiple = element.kind === 'checkboxGrid';
  const order = columns.map((c) => c.id);
  const style = { '--grid-columns': columns.length } as CSSProperties;
  return (
    <div role="group" className="field choice-grid" aria-labelledby={`${id}-title`} aria-describedby={errorMessage ? `${id}-error` : undefined} style={style}>
      <div id={`${id}-title`} className="field-label"><PlainLabelText element={element} /></div>
      {element.description && <RichTextView html={element.description} className="field-description" />}
      <div className="choice-grid-rows">
        <div className="choice-grid-head" aria-hidden="true">
          <span />
          {columns.map((column) => <span key={column.id}>{column.label}</span>)}
        </div>
        {rows.map((row) => {
          const common = {
            className: 'choice-grid-row',
            onBlur,
            isRequired: element.required,
            isInvalid: Boolean(errorMessage) && (multiple ? rowChecks(answer, row.id).length === 0 : rowChoice(answer, row.id) === null),
            validationBehavior: 'aria' as const,
          };
          const cell = (column: { id: string; label: string }) => <span className="choice-grid-column-name">{column.label}</span>;
          return multiple ? (
            <CheckboxGroup key={row.id} {...common} value={rowChecks(answer, row.id)}
              onChange={(next) => onChange(withEntry(answer, row.id, orderedChecks(next, order)))}>
              <Label className="choice-grid-row-label">{row.label}</Label>
              {columns.map((column) => (
                <Checkbox key={column.id} value={column.id} className="checkbox choice-grid-cell" aria-label={`${row.label} - ${column.label}`}>
                  {({ isSelected }) => (<><span className="box" aria-hidden="true">{isSelected ? '✓' : ''}</span>{cell(column)}</>)}
                </Checkbox>
              ))}
            </CheckboxGroup>
          ) : (
            <RadioGroup key={row.id} {...common} value={rowChoice(answer, row.id)} orientation="horizontal"
              onChange={(columnId) => onChange(withEntry(answer, row.id, columnId))}>
              <Label className="choice-grid-row-label">{row.label}</Label>
              {columns.map((column) => (
                <Radio key={column.id} value={column.id} className="radio choice-grid-cell" aria-label={`${row.label} - ${column.label}`}>
                  {cell(column)}
                </Radio>
              ))}
            </RadioGroup>
          );
        })}
      </div>
      <PlainError id={`${id}-error`} message={errorMessage} />
    </div>
  );
}
