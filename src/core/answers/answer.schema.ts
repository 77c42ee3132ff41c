import { z } from 'zod';
import { elementIdSchema } from '../forms/element.schema';
import { storableString } from '../text';

/**
 * A file attached to an answer. `key` is the storage key once uploaded; an attachment chosen
 * offline carries only `localId` (the Blob waits in IndexedDB) until the outbox uploads it and
 * writes the key in. The server accepts only files with a key.
 */
export const fileRefSchema = z.object({
  key: storableString().max(300).optional(),
  localId: storableString().max(100).optional(),
  name: storableString().max(300),
  size: z.number().int().nonnegative().max(10 * 1024 * 1024 * 1024),
  type: storableString().max(200),
});
export type FileRef = z.infer<typeof fileRefSchema>;

/**
 * Answers keyed by a part of the element:
 * - checkboxGrid / radioGrid: row id → column id (radio) or column ids (checkbox)
 * - table / grid: `${rowKey}:${columnKey}` → text, or option id(s) for choice columns
 *   (grid rows added by the respondent use rowKey `r1`, `r2`, …)
 * - address: `province` / `district` / `commune` → locality code
 */
export const keyedAnswerSchema = z.record(
  z.string().regex(/^[A-Za-z0-9_:.-]{1,140}$/),
  z.union([storableString().max(10_000), z.array(storableString().max(2000)).max(200)]),
);
export type KeyedAnswer = z.infer<typeof keyedAnswerSchema>;

/**
 * An answer as typed. By kind (docs/forms.md, "Answers"): text-like kinds and date/datetime a
 * string; number, decimal, linearScale, rating a number (or decimal text); boolean a boolean;
 * radio, dropdown an option id (or `other:<text>`); checkbox option ids; grids, tables and
 * address a keyed answer; attachment a list of files.
 */
export const answerValueSchema = z.union([
  storableString().max(100_000),
  z.number(),
  z.boolean(),
  z.array(storableString().max(2000)).max(1000),
  z.array(fileRefSchema).max(20),
  keyedAnswerSchema,
  z.null(),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;

export const answersSchema = z.record(elementIdSchema, answerValueSchema);
export type Answers = z.infer<typeof answersSchema>;

export function isKeyedAnswer(value: AnswerValue | undefined): value is KeyedAnswer {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function isFileList(value: AnswerValue | undefined): value is FileRef[] {
  return Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'object');
}

export function isEmptyAnswer(value: AnswerValue | undefined): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isKeyedAnswer(value)) return Object.values(value).every((v) => (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0));
  return false;
}
