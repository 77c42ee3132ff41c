import { TextField } from '../ui/text-field';
import type { AnswerRendererProps } from './answer-renderer';
import { RichTextView } from '../ui/rich-text-view';

export function TextAnswer({ element, value, onChange, onBlur, errorMessage }: AnswerRendererProps) {
  return (
    <TextField
      label={element.title}
      description={element.description ? <RichTextView html={element.description} inline /> : undefined}
      value={typeof value === 'string' ? value : ''}
      onChange={(text) => onChange(text === '' ? undefined : text)}
      onBlur={onBlur}
      isRequired={element.required}
      validationBehavior="aria"
      errorMessage={errorMessage}
      multiline={element.maxLength === undefined || element.maxLength > 200}
    />
  );
}
