import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  type NotificationItem, type NotificationList, type NotificationListQuery, notificationDataSchema,
} from '#core/api';
import type { Db } from '#server/db/connect';
import { notifications } from '#server/db/schema/index';
import { notFound } from '#server/http/api-error';
import { logAction } from '#server/logs/action-log';

const mine = (companyId: number, userId: number) => and(eq(notifications.companyId, companyId), eq(notifications.userId, userId));
const unread = (companyId: number, userId: number) => and(mine(companyId, userId), isNull(notifications.readAt));

type Row = typeof notifications.$inferSelect;

function toItem(row: Row): NotificationItem {
  const data = notificationDataSchema.safeParse(row.data ?? {});
  return {
    id: row.id, kind: row.kind, data: data.success ? data.data : {},
    createdAt: row.createdAt.toISOString(), readAt: row.readAt?.toISOString() ?? null,
  };
}

export async function unreadCount(db: Db, companyId: number, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(unread(companyId, userId));
  return row?.n ?? 0;
}

/** One page of the user's notifications, newest first, with the unread count. */
export async function listNotifications(db: Db, companyId: number, userId: number, query: NotificationListQuery): Promise<NotificationList> {
  const where = mine(companyId, userId);
  const [[total], rows, unreadTotal] = await Promise.all([
    db.select({ n: count() }).from(notifications).where(where),
    db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    unreadCount(db, companyId, userId),
  ]);
  return { data: rows.map(toItem), totalData: total?.n ?? 0, page: query.page, pageSize: query.pageSize, unreadCount: unreadTotal };
}

/** Marks one of the user's own notifications read (another's or unknown: 404); already read changes nothing. */
export async function markRead(db: Db, req: FastifyRequest, userId: number, id: number): Promise<number> {
  const companyId = req.company.id;
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ readAt: notifications.readAt }).from(notifications)
      .where(and(eq(notifications.id, id), mine(companyId, userId))).limit(1);
    if (!row) throw notFound();
    if (row.readAt === null) {
      const [done] = await tx.update(notifications).set({ readAt: new Date() })
        .where(and(eq(notifications.id, id), isNull(notifications.readAt))).returning({ readAt: notifications.readAt });
      if (done) {
        await logAction(tx, req, {
          type: 'update', title: 'Notification read', entity: 'notification', entityId: id,
          oldData: { readAt: null }, newData: { readAt: done.readAt?.toISOString() },
        });
      }
    }
    return unreadCount(tx, companyId, userId);
  });
}

/** Marks every unread notification of the user read; one action-log row when there were any. */
export async function markAllRead(db: Db, req: FastifyRequest, userId: number): Promise<number> {
  const companyId = req.company.id;
  return db.transaction(async (tx) => {
    const done = await tx.update(notifications).set({ readAt: new Date() })
      .where(unread(companyId, userId)).returning({ id: notifications.id });
    if (done.length > 0) {
      await logAction(tx, req, {
        type: 'update', title: 'Notifications read', entity: 'notification',
        oldData: { unread: done.map((n) => n.id).sort((a, b) => a - b) }, newData: { unread: [] },
      });
    }
    return 0;
  });
}
