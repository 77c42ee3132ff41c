import { z } from 'zod';
import { listSchema, pagingQuerySchema } from './envelope';
import { rowIdParamsSchema, urlNumber } from './url-number.schema';

/**
 * What happened, rendered by the page in the reader's language from `kind` + `data` (no sentence
 * is stored). A kind the page does not know is shown with a generic text.
 */
export const NotificationKind = {
  FormApproved: 'formApproved',
  FormRejected: 'formRejected',
  /** to the company's reviewers: a form entered review */
  FormAwaitingReview: 'formAwaitingReview',
  /** to the form's owner: someone reported a problem with the form */
  FormErrorReport: 'formErrorReport',
  /** to the company's administrators and ErrorReportManage holders */
  ErrorReportNew: 'errorReportNew',
  /** to the signed-in reporter */
  ErrorReportHandled: 'errorReportHandled',
  /** to the form's owner, once per maximum: settings.maxAnswers reached */
  FormAnswersFull: 'formAnswersFull',
} as const;

export const notificationDataSchema = z.object({
  formId: z.number().int().nullable().optional(),
  title: z.string().nullable().optional(),
  reason: z.string().nullable().optional(),
  reportId: z.number().int().optional(),
  maxAnswers: z.number().int().optional(),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationItemSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  data: notificationDataSchema,
  createdAt: z.string(),
  /** null while unread */
  readAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** GET list?page&pageSize: one's own notifications, newest first. */
export const notificationListQuerySchema = pagingQuerySchema.extend({
  pageSize: urlNumber(z.number().int().min(1).max(100)).default(20),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationListSchema = listSchema(notificationItemSchema).extend({ unreadCount: z.number().int() });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationIdParamsSchema = rowIdParamsSchema;

/** POST {id}/read and read-all reply with the unread count left. */
export const notificationReadReplySchema = z.object({ unreadCount: z.number().int() });
export type NotificationReadReply = z.infer<typeof notificationReadReplySchema>;
