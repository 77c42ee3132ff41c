import type { AnswerValue } from '#core/answers/answer.schema';
import type { FormElement } from '#core/forms/element.schema';

/** What every answer component of an element kind receives (see renderer.ts). */
export interface AnswerRendererProps {
  element: FormElement;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue | undefined) => void;
  onBlur: () => void;
  /** core's message, already translated; shown after blur or submit */
  errorMessage?: string;
}
