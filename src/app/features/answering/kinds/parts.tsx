import type { ReactNode } from 'react';
import { FieldError, Label, RadioGroup, Text } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { FormElement } from '#core/forms';
import { RichTextView } from '#app/shared/ui/rich-text-view';
import { useT } from '#app/shared/i18n/use-t';
import { answerHintsMessages } from '#app/shared/forms/answer-hints-messages';
import { answerKindsMessages } from './kinds-messages';

/** The question's title with the red marker of required questions (for react-aria fields). */
/** An input's placeholder props: none when the author wrote none. */
export const placeholderProps = (placeholder: string | undefined) => (placeholder === undefined ? {} : { placeholder });

export function AnswerLabel({ element }: { element: FormElement }) {
  return (
    <Label className="field-label">
      {element.title}
      {element.required && <span className="required-marker" aria-hidden="true">*</span>}
    </Label>
  );
}

/** The author's rich description and any hints (range, unit, allowed dates), joined by " · ". */
export function AnswerDescription({ element, hints = [] }: { element: FormElement; hints?: readonly (string | undefined)[] }) {
  const shown = hints.filter((h): h is string => Boolean(h));
  if (!element.description && shown.length === 0) return null;
  return (
    <Text slot="description" className="field-description">
      {element.description && <RichTextView html={element.description} inline />}
      {element.description && shown.length > 0 ? ' · ' : ''}
      {shown.join(' · ')}
    </Text>
  );
}

/** The error of a react-aria field: rendered only while the field is invalid, announced with it. */
export function AnswerError({ message }: { message?: string | undefined }) {
  return <FieldError className="field-error">{message}</FieldError>;
}

/** For composite widgets outside a react-aria field (grids, tables): the same look, wired by id. */
export function PlainError({ id, message }: { id: string; message?: string | undefined }) {
  return message ? <p id={id} className="field-error">{message}</p> : null;
}

export function PlainLabelText({ element, children }: { element: FormElement; children?: ReactNode }) {
  return (
    <>
      {element.title}
      {element.required && <span className="required-marker" aria-hidden="true">*</span>}
      {children}
    </>
  );
}

/** Message lookup for this feature's strings. */
export function useKindText() {
  return useT(answerKindsMessages, answerHintsMessages);
}

/** react-aria's locale for dates: day before month in both languages (react-aria follows the browser otherwise). */
export function useAriaLocale(): string {
  return useIntl().locale === 'vi' ? 'vi-VN' : 'en-GB';
}

interface AnswerRadioFieldProps {
  element: FormElement;
  value: string | null;
  onSelect: (key: string) => void;
  onBlur: () => void;
  errorMessage?: string | undefined;
  className?: string;
  horizontal?: boolean;
  children: ReactNode;
}

/** A question answered by one choice among radios (choices, yes/no, scales, ratings): label, description, error. */
export function AnswerRadioField({ element, value, onSelect, onBlur, errorMessage, className = 'field', horizontal, children }: AnswerRadioFieldProps) {
  return (
    <RadioGroup
      className={className}
      value={value}
      onChange={onSelect}
      onBlur={onBlur}
      orientation={horizontal ? 'horizontal' : 'vertical'}
      isRequired={element.required}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <AnswerLabel element={element} />
      <AnswerDescription element={element} />
      {children}
      <AnswerError message={errorMessage} />
    </RadioGroup>
  );
}
