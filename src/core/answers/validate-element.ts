import type { FormElement } from '../forms/element.schema';
import type { Message } from '../i18n/message-keys';
import { type AnswerContext, answerContext } from './answer-context';
import type { AnswerValue } from './answer.schema';
import { isEmptyAnswer } from './answer.schema';
import { addressProblem } from './validate-address';
import { attachmentProblem } from './validate-attachment';
import { booleanProblem, multipleChoiceProblem, singleChoiceProblem } from './validate-choice';
import { dateProblem, dateTimeProblem } from './validate-date';
import { choiceGridProblem } from './validate-grid';
import { numberProblem, scaleProblem } from './validate-number';
import { tableProblem } from './validate-table';
import { emailProblem, nationalIdProblem, phoneProblem, textProblem } from './validate-text';

/**
 * Validates one answer against its element; null when acceptable. The same function runs on the
 * page and on the server, so both refuse exactly the same answers (docs/forms.md, "Answers").
 */
export function validateElementAnswer(element: FormElement, value: AnswerValue | undefined, ctx: AnswerContext = answerContext()): Message | null {
  if (value === undefined || isEmptyAnswer(value)) return element.required ? { key: 'validation.required' } : null;
  switch (element.kind) {
    case 'number':
    case 'decimal':
      return numberProblem(element, value);
    case 'linearScale':
    case 'rating':
      return scaleProblem(element, value);
    case 'text':
      return textProblem(element, value);
    case 'email':
      return emailProblem(element, value);
    case 'phone':
      return phoneProblem(value);
    case 'nationalId':
      return nationalIdProblem(value);
    case 'radio':
    case 'dropdown':
      return singleChoiceProblem(element, value);
    case 'checkbox':
      return multipleChoiceProblem(element, value);
    case 'boolean':
      return booleanProblem(value);
    case 'date':
      return dateProblem(element, value, ctx);
    case 'datetime':
      return dateTimeProblem(element, value, ctx);
    case 'radioGrid':
    case 'checkboxGrid':
      return choiceGridProblem(element, value);
    case 'table':
    case 'grid':
      return tableProblem(element, value);
    case 'address':
      return addressProblem(element, value);
    case 'attachment':
      return attachmentProblem(element, value, ctx);
    case 'title':
    case 'quote':
    case 'image':
    case 'video':
      return null;
  }
}
