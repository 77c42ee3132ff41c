import { Radio } from 'react-aria-components';
import type { AnswerRendererProps } from './renderer-props';
import { AnswerRadioField } from './parts';
import { answerNumber, scalePoints } from './scale-values';

/** linearScale: numbered boxes in a row that wraps on phones, the author's words at the two ends. */
export function LinearScaleAnswer({ element, value, onChange, onBlur, errorMessage }: AnswerRendererProps) {
  const points = scalePoints(element);
  const current = answerNumber(value);
  const first = points[0];
  const last = points[points.length - 1];
  const nameOf = (n: number) => {
    const end = n === first ? element.minLabel : n === last ? element.maxLabel : undefined;
    return end ? `${n} (${end})` : String(n);
  };
  return (
    <AnswerRadioField element={element} className="field scale-answer" value={current === null ? null : String(current)}
      onSelect={(key) => onChange(Number(key))} onBlur={onBlur} errorMessage={errorMessage} horizontal>
      <div className="scale-options">
        {points.map((n) => (
          <Radio key={n} value={String(n)} className="scale-option" aria-label={nameOf(n)}>{String(n)}</Radio>
        ))}
      </div>
      {(element.minLabel || element.maxLabel) && (
        <div className="scale-ends" aria-hidden="true">
          <span>{element.minLabel}</span>
          <span>{element.maxLabel}</span>
        </div>
      )}
    </AnswerRadioField>
  );
}
