import { ErrorCode } from '#core/api';
import { type AvailabilityFacts, type FormUnavailable, formAvailability } from '#core/forms';
import { ApiError, notFound } from '#server/http/api-error';
import { type FormRow, designOf } from './form-view';

/** The reply to each reason a form takes no answers (core's formAvailability): here and nowhere else. */
const refusals: Record<FormUnavailable, () => ApiError> = {
  notStarted: () => new ApiError(403, ErrorCode.FormNotStarted, { key: 'error.formNotStarted' }),
  closed: () => new ApiError(403, ErrorCode.FormClosed, { key: 'validation.expired' }),
  full: () => new ApiError(403, ErrorCode.FormFull, { key: 'error.formFull' }),
  disabled: () => new ApiError(403, ErrorCode.FormDisabled, { key: 'error.formDisabled' }),
  awaitingReview: () => new ApiError(403, ErrorCode.FormAwaitingReview, { key: 'error.formAwaitingReview' }),
  deleted: () => notFound(),
};

/** A form row as core's rule reads it; its closing moment is the column kept beside the design. */
export function availabilityFacts(row: FormRow): AvailabilityFacts {
  return { status: row.status, settings: { ...designOf(row).settings, closesAt: row.closesAt?.toISOString() ?? null } };
}

/** Why a form that exists takes no answers (not published, not open yet, past its closing date); null when it does. */
export function unavailableError(row: FormRow, now = Date.now()): ApiError | null {
  const reason = formAvailability(availabilityFacts(row), new Date(now));
  return reason === null ? null : refusals[reason]();
}
