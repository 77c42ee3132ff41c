import './answer-kinds.css';
import type { ComponentType } from 'react';
import type { AnswerValue } from '#core/answers';
import type { ElementKind, FormElement } from '#core/forms';
import { AddressAnswer } from './answer-address';
import { AttachmentAnswer } from './answer-attachment';
import { CheckboxAnswer } from './answer-checkbox';
import { ChoiceGridAnswer } from './answer-choice-grid';
import { ImageContent, QuoteContent, TitleContent, VideoContent } from './answer-content';
import { DateAnswer } from './answer-date';
import { DropdownAnswer } from './answer-dropdown';
import { NumberAnswer } from './answer-number';
import { BooleanAnswer, RadioAnswer } from './answer-radio';
import { RatingAnswer } from './answer-rating';
import { LinearScaleAnswer } from './answer-scale';
import { TableAnswer } from './answer-table';
import { TextAnswer } from './answer-text';

export interface AnswerRendererProps {
  element: FormElement;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue | undefined) => void;
  onBlur: () => void;
  /** core's message, already translated; shown after blur or submit */
  errorMessage?: string;
}

/** How each element kind is answered (or shown, for display-only kinds). Their designer editors live in forms/. */
const renderers: Record<ElementKind, ComponentType<AnswerRendererProps>> = {
  text: TextAnswer,
  email: TextAnswer,
  phone: TextAnswer,
  nationalId: TextAnswer,
  number: NumberAnswer,
  decimal: NumberAnswer,
  date: DateAnswer,
  datetime: DateAnswer,
  radio: RadioAnswer,
  dropdown: DropdownAnswer,
  checkbox: CheckboxAnswer,
  boolean: BooleanAnswer,
  linearScale: LinearScaleAnswer,
  rating: RatingAnswer,
  radioGrid: ChoiceGridAnswer,
  checkboxGrid: ChoiceGridAnswer,
  table: TableAnswer,
  grid: TableAnswer,
  address: AddressAnswer,
  attachment: AttachmentAnswer,
  title: TitleContent,
  quote: QuoteContent,
  image: ImageContent,
  video: VideoContent,
};

export function answerRenderer(kind: ElementKind): ComponentType<AnswerRendererProps> | undefined {
  return renderers[kind];
}
