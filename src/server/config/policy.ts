import { PUBLIC_CONFIG_KEYS } from '#core/api';
import { requireAdministratorOr } from '#server/auth/require-permission';
import type { Db } from '#server/db/connect';
import type { Actor } from '#server/domain/actor';

export const CONFIG_PERMISSION = 'ConfigManage';

/** Anyone reads the public keys (the logo, the https redirect); any other key needs the config right (401 / 403). */
export async function requireEntryReadable(db: Db, actor: Actor, key: string): Promise<void> {
  if (!PUBLIC_CONFIG_KEYS.includes(key)) await requireAdministratorOr(db, actor, CONFIG_PERMISSION);
}
