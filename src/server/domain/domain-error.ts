import type { ErrorCodeValue } from '#core/api';
import { ErrorCode } from '#core/api';
import type { FieldProblem, Message, MessageKey } from '#core/i18n';

/** What went wrong, in the terms of a use-case; http/error-handler.ts alone turns a kind into a status. */
export type DomainErrorKind =
  | 'bad-request' | 'validation' | 'unauthorized' | 'forbidden' | 'not-found' | 'conflict' | 'gone'
  | 'too-large' | 'too-many' | 'unavailable' | 'failed';

/**
 * A refusal a use-case (command, query, policy) throws: its kind, the envelope's code and the
 * message, kept as catalogue keys until the reply is written in the caller's language.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: ErrorCodeValue,
    readonly detail: Message,
    readonly fields?: readonly FieldProblem[],
    /** how long the caller should wait before trying again (too-many) */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${code}: ${detail.key}`);
  }
}

const make = (kind: DomainErrorKind, code: ErrorCodeValue, key: MessageKey) => new DomainError(kind, code, { key });

export const unauthorized = () => make('unauthorized', ErrorCode.Unauthorized, 'error.unauthorized');
export const forbidden = (key: MessageKey = 'error.forbidden') => make('forbidden', ErrorCode.Forbidden, key);
export const notFound = () => make('not-found', ErrorCode.NotFound, 'error.notFound');
export const accountLocked = () => make('forbidden', ErrorCode.AccountLocked, 'error.accountLocked');
export const conflict = (detail: Message, code: ErrorCodeValue = ErrorCode.Conflict) => new DomainError('conflict', code, detail);

/** A conflict on one field (a code or name taken, a seeded code kept): 409, the field's own message on the field. */
export const conflictOn = (field: string, key: MessageKey) => new DomainError('conflict', ErrorCode.Conflict, { key }, [{ field, key }]);

/** One field refused with its own message (SPEC 5 wording) rather than the generic "invalid": 400. */
export const invalidField = (field: string, key: MessageKey) => new DomainError('validation', ErrorCode.Validation, { key }, [{ field, key }]);

export function validationError(fields: readonly FieldProblem[]): DomainError {
  return new DomainError('validation', ErrorCode.Validation, { key: 'validation.invalid' }, fields);
}

/**
 * Too many attempts, with how long to wait: in seconds under two minutes, else in whole minutes
 * rounded up (never "1 minutes"). The reply carries it as Retry-After, header and envelope.
 */
export function tooManyRequests(waitSeconds: number): DomainError {
  const seconds = Math.max(1, Math.ceil(waitSeconds));
  const detail: Message = seconds < 120
    ? { key: 'error.tooManyAttempts', values: { seconds } }
    : { key: 'error.tooManyAttemptsMinutes', values: { minutes: Math.ceil(seconds / 60) } };
  return new DomainError('too-many', ErrorCode.TooManyRequests, detail, undefined, seconds);
}
