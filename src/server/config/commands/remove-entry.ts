import { and, eq } from 'drizzle-orm';
import { RESERVED_CONFIG_KEYS } from '#core/api';
import type { Db } from '#server/db/connect';
import { configs } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { notFound, validationError } from '#server/domain/domain-error';
import { logAction } from '#server/logs/action-log';
import { toEntry } from '../config-rows';

/** Deletes an entry of the actor's company (the system-wide default, if any, applies again). */
export async function removeConfigEntry(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const own = and(eq(configs.id, id), eq(configs.companyId, actor.company.id));
    const [row] = await tx.select({ key: configs.key }).from(configs).where(own);
    if (!row) throw notFound();
    // the logo's row goes with its file, through DELETE config/logo
    if (RESERVED_CONFIG_KEYS.includes(row.key)) throw validationError([{ field: 'key', key: 'validation.configKeyReserved' }]);
    const [old] = await tx.delete(configs).where(own).returning();
    if (!old) throw notFound();
    await logAction(tx, actor, { type: 'delete', title: `Config ${old.key}`, entity: 'config', entityId: id, oldData: toEntry(old) });
  });
}
