import type { ComponentType } from 'react';
import type { AnswerValue } from '#core/answers/answer.schema';
import type { ElementKind, FormElement } from '#core/forms/element.schema';
import { NumberAnswer } from './answer-number';
import { RadioAnswer } from './answer-radio';
import { TextAnswer } from './answer-text';

export interface AnswerRendererProps {
  element: FormElement;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue | undefined) => void;
  onBlur: () => void;
  /** core's message, already translated; shown after blur or submit */
  errorMessage?: string;
}

/** How each element kind is answered. New kinds register here (their designer editor lives in forms/). */
const renderers: Partial<Record<ElementKind, ComponentType<AnswerRendererProps>>> = {
  text: TextAnswer,
  number: NumberAnswer,
  decimal: NumberAnswer,
  radio: RadioAnswer,
};

export function answerRenderer(kind: ElementKind): ComponentType<AnswerRendererProps> | undefined {
  return renderers[kind];
}
