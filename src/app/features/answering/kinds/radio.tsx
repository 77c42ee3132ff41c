import { Radio } from 'react-aria-components';
import type { AnswerRendererProps } from './renderer-props';
import { choiceSelection, OTHER_KEY, singleChoiceAnswer } from './choice-values';
import { OtherField } from './other-field';
import { AnswerRadioField, useKindText } from './parts';

/** radio: one option (arrow keys move between them), or "other" with its own text. */
export function RadioAnswer({ element, value, onChange, onBlur, errorMessage }: AnswerRendererProps) {
  const t = useKindText();
  const { keys, otherText } = choiceSelection(value);
  const selected = keys[0] ?? null;
  return (
    <div className="choice-answer">
      <AnswerRadioField element={element} value={selected} onSelect={(key) => onChange(singleChoiceAnswer(key, otherText))}
        onBlur={onBlur} errorMessage={errorMessage}>
        <div className="radio-group">
          {(element.options ?? []).map((option) => (
            <Radio key={option.id} value={option.id} className="radio">{option.label}</Radio>
          ))}
          {element.otherOption && <Radio value={OTHER_KEY} className="radio">{element.otherLabel || t('answerKinds.other')}</Radio>}
        </div>
      </AnswerRadioField>
      {selected === OTHER_KEY && (
        <OtherField value={otherText} onChange={(text) => onChange(singleChoiceAnswer(OTHER_KEY, text))} onBlur={onBlur} invalid={Boolean(errorMessage)} />
      )}
    </div>
  );
}

/** boolean: two answers, the author's labels or yes / no. */
export function BooleanAnswer({ element, value, onChange, onBlur, errorMessage }: AnswerRendererProps) {
  const t = useKindText();
  return (
    <AnswerRadioField element={element} value={value === true ? 'true' : value === false ? 'false' : null}
      onSelect={(key) => onChange(key === 'true')} onBlur={onBlur} errorMessage={errorMessage} horizontal>
      <div className="radio-group answer-inline">
        <Radio value="true" className="radio">{element.trueLabel || t('answerKinds.yes')}</Radio>
        <Radio value="false" className="radio">{element.falseLabel || t('answerKinds.no')}</Radio>
      </div>
    </AnswerRadioField>
  );
}
