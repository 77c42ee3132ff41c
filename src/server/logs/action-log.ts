import type { Db } from '#server/db/connect';
import { actionLogs } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';

/** What the log keeps of who acted: an Actor, or a request of a route not yet moved to use-cases (it has the same fields). */
export type ActionAuthor = Pick<Actor, 'company' | 'user' | 'ip'>;

export interface ActionEntry {
  type: 'create' | 'update' | 'publish' | 'disable' | 'delete' | 'change-password' | 'login' | 'logout';
  title: string;
  entity: string;
  entityId?: string | number | null;
  oldData?: unknown;
  newData?: unknown;
}

/** One row per change made by a person: who, where from, what before and after. created_at is UTC (timestamptz). */
export async function logAction(db: Db, author: ActionAuthor, entry: ActionEntry): Promise<void> {
  await db.insert(actionLogs).values({
    companyId: author.company.id,
    userId: author.user?.id ?? null,
    userName: author.user?.username ?? null,
    type: entry.type,
    title: entry.title,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    oldData: entry.oldData ?? null,
    newData: entry.newData ?? null,
    ip: author.ip,
  });
}
