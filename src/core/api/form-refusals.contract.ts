import type { FormUnavailable } from '../forms/form-availability';
import type { MessageKey } from '../i18n/message-keys';
import { ErrorCode, type ErrorCodeValue } from './envelope';

/** What a refusal of a form that takes no answers says: its code and its message. */
export interface FormRefusal {
  code: ErrorCodeValue;
  key: MessageKey;
}

/**
 * The refusal for each reason a form takes no answers (#core/forms `formAvailability`): the server
 * replies with it (403; a deleted form is simply not found, 404), the answering page and the outbox
 * read the code back to explain it. One table, so the two sides cannot drift apart.
 */
export const FORM_REFUSALS: Readonly<Record<FormUnavailable, FormRefusal>> = {
  notStarted: { code: ErrorCode.FormNotStarted, key: 'error.formNotStarted' },
  closed: { code: ErrorCode.FormClosed, key: 'validation.expired' },
  full: { code: ErrorCode.FormFull, key: 'error.formFull' },
  disabled: { code: ErrorCode.FormDisabled, key: 'error.formDisabled' },
  awaitingReview: { code: ErrorCode.FormAwaitingReview, key: 'error.formAwaitingReview' },
  deleted: { code: ErrorCode.NotFound, key: 'error.notFound' },
};

/** A reason that leaves the form there but closed to answers (a deleted form is not found). */
export type FormClosedReason = Exclude<FormUnavailable, 'deleted'>;

const closedReasons = Object.keys(FORM_REFUSALS).filter((reason): reason is FormClosedReason => reason !== 'deleted');

/** The reason behind a refusal's code when it says the form is closed to answers; null for any other code. */
export function formClosedReason(code: string): FormClosedReason | null {
  return closedReasons.find((reason) => FORM_REFUSALS[reason].code === code) ?? null;
}

/** The details beside a closed form's refusal on its short link (`errors[].field`): the author's message, when answers open. */
export const FormClosedDetail = { inactiveMessage: 'inactiveMessage', opensAt: 'opensAt' } as const;
