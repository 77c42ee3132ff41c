import type { FormElement } from '#core/forms';
import { ATTACHMENT_MAX_FILE_MB, ATTACHMENT_MAX_FILES, LINEAR_SCALE_HIGHEST, LINEAR_SCALE_LOWEST, RATING_MAX_ICONS } from '#core/forms';
import { linkPattern } from '#core/forms';
import { asRichText } from '#core/rich-text';
import { readChoiceList } from './choice-lists';
import { surveyJsNoteCodes } from './note-codes';
import { numberOption, positiveInteger, type QuestionSource } from './question-source';
import { withoutUndefined } from './question-text';
import { fitText } from './texts';

const RATING_CHOICES_MAX = 50;

function label(q: QuestionSource, key: string): string | undefined {
  const text = q.source.text(key)?.trim();
  return text ? fitText(q.context, q.where, text, 200) : undefined;
}

/** boolean: yes / no with their labels; the values SurveyJS stores (`valueTrue`) only matter to the show rules. */
export function booleanQuestion(q: QuestionSource): FormElement {
  q.booleanValues = { yes: q.source.text('valueTrue') ?? 'true', no: q.source.text('valueFalse') ?? 'false' };
  return withoutUndefined({ ...q.base, kind: 'boolean', trueLabel: label(q, 'labelTrue'), falseLabel: label(q, 'labelFalse') });
}

/**
 * The values of a SurveyJS rating: `rateMin`..`rateMax` by `rateStep`; with `rateCount`, that many
 * values from `rateMin`, or up to `rateMax` when only that end is given.
 */
function ratingScale(q: QuestionSource): { min: number; max: number; step: number } {
  const givenMin = numberOption(q, 'rateMin');
  const givenMax = numberOption(q, 'rateMax');
  const rawStep = numberOption(q, 'rateStep') ?? 1;
  const step = rawStep > 0 ? rawStep : 1;
  const count = positiveInteger(numberOption(q, 'rateCount'));
  if (count === undefined) return { min: givenMin ?? 1, max: givenMax ?? 5, step };
  const span = (count - 1) * step;
  if (givenMin === undefined && givenMax !== undefined) return { min: givenMax - span, max: givenMax, step };
  const min = givenMin ?? 1;
  return { min, max: min + span, step };
}

const wholeWithin = (n: number, low: number, high: number) => Number.isInteger(n) && n >= low && n <= high;

/** A rating this product cannot draw as a scale: one choice per value (custom `rateValues`, or an unusual range). */
function ratingAsChoices(q: QuestionSource, values: readonly unknown[]): FormElement | null {
  const list = readChoiceList(q.context, q.where, values, RATING_CHOICES_MAX);
  q.context.note(q.where, surveyJsNoteCodes.ratingAsChoices, JSON.stringify(values.slice(0, RATING_CHOICES_MAX)));
  if (list.options.length === 0) return null;
  for (const [value, id] of list.idsByValue) q.optionIds.set(value, id);
  return { ...q.base, kind: 'radio', options: list.options };
}

/**
 * rating: stars 1..n (n ≤ 10) become a star rating; other whole-number scales within 0..10 a
 * linear scale with its end labels; anything else one-choice options.
 */
export function ratingQuestion(q: QuestionSource): FormElement | null {
  const custom = q.source.array('rateValues');
  if (custom.length > 0) return ratingAsChoices(q, custom);
  const { min, max, step } = ratingScale(q);
  const stars = q.source.text('rateType') === 'stars';
  if (stars && min === 1 && step === 1 && wholeWithin(max, 1, RATING_MAX_ICONS)) {
    return { ...q.base, kind: 'rating', ratingIcon: 'star', max };
  }
  const scale = wholeWithin(min, LINEAR_SCALE_LOWEST, LINEAR_SCALE_HIGHEST) && wholeWithin(max, LINEAR_SCALE_LOWEST, LINEAR_SCALE_HIGHEST) &&
    Number.isInteger(step) && min < max && step <= max - min;
  if (scale) {
    return withoutUndefined({
      ...q.base, kind: 'linearScale', min, max, step: step === 1 ? undefined : step,
      minLabel: label(q, 'minRateDescription'), maxLabel: label(q, 'maxRateDescription'),
    });
  }
  const values: number[] = [];
  for (let value = min; value <= max && values.length < RATING_CHOICES_MAX; value += step) values.push(value);
  return ratingAsChoices(q, values);
}

function acceptedTypes(q: QuestionSource): string[] | undefined {
  const types = (q.source.text('acceptedTypes') ?? '').split(',').map((type) => type.trim().slice(0, 100)).filter((type) => type !== '');
  return types.length > 0 ? types.slice(0, 30) : undefined;
}

/** file: accepted types, size limit (SurveyJS bytes → MB, at most this product's limit) and how many files. */
export function fileQuestion(q: QuestionSource): FormElement {
  const bytes = numberOption(q, 'maxSize');
  let maxFileSizeMb = bytes !== undefined && bytes > 0 ? Math.round((bytes / 1048576) * 100) / 100 || 0.01 : undefined;
  if (maxFileSizeMb !== undefined && maxFileSizeMb > ATTACHMENT_MAX_FILE_MB) {
    q.context.note(q.where, surveyJsNoteCodes.constraintDropped, `maxSize: ${bytes}`);
    maxFileSizeMb = undefined;
  }
  const multiple = q.source.boolean('allowMultiple') === true;
  const maxFiles = multiple ? positiveInteger(numberOption(q, 'maxFiles')) : 1;
  return withoutUndefined({
    ...q.base, kind: 'attachment', acceptTypes: acceptedTypes(q), maxFileSizeMb,
    maxFiles: maxFiles !== undefined ? Math.min(maxFiles, ATTACHMENT_MAX_FILES) : undefined,
  });
}

/** signaturepad: no drawing pad here, so one uploaded image (noted). */
export function signatureQuestion(q: QuestionSource): FormElement {
  q.context.note(q.where, surveyJsNoteCodes.signatureAsFile, '');
  return { ...q.base, kind: 'attachment', acceptTypes: ['image/*'], maxFiles: 1 };
}

/** html: a block of content (the server sanitises the HTML like any rich text). */
export function htmlQuestion(q: QuestionSource): FormElement {
  const html = q.source.text('html') ?? '';
  return { ...q.base, kind: 'quote', required: false, content: asRichText(fitText(q.context, q.where, html, 50000)) };
}

/** image: a picture by its web link; a data: or relative link cannot be kept. */
export function imageQuestion(q: QuestionSource): FormElement | null {
  const link = q.source.text('imageLink')?.trim() ?? '';
  if (!linkPattern.test(link) || link.startsWith('/')) {
    q.context.note(q.where, surveyJsNoteCodes.mediaLinkNotMapped, link.slice(0, 200));
    return null;
  }
  const caption = q.source.text('altText')?.trim();
  return withoutUndefined({
    ...q.base, kind: 'image', required: false, mediaUrl: fitText(q.context, q.where, link, 2000),
    caption: caption ? fitText(q.context, q.where, caption, 1000) : undefined,
  });
}
