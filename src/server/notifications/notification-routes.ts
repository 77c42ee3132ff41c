import { successSchema } from '#core/api';
import {
  notificationIdParamsSchema, notificationListQuerySchema, notificationListSchema, notificationReadReplySchema,
} from '#core/api';
import { api } from '#core/api';
import { requireUser } from '#server/auth/current-user';
import { ok } from '#server/http/envelope';
import type { ZodApp } from '#server/http/zod-app';
import { listNotifications, markAllRead, markRead } from './notification-store';

const tags = ['notification'];
const readReply = { 200: successSchema(notificationReadReplySchema) };

/** The bell of the navigation bar: one's own notifications only (docs/notifications.md). */
export function notificationRoutes(app: ZodApp): void {
  const db = app.db;
  app.get(api.notificationList, {
    schema: { tags, summary: 'My notifications, newest first, paged, with the unread count (signed in)', querystring: notificationListQuerySchema, response: { 200: successSchema(notificationListSchema) } },
  }, async (req) => ok(await listNotifications(db, req.company.id, requireUser(req).id, req.query)));

  app.post('/api/v1/notification/:id/read', {
    schema: { tags, summary: 'Mark one of my notifications read (another user\'s: 404)', params: notificationIdParamsSchema, response: readReply },
  }, async (req) => ok({ unreadCount: await markRead(db, req, requireUser(req).id, req.params.id) }));

  app.post(api.notificationReadAll, {
    schema: { tags, summary: 'Mark all my notifications read', response: readReply },
  }, async (req) => ok({ unreadCount: await markAllRead(db, req, requireUser(req).id) }));
}
