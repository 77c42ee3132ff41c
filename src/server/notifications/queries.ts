import { and, count, desc, eq, isNull } from 'drizzle-orm';
import {
  type NotificationItem, type NotificationList, type NotificationListQuery, notificationDataSchema,
} from '#core/api';
import type { Db } from '#server/db/connect';
import { notifications } from '#server/db/schema/index';

export const mine = (companyId: number, userId: number) => and(eq(notifications.companyId, companyId), eq(notifications.userId, userId));
export const unread = (companyId: number, userId: number) => and(mine(companyId, userId), isNull(notifications.readAt));

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
