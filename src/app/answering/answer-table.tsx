import { useId, useRef, useState } from 'react';
import { Button as AriaButton, I18nProvider } from 'react-aria-components';
import type { KeyedAnswer } from '#core/answers';
import { GRID_MAX_ROWS } from '#core/forms';
import { cellAt, columnsOf, rowHeaderTitle, rowsOf } from '#core/tables';
import { Button } from '../ui/button';
import { RichTextView } from '../ui/rich-text-view';
import type { AnswerRendererProps } from './answer-renderer';
import { keyedOf, withEntry } from './answer-grid-values';
import { PlainError, PlainLabelText, useAriaLocale, useKindText } from './answer-parts';
import { TableCellAnswer } from './answer-table-cell';
import { answerCellKey, cellDefaults, gridRowCount, gridRowKey, removeGridRow, withDefaults } from './answer-table-values';

interface ShownRow { key: string; label: string }

/**
 * table: the author's rows and columns; grid: the same columns on rows the respondent adds (r1, r2, …)
 * up to maxRows. Scrolls sideways on phones with the row labels kept in view.
 */
export function TableAnswer({ element, value, onChange, onBlur, errorMessage }: AnswerRendererProps) {
  const id = useId();
  const t = useKindText();
  const locale = useAriaLocale();
  const grid = element.kind === 'grid';
  const cells = element.cells ?? [];
  const columns = columnsOf(cells);
  const maxRows = Math.min(element.maxRows ?? GRID_MAX_ROWS, GRID_MAX_ROWS);
  const stored = value === undefined ? undefined : keyedOf(value);
  const [gridRows, setGridRows] = useState(() => gridRowCount(stored, 1, maxRows));
  // bumped when a row is removed: the rows under it move up a key, so their cells start afresh
  const [generation, setGeneration] = useState(0);
  const addButton = useRef<HTMLButtonElement>(null);
  const rows: ShownRow[] = grid
    ? Array.from({ length: gridRows }, (_, i) => ({ key: gridRowKey(i + 1), label: t('answerKinds.table.row', { n: i + 1 }) }))
    : rowsOf(cells).map((row) => ({ key: row.key, label: row.label }));
  const defaults = cellDefaults(cells, columns, rows.map((r) => r.key), grid);
  // untouched, the author's defaults show; the first edit keeps them in the answer
  const answer: KeyedAnswer = stored ?? defaults;

  const setCell = (key: string, entry: string | string[] | undefined) => onChange(withEntry(withDefaults(stored, defaults), key, entry));
  const addRow = () => {
    const key = gridRowKey(gridRows + 1);
    setGridRows(gridRows + 1);
    const rowDefaults = cellDefaults(cells, columns, [key], true);
    if (Object.keys(rowDefaults).length > 0) onChange({ ...rowDefaults, ...withDefaults(stored, defaults) });
  };
  const removeRow = (n: number) => {
    setGridRows(Math.max(1, gridRows - 1));
    setGeneration(generation + 1);
    onChange(removeGridRow(withDefaults(stored, defaults), n));
    addButton.current?.focus();
  };

  return (
    <div role="group" className="field table-answer" aria-labelledby={`${id}-title`} aria-describedby={errorMessage ? `${id}-error` : undefined}>
      <div id={`${id}-title`} className="field-label"><PlainLabelText element={element} /></div>
      {element.description && <RichTextView html={element.description} className="field-description" />}
      <I18nProvider locale={locale}>
      {/* a focusable region so keyboard users can scroll a wide table too */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-answer-scroll" role="region" aria-labelledby={`${id}-title`} tabIndex={0}>
        <table className="table-answer-table" data-invalid={errorMessage ? true : undefined}>
          <thead>
            <tr>
              <th scope="col" className="table-answer-rowhead">{grid ? t('answerKinds.table.rowNumber') : rowHeaderTitle(cells)}</th>
              {columns.map((column) => <th key={column.key} scope="col">{column.title}</th>)}
              {grid && <td />}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${generation}-${row.key}`}>
                <th scope="row" className="table-answer-rowhead">{grid ? index + 1 : row.label}</th>
                {columns.map((column) => {
                  const key = answerCellKey(row.key, column.key);
                  return (
                    <td key={column.key}>
                      <TableCellAnswer column={column} cell={cellAt(cells, grid ? null : row.key, column.key)} name={`${row.label} - ${column.title}`}
                        entry={answer[key]} onEntry={(entry) => setCell(key, entry)} onBlur={onBlur} />
                    </td>
                  );
                })}
                {grid && (
                  <td>
                    <Button variant="quiet" className="table-remove" onPress={() => removeRow(index + 1)}
                      aria-label={t('answerKinds.table.removeRow', { n: index + 1 })}>×</Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      </I18nProvider>
      {grid && (
        <div className="table-answer-actions">
          <AriaButton ref={addButton} className="btn" data-variant="secondary" onPress={addRow} isDisabled={gridRows >= maxRows}>
            {t('answerKinds.table.addRow')}
          </AriaButton>
          <span className="field-description">{t('answerKinds.table.rowsLimit', { max: maxRows })}</span>
        </div>
      )}
      <PlainError id={`${id}-error`} message={errorMessage} />
    </div>
  );
}
