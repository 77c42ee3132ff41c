import { FORM_REFUSALS } from '#core/api';
import { type AvailabilityFacts, formAvailability } from '#core/forms';
import { ApiError } from '#server/http/api-error';
import { type FormRow, designOf } from './form-view';

/** A form row as core's rule reads it; its closing moment is the column kept beside the design. */
export function availabilityFacts(row: FormRow): AvailabilityFacts {
  return { status: row.status, settings: { ...designOf(row).settings, closesAt: row.closesAt?.toISOString() ?? null } };
}

/**
 * Why a form that exists takes no answers (not published, not open yet, past its closing date),
 * as core's refusal for the reason (FORM_REFUSALS): 403, or 404 for a deleted form; null when it does.
 */
export function unavailableError(row: FormRow, now = Date.now()): ApiError | null {
  const reason = formAvailability(availabilityFacts(row), new Date(now));
  if (reason === null) return null;
  const { code, key } = FORM_REFUSALS[reason];
  return new ApiError(reason === 'deleted' ? 404 : 403, code, { key });
}
