import type { ProblemSink } from './design-problems';
import {
  LINEAR_SCALE_DEFAULT_MAX, LINEAR_SCALE_DEFAULT_MIN, LINEAR_SCALE_HIGHEST, LINEAR_SCALE_LOWEST, RATING_MAX_ICONS,
} from './design-limits';
import type { FormElement } from './element.schema';
import { numericKinds, textLengthKinds } from './element.schema';

function checkStep(element: FormElement, sink: ProblemSink, wholeNumbers: boolean): void {
  const { step, min, max } = element;
  if (step === undefined) return;
  const malformed = !Number.isFinite(step) || step <= 0 || (wholeNumbers && !Number.isInteger(step)) ||
    (min !== undefined && max !== undefined && min < max && step > max - min);
  if (malformed) sink.add('step', 'validation.stepMalformed');
}

/** number (whole numbers) and decimal: range and step; the range ends must be numbers the answer can take. */
function checkNumberDesign(element: FormElement, sink: ProblemSink): void {
  const whole = element.kind === 'number';
  const { min, max } = element;
  if (whole && min !== undefined && !Number.isInteger(min)) sink.add('min', 'validation.invalidLimit');
  if (whole && max !== undefined && !Number.isInteger(max)) sink.add('max', 'validation.invalidLimit');
  if (min !== undefined && max !== undefined && min >= max) sink.add('min', 'validation.minLessThanMax');
  checkStep(element, sink, whole);
}

const scaleEnd = (n: number) => Number.isInteger(n) && n >= LINEAR_SCALE_LOWEST && n <= LINEAR_SCALE_HIGHEST;

/** linearScale: whole-number ends between 0 and 10, the lower one first. */
function checkLinearScaleDesign(element: FormElement, sink: ProblemSink): void {
  const min = element.min ?? LINEAR_SCALE_DEFAULT_MIN;
  const max = element.max ?? LINEAR_SCALE_DEFAULT_MAX;
  if (!scaleEnd(min)) sink.add('min', 'validation.invalidLimit');
  if (!scaleEnd(max)) sink.add('max', 'validation.invalidLimit');
  if (scaleEnd(min) && scaleEnd(max) && min >= max) sink.add('min', 'validation.minLessThanMax');
  checkStep({ ...element, min, max }, sink, true);
}

/** rating: 1 to 10 icons. */
function checkRatingDesign(element: FormElement, sink: ProblemSink): void {
  const { max } = element;
  if (max !== undefined && !(Number.isInteger(max) && max >= 1 && max <= RATING_MAX_ICONS)) sink.add('max', 'validation.invalidLimit');
}

/** text, email: character limits; equal limits ask for an exact length. */
function checkLengthDesign(element: FormElement, sink: ProblemSink): void {
  const { minLength, maxLength } = element;
  if (minLength !== undefined && (!Number.isInteger(minLength) || minLength < 0)) sink.add('minLength', 'validation.invalidLimit');
  if (maxLength !== undefined && (!Number.isInteger(maxLength) || maxLength < 1)) sink.add('maxLength', 'validation.invalidLimit');
  if (minLength !== undefined && maxLength !== undefined && minLength > maxLength) sink.add('minLength', 'validation.minLessThanMax');
}

/** The numeric options of the kinds that have them. */
export function checkRangeDesign(element: FormElement, sink: ProblemSink): void {
  if (numericKinds.includes(element.kind)) checkNumberDesign(element, sink);
  else if (element.kind === 'linearScale') checkLinearScaleDesign(element, sink);
  else if (element.kind === 'rating') checkRatingDesign(element, sink);
  else if (textLengthKinds.includes(element.kind)) checkLengthDesign(element, sink);
}
