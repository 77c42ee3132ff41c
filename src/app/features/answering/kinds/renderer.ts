import './kinds.css';
import type { ComponentType } from 'react';
import type { ElementKind } from '#core/forms';
import { AddressAnswer } from '../address/address-answer';
import { AttachmentAnswer } from '../attachment/attachment-answer';
import { CheckboxAnswer } from './checkbox';
import { ChoiceGridAnswer } from './choice-grid';
import { ImageContent, QuoteContent, TitleContent, VideoContent } from './content';
import { DateAnswer } from './date';
import { DropdownAnswer } from './dropdown';
import { NumberAnswer } from './number';
import { BooleanAnswer, RadioAnswer } from './radio';
import { RatingAnswer } from './rating';
import { LinearScaleAnswer } from './scale';
import { TableAnswer } from './table';
import { TextAnswer } from './text';
import type { AnswerRendererProps } from './renderer-props';

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
