import { inArray } from 'drizzle-orm';
import { answers, responses, users } from '#server/db/schema/index';
import type { App } from './fixtures';

/** One stored response as the database holds it: who sent it and its answers by element id. */
export interface StoredResponse {
  responseId: string;
  formId: number;
  /** the username of the signed-in sender, null for an anonymous answer */
  username: string | null;
  values: Record<string, unknown>;
}

/**
 * The server's own truth for these forms, read from its database (the server is stopped meanwhile
 * and started again: PGlite has one process at a time).
 */
export async function storedResponses(app: App, formIds: readonly number[]): Promise<StoredResponse[]> {
  const found: StoredResponse[] = [];
  await app.server.whileStopped(async (db) => {
    const rows = await db.select({ id: responses.id, formId: responses.formId, userId: responses.userId }).from(responses)
      .where(inArray(responses.formId, [...formIds]));
    const names = new Map((await db.select({ id: users.id, username: users.username }).from(users)).map((u) => [u.id, u.username]));
    const values = rows.length === 0 ? [] : await db.select({ responseId: answers.responseId, elementId: answers.elementId, value: answers.value })
      .from(answers).where(inArray(answers.responseId, rows.map((r) => r.id)));
    for (const row of rows) {
      const own = values.filter((v) => v.responseId === row.id);
      found.push({
        responseId: row.id, formId: row.formId, username: row.userId === null ? null : (names.get(row.userId) ?? `#${row.userId}`),
        values: Object.fromEntries(own.map((v) => [v.elementId, v.value])),
      });
    }
  });
  return found;
}
