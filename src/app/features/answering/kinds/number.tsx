import { useState } from 'react';
import { Input, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { FormElement } from '#core/forms';
import type { AnswerRendererProps } from './renderer-props';
import { AnswerDescription, AnswerError, AnswerLabel, placeholderProps } from './parts';
import { parseTypedNumber } from './typed-number';
import { useT } from '#app/shared/i18n/use-t';
import { answerHintsMessages } from '#app/shared/forms/answer-hints-messages';
import { answerKindsMessages } from './kinds-messages';

/** "Từ 1 đến 10", "bước 0,5", "tối đa 2 chữ số thập phân", "Đơn vị: kg": what the author allows, said up front. */
function useNumberHints(element: FormElement): string[] {
  const intl = useIntl();
  const t = useT(answerKindsMessages, answerHintsMessages);
  const n = (x: number) => intl.formatNumber(x, { maximumFractionDigits: 10 });
  const { min, max, step, unit } = element;
  const hints: string[] = [];
  if (min !== undefined && max !== undefined) hints.push(t('answerKinds.number.range', { min: n(min), max: n(max) }));
  else if (min !== undefined) hints.push(t('answerKinds.number.min', { min: n(min) }));
  else if (max !== undefined) hints.push(t('answerKinds.number.max', { max: n(max) }));
  if (step !== undefined && step !== 1) hints.push(t('answerKinds.number.step', { step: n(step) }));
  if (element.kind === 'decimal' && element.decimalPlaces !== undefined) hints.push(t('answerKinds.number.decimals', { count: element.decimalPlaces }));
  if (unit) hints.push(t('answerKinds.number.unit', { unit }));
  return hints;
}

/** A text input with the numeric keyboard: every keystroke is kept (and autosaved), nothing is rounded. */
export function NumberAnswer({ element, value, onChange, onBlur, errorMessage }: AnswerRendererProps) {
  const intl = useIntl();
  const [text, setText] = useState(() =>
    typeof value === 'number' ? intl.formatNumber(value, { useGrouping: false, maximumFractionDigits: 20 }) : typeof value === 'string' ? value : '',
  );
  const hints = useNumberHints(element);
  const wholeAndPositive = element.kind === 'number' && (element.min ?? 0) >= 0;
  return (
    <TextField
      className="field number-answer"
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(parseTypedNumber(next, intl.locale));
      }}
      onBlur={onBlur}
      inputMode={wholeAndPositive ? 'numeric' : 'decimal'}
      isRequired={element.required}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <AnswerLabel element={element} />
      <div className="answer-affix">
        <Input {...placeholderProps(element.placeholder)} className="answer-input" />
        {element.unit && <span className="answer-unit" aria-hidden="true">{element.unit}</span>}
      </div>
      <AnswerDescription element={element} hints={hints} />
      <AnswerError message={errorMessage} />
    </TextField>
  );
}
