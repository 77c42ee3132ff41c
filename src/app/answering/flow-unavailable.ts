import { ErrorCode } from '#core/api';
import type { FieldError } from '#core/api';
import type { MessageKey } from '#core/i18n';

/** Why the public GET refused the form, as the page explains it; null for other failures. */
export interface ClosedReason {
  key: MessageKey;
  /** FORM_NOT_STARTED: when answers open (ISO date), when the server said so */
  opensAt?: Date;
  /** the author's "message shown while inactive" */
  inactiveMessage?: string;
}

const closedKeys: Partial<Record<string, MessageKey>> = {
  [ErrorCode.FormDisabled]: 'error.formDisabled',
  [ErrorCode.FormAwaitingReview]: 'error.formAwaitingReview',
  [ErrorCode.FormClosed]: 'validation.expired',
  [ErrorCode.FormNotStarted]: 'error.formNotStarted',
  [ErrorCode.FormFull]: 'error.formFull',
};

export function closedReason(code: string, errors: readonly FieldError[]): ClosedReason | null {
  const key = closedKeys[code];
  if (!key) return null;
  const reason: ClosedReason = { key };
  const inactive = errors.find((e) => e.field === 'inactiveMessage')?.message.trim();
  if (inactive) reason.inactiveMessage = inactive;
  const opens = errors.find((e) => e.field === 'opensAt' || e.field === 'startsAt')?.message;
  const opensAt = opens ? new Date(opens) : null;
  if (opensAt && !Number.isNaN(opensAt.getTime())) reason.opensAt = opensAt;
  return reason;
}
