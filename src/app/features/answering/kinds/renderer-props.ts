import type { AnswerValue } from '#core/answers';
import type { FormElement } from '#core/forms';

/** What every answer component of an element kind receives (see renderer.ts). */
export interface AnswerRendererProps {
  element: FormElement;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue | undefined) => void;
  onBlur: () => void;
  /** core's message, already translated; shown after blur or submit */
  errorMessage?: string | undefined;
}
