import { FORM_REFUSALS, FormClosedDetail, formClosedReason } from '#core/api';
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

/** The refusal's code read back through core's table (FORM_REFUSALS), with the details the server put beside it. */
export function closedReason(code: string, errors: readonly FieldError[]): ClosedReason | null {
  const closed = formClosedReason(code);
  if (!closed) return null;
  const reason: ClosedReason = { key: FORM_REFUSALS[closed].key };
  const inactive = errors.find((e) => e.field === FormClosedDetail.inactiveMessage)?.message.trim();
  if (inactive) reason.inactiveMessage = inactive;
  const opens = errors.find((e) => e.field === FormClosedDetail.opensAt || e.field === 'startsAt')?.message;
  const opensAt = opens ? new Date(opens) : null;
  if (opensAt && !Number.isNaN(opensAt.getTime())) reason.opensAt = opensAt;
  return reason;
}
