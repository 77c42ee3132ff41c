import type { ErrorCodeValue } from '#core/api';
import { ErrorCode } from '#core/api';
import type { FieldProblem } from '#core/i18n';
import type { Message, MessageKey } from '#core/i18n';

/** A failure the API answers in the envelope; messages stay keys until the reply is written. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCodeValue,
    readonly detail: Message,
    readonly fields?: readonly FieldProblem[],
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(`${code}: ${detail.key}`);
  }
}

const make = (status: number, code: ErrorCodeValue, key: MessageKey) => new ApiError(status, code, { key });

export const unauthorized = () => make(401, ErrorCode.Unauthorized, 'error.unauthorized');
export const forbidden = (key: MessageKey = 'error.forbidden') => make(403, ErrorCode.Forbidden, key);
export const notFound = () => make(404, ErrorCode.NotFound, 'error.notFound');
export const accountLocked = () => make(403, ErrorCode.AccountLocked, 'error.accountLocked');

/**
 * 429 with Retry-After (header and envelope, see failureBody) and a message telling how long to
 * wait: in seconds under two minutes, else in whole minutes rounded up (never "1 minutes").
 */
export function tooManyRequests(waitSeconds: number): ApiError {
  const seconds = Math.max(1, Math.ceil(waitSeconds));
  const detail: Message = seconds < 120
    ? { key: 'error.tooManyAttempts', values: { seconds } }
    : { key: 'error.tooManyAttemptsMinutes', values: { minutes: Math.ceil(seconds / 60) } };
  return new ApiError(429, ErrorCode.TooManyRequests, detail, undefined, { 'retry-after': String(seconds) });
}

export function validationError(fields: readonly FieldProblem[]): ApiError {
  return new ApiError(400, ErrorCode.Validation, { key: 'validation.invalid' }, fields);
}
