import { ErrorCode } from '#core/api';
import { OFFLINE_GRACE_DAYS } from '#core/constants';
import type { FormRow } from '#server/forms/form-view';
import { unavailableError } from '#server/forms/form-availability';
import type { ApiError } from '#server/http/api-error';

const DAY_MS = 24 * 3600 * 1000;

/** When the person pressed submit: their device's word for it, never later than now. */
export function answeredAt(submittedAt: string | undefined, now = Date.now()): number {
  const at = submittedAt ? Date.parse(submittedAt) : NaN;
  return Number.isFinite(at) && at <= now ? at : now;
}

/**
 * Why the form refuses this answer, or null. An answer made offline before the closing date that
 * reaches us within OFFLINE_GRACE_DAYS after it is accepted: the person did answer in time. The
 * moment is the device's claim, so the grace is bounded rather than open-ended.
 */
export function receivingError(form: FormRow, submittedAt: string | undefined, now = Date.now()): ApiError | null {
  const refused = unavailableError(form, now);
  if (refused?.code !== ErrorCode.FormClosed || !form.closesAt || !submittedAt) return refused;
  const claimed = Date.parse(submittedAt);
  const closes = form.closesAt.getTime();
  const inTime = claimed < closes && claimed <= now && now < closes + OFFLINE_GRACE_DAYS * DAY_MS;
  return inTime ? null : refused;
}
