import type { Db } from '#server/db/connect';
import { notifications } from '#server/db/schema/index';
import { type Actor, signedInUser } from '#server/domain/actor';
import { logAction } from '#server/logs/action-log';
import { unread } from '../queries';

/** Marks every unread notification of the signed-in user read; one action-log row when there were any. Gives the unread count (0). */
export async function markAllRead(db: Db, actor: Actor): Promise<number> {
  const companyId = actor.company.id;
  const userId = signedInUser(actor).id;
  return db.transaction(async (tx) => {
    const done = await tx.update(notifications).set({ readAt: new Date() })
      .where(unread(companyId, userId)).returning({ id: notifications.id });
    if (done.length > 0) {
      await logAction(tx, actor, {
        type: 'update', title: 'Notifications read', entity: 'notification',
        oldData: { unread: done.map((n) => n.id).sort((a, b) => a - b) }, newData: { unread: [] },
      });
    }
    return 0;
  });
}
