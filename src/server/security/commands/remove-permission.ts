import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { permissions } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { conflict, notFound } from '#server/domain/domain-error';
import { logAction } from '#server/logs/action-log';
import { selectPermissions } from '../catalogue-queries';
import { permissionById } from './save-permission';

/** A seeded permission is refused (409): the product's checks name it. Grants of it go with it. */
export async function removePermission(db: Db, actor: Actor, id: number): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    const [before] = await selectPermissions(tx, permissionById(id));
    if (!before) throw notFound();
    if (before.seeded) throw conflict({ key: 'error.permissionSeeded' });
    await tx.delete(permissions).where(eq(permissions.id, id));
    await logAction(tx, actor, { type: 'delete', title: 'Permission deleted', entity: 'permission', entityId: id, oldData: before });
  });
  return { id };
}
