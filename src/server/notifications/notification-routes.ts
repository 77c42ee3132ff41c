import { notificationCalls as calls } from '#core/api';
import { requireUser } from '#server/auth/current-user';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { listNotifications, markAllRead, markRead } from './notification-store';

const tags = ['notification'];

/** The bell of the navigation bar: one's own notifications only (docs/notifications.md). */
export function notificationRoutes(app: ZodApp): void {
  const db = app.db;
  registerCall(app, calls.list, { tags, summary: 'My notifications, newest first, paged, with the unread count (signed in)' }, async (req) =>
    ok(await listNotifications(db, req.company.id, requireUser(req).id, req.query)));

  registerCall(app, calls.read, { tags, summary: 'Mark one of my notifications read (another user\'s: 404)' }, async (req) =>
    ok({ unreadCount: await markRead(db, req, requireUser(req).id, req.params.id) }));

  registerCall(app, calls.readAll, { tags, summary: 'Mark all my notifications read' }, async (req) =>
    ok({ unreadCount: await markAllRead(db, req, requireUser(req).id) }));
}
