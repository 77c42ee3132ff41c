import { Radio } from 'react-aria-components';
import type { AnswerRendererProps } from './renderer-props';
import { AnswerRadioField, useKindText } from './parts';
import { answerNumber, ratingCount } from './scale-values';

const glyphs = {
  star: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 3 1.1-6.2L3 9.7l6.2-.9z',
  heart: 'M12 20s-7-4.5-9-9a4.5 4.5 0 0 1 9-3 4.5 4.5 0 0 1 9 3c-2 4.5-9 9-9 9z',
  like: 'M7 10v10H3V10zM7 10l4-7a2 2 0 0 1 3 2l-1 4h6a2 2 0 0 1 2 2l-2 7a2 2 0 0 1-2 2H7z',
} as const;

/** rating: a row of icons; choosing the third fills the first three. Arrow keys move, each icon says "3 trên 5 sao". */
export function RatingAnswer({ element, value, onChange, onBlur, errorMessage }: AnswerRendererProps) {
  const t = useKindText();
  const icon = element.ratingIcon ?? 'star';
  const count = ratingCount(element);
  const current = answerNumber(value) ?? 0;
  return (
    <AnswerRadioField element={element} className="field rating-answer" value={current > 0 ? String(current) : null}
      onSelect={(key) => onChange(Number(key))} onBlur={onBlur} errorMessage={errorMessage} horizontal>
      <div className="rating-options" data-icon={icon}>
        {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
          <Radio key={n} value={String(n)} className="rating-option" data-filled={n <= current || undefined}
            aria-label={t('answerKinds.rating.value', { value: n, max: count, icon })}>
            <svg width={32} height={32} viewBox="0 0 24 24" aria-hidden="true" focusable="false" stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round">
              <path d={glyphs[icon]} />
            </svg>
          </Radio>
        ))}
      </div>
    </AnswerRadioField>
  );
}
