import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../ui/text-field';
import type { AnswerRendererProps } from './answer-renderer';
import { parseTypedNumber } from './typed-number';
import { RichTextView } from '../ui/rich-text-view';

/** A text input with the numeric keyboard: every keystroke is kept (and autosaved), nothing is rounded. */
export function NumberAnswer({ element, value, onChange, onBlur, errorMessage }: AnswerRendererProps) {
  const intl = useIntl();
  const [text, setText] = useState(() =>
    typeof value === 'number' ? intl.formatNumber(value, { useGrouping: false, maximumFractionDigits: 20 }) : value == null ? '' : String(value),
  );
  const { min, max } = element;
  const hint =
    min !== undefined && max !== undefined ? intl.formatMessage({ id: 'answering.numberHint.range' }, { min, max })
      : min !== undefined ? intl.formatMessage({ id: 'answering.numberHint.min' }, { min })
        : max !== undefined ? intl.formatMessage({ id: 'answering.numberHint.max' }, { max }) : undefined;
  return (
    <div className="number-answer">
      <TextField
        label={element.title}
        description={element.description || hint ? (<>{element.description && <RichTextView html={element.description} inline />}{element.description && hint ? ' · ' : ''}{hint}</>) : undefined}
        value={text}
        onChange={(next) => {
          setText(next);
          onChange(parseTypedNumber(next, intl.locale));
        }}
        onBlur={onBlur}
        inputMode={element.kind === 'number' && (min ?? 0) >= 0 ? 'numeric' : 'decimal'}
        isRequired={element.required}
        validationBehavior="aria"
        errorMessage={errorMessage}
      />
    </div>
  );
}
