import { and, count, eq, ne } from 'drizzle-orm';
import { ErrorCode } from '#core/api/envelope';
import type { ResponseSubmission } from '#core/api/responses.contract';
import type { FormSettings } from '#core/forms/form.schema';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { responses } from '#server/db/schema/index';
import { ApiError } from '#server/http/api-error';

const formFull = () => new ApiError(403, ErrorCode.FormFull, { key: 'error.formFull' });
const answerLimit = () => new ApiError(403, ErrorCode.AnswerLimit, { key: 'error.answerLimit' });

/** Items of one batch accepted so far but not yet written, per form: the limits count them too. */
export type BatchTally = Map<number, { ids: Set<string>; users: Set<number>; devices: Set<string> }>;

export const newBatchTally = (): BatchTally => new Map();

export function notePending(tally: BatchTally | undefined, formId: number, submission: ResponseSubmission, user: UserRow | null) {
  if (!tally) return;
  const entry = tally.get(formId) ?? { ids: new Set(), users: new Set(), devices: new Set() };
  entry.ids.add(submission.responseId);
  if (user) entry.users.add(user.id);
  else if (submission.deviceId) entry.devices.add(submission.deviceId);
  tally.set(formId, entry);
}

/**
 * settings.maxAnswers and settings.answerLimit (one answer per signed-in user, else per device).
 * The response's own id is left out, so its retry is judged as a duplicate or a conflict, not a second answer.
 */
export async function checkAnswerLimits(
  db: Db, formId: number, settings: FormSettings, submission: ResponseSubmission, user: UserRow | null, tally?: BatchTally,
): Promise<void> {
  const pending = tally?.get(formId);
  if (pending?.ids.has(submission.responseId)) return;
  const others = and(eq(responses.formId, formId), ne(responses.id, submission.responseId));
  if (settings.maxAnswers !== null) {
    const [row] = await db.select({ n: count() }).from(responses).where(others);
    if ((row?.n ?? 0) + (pending?.ids.size ?? 0) >= settings.maxAnswers) throw formFull();
  }
  if (!settings.answerLimit) return;
  if (user) {
    if (pending?.users.has(user.id)) throw answerLimit();
    const [row] = await db.select({ id: responses.id }).from(responses).where(and(others, eq(responses.userId, user.id))).limit(1);
    if (row) throw answerLimit();
  } else if (submission.deviceId) {
    if (pending?.devices.has(submission.deviceId)) throw answerLimit();
    const [row] = await db.select({ id: responses.id }).from(responses).where(and(others, eq(responses.deviceId, submission.deviceId))).limit(1);
    if (row) throw answerLimit();
  }
}
