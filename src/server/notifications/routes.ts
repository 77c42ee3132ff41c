import { notificationCalls as calls } from '#core/api';
import { signedInUser } from '#server/domain/actor';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { markAllRead } from './commands/mark-all-read';
import { markRead } from './commands/mark-read';
import { listNotifications } from './queries';

const tags = ['notification'];

/** The bell of the navigation bar: one's own notifications only (docs/notifications.md). */
export function notificationRoutes(app: ZodApp): void {
  const db = app.db;
  registerCall(app, calls.list, { tags, summary: 'My notifications, newest first, paged, with the unread count (signed in)' }, async (req) =>
    ok(await listNotifications(db, req.actor.company.id, signedInUser(req.actor).id, req.query)));

  registerCall(app, calls.read, { tags, summary: 'Mark one of my notifications read (another user\'s: 404)' }, async (req) =>
    ok({ unreadCount: await markRead(db, req.actor, req.params.id) }));

  registerCall(app, calls.readAll, { tags, summary: 'Mark all my notifications read' }, async (req) =>
    ok({ unreadCount: await markAllRead(db, req.actor) }));
}
