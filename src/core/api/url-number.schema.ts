import { z } from 'zod';
import { MAX_INT4 } from '../text';

/** A row id in a JSON body: a whole number a PostgreSQL integer column holds. */
export const rowIdSchema = z.number().int().positive().max(MAX_INT4);

/**
 * A number written in a path, a query string or a header: plain decimal digits, nothing else.
 * Number() and z.coerce would also read "0x10", "1e1", "+1", "1.0" and " 1 " as numbers, so one
 * row would answer to many spellings; those are refused (400 VALIDATION) instead.
 */
const decimalText = z.string().regex(/^(?:0|[1-9]\d{0,15})$/, 'validation.invalid').transform(Number);

/** Decimal text checked further as a number: `urlNumber(z.number().int().min(1))`. */
export function urlNumber<T extends z.ZodType<unknown, number>>(schema: T) {
  return decimalText.pipe(schema);
}

/** The id of a row in a path or query string ("/form/12", "?formId=12"). */
export const urlRowIdSchema = urlNumber(rowIdSchema);

/** Path parameter `{id}` of every call that names one row. */
export const rowIdParamsSchema = z.object({ id: urlRowIdSchema });

/** The reply of a call that deleted the one row its path named. */
export const rowIdReplySchema = z.object({ id: z.number().int() });
