import { Checkbox, CheckboxGroup } from 'react-aria-components';
import type { FormElement } from '#core/forms';
import type { AnswerRendererProps } from './answer-renderer';
import { choiceSelection, multiChoiceAnswer, OTHER_KEY } from './answer-choice-values';
import { OtherField } from './answer-other-field';
import { AnswerDescription, AnswerError, AnswerLabel, useKindText } from './answer-parts';

function useChoicesHint(element: FormElement): string | undefined {
  const t = useKindText();
  const { minChoices: min, maxChoices: max } = element;
  if (min && max) return min === max ? t('answerKinds.choices.exact', { count: min }) : t('answerKinds.choices.range', { min, max });
  if (min) return t('answerKinds.choices.min', { min });
  if (max) return t('answerKinds.choices.max', { max });
  return undefined;
}

/** checkbox: any number of options (within minChoices..maxChoices), and "other" with its own text. */
export function CheckboxAnswer({ element, value, onChange, onBlur, errorMessage }: AnswerRendererProps) {
  const t = useKindText();
  const hint = useChoicesHint(element);
  const { keys, otherText } = choiceSelection(value);
  const order = (element.options ?? []).map((o) => o.id);
  const options = [...(element.options ?? []), ...(element.otherOption ? [{ id: OTHER_KEY, label: element.otherLabel || t('answerKinds.other') }] : [])];
  return (
    <div className="choice-answer">
      <CheckboxGroup
        className="field"
        value={keys}
        onChange={(next) => onChange(multiChoiceAnswer(next, order, otherText))}
        onBlur={onBlur}
        isRequired={element.required}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
      >
        <AnswerLabel element={element} />
        <AnswerDescription element={element} hints={[hint]} />
        <div className="radio-group">
          {options.map((option) => (
            <Checkbox key={option.id} value={option.id} className="checkbox">
              {({ isSelected }) => (
                <>
                  <span className="box" aria-hidden="true">{isSelected ? '✓' : ''}</span>
                  {option.label}
                </>
              )}
            </Checkbox>
          ))}
        </div>
        <AnswerError message={errorMessage} />
      </CheckboxGroup>
      {keys.includes(OTHER_KEY) && (
        <OtherField value={otherText} onChange={(text) => onChange(multiChoiceAnswer(keys, order, text))} onBlur={onBlur} invalid={Boolean(errorMessage)} />
      )}
    </div>
  );
}
