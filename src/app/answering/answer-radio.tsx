import { RadioGroup } from '../ui/radio-group';
import type { AnswerRendererProps } from './answer-renderer';
import { RichTextView } from '../ui/rich-text-view';

export function RadioAnswer({ element, value, onChange, onBlur, errorMessage }: AnswerRendererProps) {
  return (
    <RadioGroup
      label={element.title}
      description={element.description ? <RichTextView html={element.description} inline /> : undefined}
      options={element.options ?? []}
      value={typeof value === 'string' ? value : null}
      onChange={(optionId) => onChange(optionId)}
      onBlur={onBlur}
      isRequired={element.required}
      validationBehavior="aria"
      errorMessage={errorMessage}
    />
  );
}
