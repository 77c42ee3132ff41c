import { and, eq } from 'drizzle-orm';
import { ConfigKey, type LogoTarget } from '#core/api';
import { api } from '#core/api';
import type { Db } from '#server/db/connect';
import type { Actor } from '#server/domain/actor';
import { companies, configs, files } from '#server/db/schema/index';
import { logAction } from '#server/logs/action-log';
import { companyEntry, effectiveEntry } from './config-rows';

const storagePrefix = api.storageFile('');

/** The stored file behind a logo URL of this product, or null (no logo, or an outside address). */
export const storageKeyOf = (url: string | null) => (url?.startsWith(storagePrefix) ? decodeURIComponent(url.slice(storagePrefix.length)) : null);

export async function currentLogo(db: Db, actor: Actor, target: LogoTarget): Promise<string | null> {
  if (target === 'logo') return (await effectiveEntry(db, actor.company.id, ConfigKey.Logo))?.content || null;
  const [row] = await db.select({ white: companies.logoHeadWhite, blue: companies.logoHeadBlue }).from(companies).where(eq(companies.id, actor.company.id));
  return (target === 'logoHeadWhite' ? row?.white : row?.blue) ?? null;
}

export interface StoredLogo {
  storageKey: string;
  name: string;
  mimeType: string;
  size: number;
  ownerId: number;
}

/**
 * Points the target at the stored file (null removes it), marks the previous stored file deleted and logs
 * the change; returns the storage key of the company's previous file so the caller removes its bytes after the commit.
 */
export async function setLogo(db: Db, actor: Actor, target: LogoTarget, stored: StoredLogo | null): Promise<string | null> {
  const companyId = actor.company.id;
  const url = stored ? api.storageFile(stored.storageKey) : null;
  return db.transaction(async (tx) => {
    if (stored) await tx.insert(files).values({ ...stored, companyId });
    const old = await currentLogo(tx, actor, target);
    if (target === 'logo') {
      const own = await companyEntry(tx, companyId, ConfigKey.Logo);
      if (own) await tx.update(configs).set({ content: url ?? '', updatedAt: new Date() }).where(eq(configs.id, own.id));
      else await tx.insert(configs).values({ companyId, key: ConfigKey.Logo, name: 'Logo', content: url ?? '', type: 1 });
    } else {
      await tx.update(companies).set(target === 'logoHeadWhite' ? { logoHeadWhite: url } : { logoHeadBlue: url }).where(eq(companies.id, companyId));
    }
    const oldKey = storageKeyOf(old);
    const marked = oldKey
      ? await tx.update(files).set({ deletedAt: new Date() }).where(and(eq(files.storageKey, oldKey), eq(files.companyId, companyId))).returning({ key: files.storageKey })
      : [];
    await logAction(tx, actor, { type: url ? 'update' : 'delete', title: `Logo ${target}`, entity: 'logo', entityId: target, oldData: { target, url: old }, newData: url ? { target, url } : null });
    return marked[0]?.key ?? null;
  });
}
