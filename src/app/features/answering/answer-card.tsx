import { memo, useCallback } from 'react';
import type { AnswerValue } from '#core/answers';
import type { FormElement } from '#core/forms';
import { answerRenderer } from './kinds/renderer';

interface AnswerCardProps {
  element: FormElement;
  value: AnswerValue | undefined;
  errorMessage: string | undefined;
  /** stable across renders (the session's own), so that a card re-renders only for its own props */
  onChange: (elementId: string, value: AnswerValue | undefined) => void;
  onBlur: (elementId: string) => void;
}

/**
 * One question of a page. Memoised: a keypress in one question re-renders that question only,
 * not the hundreds beside it on a large form (issue 15).
 */
export const AnswerCard = memo(function AnswerCard({ element, value, errorMessage, onChange, onBlur }: AnswerCardProps) {
  const { id } = element;
  const change = useCallback((next: AnswerValue | undefined) => onChange(id, next), [onChange, id]);
  const blur = useCallback(() => onBlur(id), [onBlur, id]);
  const Renderer = answerRenderer(element.kind);
  if (!Renderer) return null;
  return (
    <li className="card answer-card" data-element-id={id}>
      <Renderer element={element} value={value} onChange={change} onBlur={blur} errorMessage={errorMessage} />
    </li>
  );
});
