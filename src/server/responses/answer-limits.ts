import { type SQL, and, eq, or, sql } from 'drizzle-orm';
import { ErrorCode } from '#core/api';
import type { ResponseSubmission } from '#core/api';
import type { FormSettings } from '#core/forms';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { responses } from '#server/db/schema/index';
import { ApiError } from '#server/http/api-error';

const formFull = () => new ApiError(403, ErrorCode.FormFull, { key: 'error.formFull' });
const answerLimit = () => new ApiError(403, ErrorCode.AnswerLimit, { key: 'error.answerLimit' });

/** Items of one batch accepted so far that will add a row, per form: the limits count them too. */
export type BatchTally = Map<number, { ids: Set<string>; users: Set<number>; devices: Set<string> }>;

export const newBatchTally = (): BatchTally => new Map();

/** Notes an accepted item that adds a row (never a response already stored: that one is counted by the database). */
export function notePending(tally: BatchTally | undefined, formId: number, submission: ResponseSubmission, user: UserRow | null) {
  if (!tally) return;
  const entry = tally.get(formId) ?? { ids: new Set(), users: new Set(), devices: new Set() };
  entry.ids.add(submission.responseId);
  if (user) entry.users.add(user.id);
  else if (submission.deviceId) entry.devices.add(submission.deviceId);
  tally.set(formId, entry);
}

/** Who answerLimit counts: the signed-in user, else the device; null when neither is known. */
function answerer(user: UserRow | null, submission: ResponseSubmission): SQL | null {
  if (user) return eq(responses.userId, user.id);
  return submission.deviceId ? eq(responses.deviceId, submission.deviceId) : null;
}

function answeredInBatch(pending: { users: Set<number>; devices: Set<string> } | undefined, user: UserRow | null, submission: ResponseSubmission) {
  if (!pending) return false;
  return user ? pending.users.has(user.id) : submission.deviceId !== undefined && pending.devices.has(submission.deviceId);
}

/** 'adds-row': a new answer, passed the limits; 'counted': already stored, or earlier in this batch. */
export type LimitVerdict = 'adds-row' | 'counted';

/**
 * settings.maxAnswers and settings.answerLimit (one answer per signed-in user, else per device),
 * read in one query that also tells whether this very responseId is already stored. A stored one
 * adds no row (its retry is a duplicate or a conflict), so it passes and is never counted again:
 * 'counted' tells the caller not to note it as pending in the batch. Forms without limits: no query.
 */
export async function checkAnswerLimits(
  db: Db, formId: number, settings: FormSettings, submission: ResponseSubmission, user: UserRow | null, tally?: BatchTally,
): Promise<LimitVerdict> {
  const pending = tally?.get(formId);
  if (pending?.ids.has(submission.responseId)) return 'counted';
  const owner = settings.answerLimit ? answerer(user, submission) : null;
  if (settings.maxAnswers === null && !owner) return 'adds-row';
  const self = submission.responseId;
  const other = and(eq(responses.formId, formId), sql`${responses.id} <> ${self}`);
  // maxAnswers counts every row of the form; without it only this person's rows are read
  const scope = settings.maxAnswers === null && owner ? and(eq(responses.formId, formId), owner) : eq(responses.formId, formId);
  const [row] = await db.select({
    stored: sql<boolean>`coalesce(bool_or(${responses.id} = ${self}), false)`,
    others: sql<number>`count(*) filter (where ${other})`.mapWith(Number),
    answered: owner ? sql<boolean>`coalesce(bool_or(${and(other, owner)}), false)` : sql<boolean>`false`,
  }).from(responses).where(or(eq(responses.id, self), scope));
  if (row?.stored) return 'counted';
  if (settings.maxAnswers !== null && (row?.others ?? 0) + (pending?.ids.size ?? 0) >= settings.maxAnswers) throw formFull();
  if (owner && (row?.answered || answeredInBatch(pending, user, submission))) throw answerLimit();
  return 'adds-row';
}
