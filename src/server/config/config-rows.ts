import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { ConfigEntry, ConfigGroup, ConfigListWithGroup, ConfigTypeValue } from '#core/api';
import { notFound } from '#server/domain/domain-error';
import type { Db } from '#server/db/connect';
import type { Actor } from '#server/domain/actor';
import { configGroups, configs } from '#server/db/schema/index';
import { requireEntryReadable } from './policy';

export type ConfigRow = typeof configs.$inferSelect;
export type ConfigGroupRow = typeof configGroups.$inferSelect;

export const toEntry = (r: ConfigRow): ConfigEntry => ({
  id: r.id, groupId: r.groupId, key: r.key, name: r.name, content: r.content, type: r.type as ConfigTypeValue,
  scope: r.companyId === null ? 'system' : 'company', updatedAt: r.updatedAt.toISOString(),
});

export const toGroup = (r: ConfigGroupRow): ConfigGroup => ({ id: r.id, key: r.key, name: r.name, scope: r.companyId === null ? 'system' : 'company' });

/** Rows this company sees: its own and the system-wide ones (company_id null). */
const visibleTo = (companyId: number, column: typeof configs.companyId | typeof configGroups.companyId) => or(eq(column, companyId), isNull(column));

/** A company row hides the system-wide row of the same key. */
function effective<T extends { key: string; companyId: number | null }>(rows: readonly T[]): T[] {
  const byKey = new Map<string, T>();
  for (const row of rows) {
    const seen = byKey.get(row.key);
    if (!seen || (seen.companyId === null && row.companyId !== null)) byKey.set(row.key, row);
  }
  return [...byKey.values()];
}

export async function effectiveEntry(db: Db, companyId: number, key: string): Promise<ConfigRow | undefined> {
  const rows = await db.select().from(configs).where(and(eq(configs.key, key), visibleTo(companyId, configs.companyId)));
  return effective(rows)[0];
}

/** The effective entry of a key, for an actor who may read it; unknown key: 404. */
export async function readableEntry(db: Db, actor: Actor, key: string): Promise<ConfigEntry> {
  await requireEntryReadable(db, actor, key);
  const row = await effectiveEntry(db, actor.company.id, key);
  if (!row) throw notFound();
  return toEntry(row);
}

export async function companyEntry(db: Db, companyId: number, key: string): Promise<ConfigRow | undefined> {
  const [row] = await db.select().from(configs).where(and(eq(configs.key, key), eq(configs.companyId, companyId)));
  return row;
}

export async function visibleGroups(db: Db, companyId: number): Promise<ConfigGroupRow[]> {
  const rows = await db.select().from(configGroups).where(visibleTo(companyId, configGroups.companyId)).orderBy(asc(configGroups.name), asc(configGroups.id));
  return effective(rows);
}

export async function visibleGroup(db: Db, companyId: number, id: number): Promise<ConfigGroupRow | undefined> {
  const [row] = await db.select().from(configGroups).where(and(eq(configGroups.id, id), visibleTo(companyId, configGroups.companyId)));
  return row;
}

/** Groups with their effective entries, then the entries of no (or of an unseen) group under group null. */
export async function listWithGroup(db: Db, companyId: number): Promise<ConfigListWithGroup> {
  const groups = await visibleGroups(db, companyId);
  const entries = effective(await db.select().from(configs).where(visibleTo(companyId, configs.companyId)).orderBy(asc(configs.key)));
  const groupIds = new Set(groups.map((g) => g.id));
  const list: ConfigListWithGroup = groups.map((g) => ({ group: toGroup(g), entries: entries.filter((e) => e.groupId === g.id).map(toEntry) }));
  const loose = entries.filter((e) => e.groupId === null || !groupIds.has(e.groupId));
  if (loose.length > 0) list.push({ group: null, entries: loose.map(toEntry) });
  return list;
}

/** A group the company sees, by key, with the entries of it that the company sees (404 for another key). */
export async function groupWithEntries(db: Db, companyId: number, key: string): Promise<{ group: ConfigGroup; entries: ConfigEntry[] }> {
  const group = (await visibleGroups(db, companyId)).find((g) => g.key === key);
  if (!group) throw notFound();
  const rows = await db.select().from(configs).where(eq(configs.groupId, group.id));
  const entries = rows.filter((r) => r.companyId === null || r.companyId === companyId).map(toEntry);
  return { group: toGroup(group), entries };
}
