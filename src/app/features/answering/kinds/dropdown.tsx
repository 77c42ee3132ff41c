import {
  Button, ComboBox, Input, ListBox, ListBoxItem, Popover, Select, SelectValue, type Key,
} from 'react-aria-components';
import type { AnswerRendererProps } from './renderer-props';
import { choiceSelection, OTHER_KEY, singleChoiceAnswer } from './choice-values';
import { OtherField } from './other-field';
import { AnswerDescription, AnswerError, AnswerLabel, useKindText } from './parts';

/** Past this many options a plain list is tiring to scroll: the respondent types to filter instead. */
export const SEARCHABLE_FROM = 16;

function Chevron() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

/** dropdown: a select (a searchable combo box for long lists), with "other" and its text. */
export function DropdownAnswer({ element, value, onChange, onBlur, errorMessage }: AnswerRendererProps) {
  const t = useKindText();
  const { keys, otherText } = choiceSelection(value);
  const selected = keys[0] ?? null;
  const items = [...(element.options ?? []), ...(element.otherOption ? [{ id: OTHER_KEY, label: element.otherLabel || t('answerKinds.other') }] : [])];
  const choose = (key: Key | null) => onChange(singleChoiceAnswer(key === null ? null : String(key), otherText));
  const shared = {
    className: 'field dropdown-answer',
    selectedKey: selected,
    onSelectionChange: choose,
    onBlur,
    isRequired: element.required,
    isInvalid: Boolean(errorMessage),
    validationBehavior: 'aria' as const,
  };
  const list = (
    <Popover className="answer-popover" placement="bottom start">
      <ListBox className="answer-listbox" items={items} renderEmptyState={() => <p className="answer-empty">{t('answerKinds.select.noResults')}</p>}>
        {(item) => <ListBoxItem id={item.id} className="answer-option" textValue={item.label}>{item.label}</ListBoxItem>}
      </ListBox>
    </Popover>
  );
  return (
    <div className="choice-answer">
      {items.length >= SEARCHABLE_FROM ? (
        <ComboBox {...shared} defaultItems={items} menuTrigger="focus">
          <AnswerLabel element={element} />
          <div className="answer-affix">
            <Input className="answer-input" placeholder={element.placeholder || t('answerKinds.select.search')} />
            <Button className="answer-affix-button" aria-label={t('answerKinds.select.show')}><Chevron /></Button>
          </div>
          <AnswerDescription element={element} />
          <AnswerError message={errorMessage} />
          {list}
        </ComboBox>
      ) : (
        <Select {...shared} placeholder={element.placeholder || t('answerKinds.select.placeholder')}>
          <AnswerLabel element={element} />
          <Button className="select-button"><SelectValue className="select-value" /><Chevron /></Button>
          <AnswerDescription element={element} />
          <AnswerError message={errorMessage} />
          {list}
        </Select>
      )}
      {selected === OTHER_KEY && (
        <OtherField value={otherText} onChange={(text) => onChange(singleChoiceAnswer(OTHER_KEY, text))} onBlur={onBlur} invalid={Boolean(errorMessage)} />
      )}
    </div>
  );
}
