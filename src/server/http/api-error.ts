import type { ErrorCodeValue } from '#core/api/envelope';
import { ErrorCode } from '#core/api/envelope';
import type { FieldProblem } from '#core/answers/validate-answers';
import type { Message, MessageKey } from '#core/i18n/message-keys';

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

export function validationError(fields: readonly FieldProblem[]): ApiError {
  return new ApiError(400, ErrorCode.Validation, { key: 'validation.invalid' }, fields);
}
