import { z } from 'zod';
import { localityListIdSchema } from './locality-lists';
import { richText } from '../rich-text/rich-text-fields';
import { tableCellSchema } from '../tables/cell.schema';
import { translationsOf } from './form-languages';

/** Every element kind of SPEC 3. */
export const elementKinds = [
  'email', 'phone', 'number', 'decimal', 'text', 'date', 'datetime', 'nationalId', 'attachment',
  'dropdown', 'boolean', 'checkbox', 'radio', 'linearScale', 'address', 'checkboxGrid', 'radioGrid',
  'rating', 'title', 'quote', 'image', 'video', 'table', 'grid',
] as const;
export const elementKindSchema = z.enum(elementKinds);
export type ElementKind = z.infer<typeof elementKindSchema>;

/** Kinds that only present content and take no answer. */
export const displayOnlyKinds: readonly ElementKind[] = ['title', 'quote', 'image', 'video'];
/** Kinds whose answer is one or more of `options`. */
export const choiceKinds: readonly ElementKind[] = ['dropdown', 'checkbox', 'radio'];
/** Kinds with `rows` x `columns` of choices. */
export const choiceGridKinds: readonly ElementKind[] = ['checkboxGrid', 'radioGrid'];
/** Kinds made of cells (SPEC 3 table/grid cell): `cells`. */
export const cellKinds: readonly ElementKind[] = ['table', 'grid'];
/** Kinds whose `min`/`max`/`step` are numbers the answer must respect. */
export const numericKinds: readonly ElementKind[] = ['number', 'decimal'];
/** Kinds whose `minLength`/`maxLength` limit the typed characters. */
export const textLengthKinds: readonly ElementKind[] = ['text', 'email'];
export const dateKinds: readonly ElementKind[] = ['date', 'datetime'];

export const elementIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

const choiceOptionFields = z.object({
  id: elementIdSchema,
  label: z.string().trim().min(1).max(500),
});
export const choiceOptionSchema = choiceOptionFields.extend({
  translations: translationsOf(choiceOptionFields.pick({ label: true })),
});
export type ChoiceOption = z.infer<typeof choiceOptionSchema>;

/** "HH:mm", 24-hour clock. */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
/** "YYYY-MM-DD" */
export const isoDateSchema = z.iso.date();

export const ratingIcons = ['star', 'heart', 'like'] as const;
export const addressLevels = ['province', 'district', 'commune'] as const;

/**
 * One element of a phase. Which options apply depends on `kind` (see the kind lists above and
 * docs/forms.md); options that do not apply are ignored by the answering page and by validation.
 * `description` and `content` are rich text (HTML) that the server sanitises before storing.
 */
const elementFields = z.object({
  id: elementIdSchema,
  kind: elementKindSchema,
  title: z.string().max(2000),
  /** rich text shown under the title */
  description: richText(z.string().max(20000)).optional(),
  required: z.boolean().default(false),
  /** short helper text inside an empty input */
  placeholder: z.string().max(500).optional(),

  /** number, decimal: inclusive range, step and unit. linearScale: the scale's ends (integers). */
  min: z.number().optional(),
  max: z.number().optional(),
  step: z.number().positive().optional(),
  unit: z.string().max(50).optional(),
  /** decimal: digits after the separator */
  decimalPlaces: z.number().int().min(0).max(10).optional(),

  /** text, email: character limits; text may be multi-line */
  minLength: z.number().int().nonnegative().optional(),
  maxLength: z.number().int().positive().optional(),
  multiline: z.boolean().optional(),

  /** dropdown, checkbox, radio */
  options: z.array(choiceOptionSchema).max(1000).optional(),
  otherOption: z.boolean().optional(),
  otherLabel: z.string().max(200).optional(),
  /** checkbox: how many options may or must be ticked */
  minChoices: z.number().int().nonnegative().optional(),
  maxChoices: z.number().int().positive().optional(),

  /** checkboxGrid, radioGrid: one question per row, answered in the columns */
  rows: z.array(choiceOptionSchema).max(200).optional(),
  columns: z.array(choiceOptionSchema).max(50).optional(),

  /** linearScale: labels at the two ends */
  minLabel: z.string().max(200).optional(),
  maxLabel: z.string().max(200).optional(),

  /** rating: icon and how many (max, default 5) */
  ratingIcon: z.enum(ratingIcons).optional(),

  /** boolean: the two answers' labels (default yes / no) */
  trueLabel: z.string().max(200).optional(),
  falseLabel: z.string().max(200).optional(),

  /** date, datetime */
  disallowPast: z.boolean().optional(),
  disallowFuture: z.boolean().optional(),
  /** earliest / latest allowed date */
  minDate: isoDateSchema.optional(),
  maxDate: isoDateSchema.optional(),
  /** datetime: custom time range within a day */
  timeFrom: timeOfDaySchema.optional(),
  timeTo: timeOfDaySchema.optional(),

  /** address: which levels are asked; a two-level list (after the 2025 reform) asks province and commune */
  addressLevels: z.array(z.enum(addressLevels)).min(1).max(3).optional(),
  /** address: the list of units offered (none: the three-level list of before the 2025 reform) */
  localityList: localityListIdSchema.optional(),

  /** attachment: accepted MIME types or extensions (".pdf", "image/*"), size limit and count */
  acceptTypes: z.array(z.string().max(100)).max(30).optional(),
  maxFileSizeMb: z.number().positive().max(100).optional(),
  maxFiles: z.number().int().positive().max(20).optional(),

  /** image, video: a stored file URL or an external link; caption under it */
  mediaUrl: z.string().max(2000).optional(),
  caption: z.string().max(1000).optional(),
  /** title, quote: rich-text body */
  content: richText(z.string().max(50000)).optional(),

  /** table, grid: SPEC 3 cells; row 0 holds the column headers (see docs/forms.md) */
  cells: z.array(tableCellSchema).max(5000).optional(),
  /** grid: respondents may add rows up to this many */
  maxRows: z.number().int().positive().max(500).optional(),
});

/** The texts of an element a respondent reads, which an author may also give in English. */
export const elementTextFields = [
  'title', 'description', 'placeholder', 'unit', 'otherLabel', 'minLabel', 'maxLabel', 'trueLabel', 'falseLabel', 'caption', 'content',
] as const;

type ElementTextField = (typeof elementTextFields)[number];
const elementTextMask = Object.fromEntries(elementTextFields.map((field) => [field, true])) as Record<ElementTextField, true>;

export const elementSchema = elementFields.extend({
  translations: translationsOf(elementFields.pick(elementTextMask)),
});
export type FormElement = z.infer<typeof elementSchema>;
export type FormElementInput = z.input<typeof elementSchema>;
