import { z } from 'zod';
import { listSchema, pagingQuerySchema } from './envelope';
import { rowIdParamsSchema, urlRowIdSchema } from './url-number.schema';

const dayText = z.iso.date();
const word = z.string().trim().min(1).max(100);

/**
 * GET /api/v1/LogAction?userId=&user=&type=&entity=&entityId=&from=&to=&page=&pageSize=
 * (from/to are Vietnam calendar days, both included).
 */
export const listActionLogsQuerySchema = pagingQuerySchema.extend({
  userId: urlRowIdSchema.optional(),
  /** in the person's name or username (also the name kept in the record), ignoring case and accents */
  user: z.string().trim().max(200).optional(),
  type: word.optional(),
  entity: word.optional(),
  entityId: word.optional(),
  from: dayText.optional(),
  to: dayText.optional(),
});
export type ListActionLogsQuery = z.infer<typeof listActionLogsQuerySchema>;

export const actionLogIdParamsSchema = rowIdParamsSchema;

/** One record as the list shows it: who, what, when (ISO UTC), where (address). */
export const actionLogItemSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** null when the account no longer exists; userName keeps the name recorded at the time */
  user: z.object({ id: z.number().int(), name: z.string(), username: z.string() }).nullable(),
  userName: z.string().nullable(),
  type: z.string(),
  title: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  ip: z.string().nullable(),
});
export type ActionLogItem = z.infer<typeof actionLogItemSchema>;

export const actionLogListSchema = listSchema(actionLogItemSchema);
export type ActionLogList = z.infer<typeof actionLogListSchema>;

/** GET /api/v1/LogAction/{id}: the record with the data before and after the change (null when none). */
export const actionLogDetailSchema = actionLogItemSchema.extend({
  oldData: z.unknown(),
  newData: z.unknown(),
});
export type ActionLogDetail = z.infer<typeof actionLogDetailSchema>;

/** GET /api/v1/LogAction/types: the types and entities the company's records use, for the filters. */
export const actionLogTypesSchema = z.object({
  types: z.array(z.string()),
  entities: z.array(z.string()),
});
export type ActionLogTypes = z.infer<typeof actionLogTypesSchema>;
