import { asc, inArray } from 'drizzle-orm';
import type { WebhookPayload } from '#core/api';
import type { Db } from '#server/db/connect';
import { answers, responses } from '#server/db/schema/index';

export type AnswerPayload = WebhookPayload['answer'];

/** The stored answers of these responses as webhook bodies carry them, by response id. */
export async function answerPayloads(db: Db, responseIds: readonly string[]): Promise<Map<string, AnswerPayload>> {
  const payloads = new Map<string, AnswerPayload>();
  if (responseIds.length === 0) return payloads;
  const ids = [...new Set(responseIds)];
  const rows = await db.select().from(responses).where(inArray(responses.id, ids));
  for (const row of rows) {
    payloads.set(row.id, {
      id: row.id,
      formId: row.formId,
      version: row.formVersion,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      receivedAt: row.receivedAt.toISOString(),
      values: {},
    });
  }
  const values = await db.select({ responseId: answers.responseId, elementId: answers.elementId, value: answers.value })
    .from(answers).where(inArray(answers.responseId, ids)).orderBy(asc(answers.id));
  for (const { responseId, elementId, value } of values) {
    const payload = payloads.get(responseId);
    if (payload) payload.values[elementId] = value;
  }
  return payloads;
}
