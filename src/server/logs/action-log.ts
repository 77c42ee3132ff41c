import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/connect';
import { actionLogs } from '#server/db/schema/index';

export interface ActionEntry {
  type: 'create' | 'update' | 'publish' | 'disable' | 'delete' | 'change-password' | 'login' | 'logout';
  title: string;
  entity: string;
  entityId?: string | number | null;
  oldData?: unknown;
  newData?: unknown;
}

/** One row per change made by a person: who, where from, what before and after. created_at is UTC (timestamptz). */
export async function logAction(db: Db, req: FastifyRequest, entry: ActionEntry): Promise<void> {
  await db.insert(actionLogs).values({
    companyId: req.company.id,
    userId: req.user?.id ?? null,
    userName: req.user?.username ?? null,
    type: entry.type,
    title: entry.title,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    oldData: entry.oldData ?? null,
    newData: entry.newData ?? null,
    ip: req.ip,
  });
}
