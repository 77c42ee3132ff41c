import type { LightMyRequestResponse } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { actionLogs } from '#server/db/schema/index';
import type { TestApp } from '../helpers';

export interface Failure { success: false; code: string; message: string; errors?: { field: string; message: string }[] }

export const failure = (res: LightMyRequestResponse) => res.json<Failure>();

/** The newest action-log row about one item. */
export async function lastLogOf(t: TestApp, entity: string, entityId: number) {
  const [row] = await t.db.select().from(actionLogs)
    .where(and(eq(actionLogs.entity, entity), eq(actionLogs.entityId, String(entityId)))).orderBy(desc(actionLogs.id)).limit(1);
  return row;
}

export async function logCount(t: TestApp): Promise<number> {
  return (await t.db.select({ id: actionLogs.id }).from(actionLogs)).length;
}

/** A 400 (or 409) whose messages say `message` in English. */
export function expectRefusal(res: LightMyRequestResponse, status: number, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = failure(res);
  expect([body.message, ...(body.errors ?? []).map((e) => e.message)]).toContain(message);
}
