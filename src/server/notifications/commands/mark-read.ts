import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { notifications } from '#server/db/schema/index';
import { type Actor, signedInUser } from '#server/domain/actor';
import { notFound } from '#server/domain/domain-error';
import { logAction } from '#server/logs/action-log';
import { mine, unreadCount } from '../queries';

/** Marks one of the signed-in user's own notifications read (another's or unknown: 404); already read changes nothing. Gives the unread count. */
export async function markRead(db: Db, actor: Actor, id: number): Promise<number> {
  const companyId = actor.company.id;
  const userId = signedInUser(actor).id;
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ readAt: notifications.readAt }).from(notifications)
      .where(and(eq(notifications.id, id), mine(companyId, userId))).limit(1);
    if (!row) throw notFound();
    if (row.readAt === null) {
      const [done] = await tx.update(notifications).set({ readAt: new Date() })
        .where(and(eq(notifications.id, id), isNull(notifications.readAt))).returning({ readAt: notifications.readAt });
      if (done) {
        await logAction(tx, actor, {
          type: 'update', title: 'Notification read', entity: 'notification', entityId: id,
          oldData: { readAt: null }, newData: { readAt: done.readAt?.toISOString() },
        });
      }
    }
    return unreadCount(tx, companyId, userId);
  });
}
