import type { ErrorCodeValue } from '#core/api';
import type { FieldProblem, Message, MessageKey } from '#core/i18n';
import * as refusal from '#server/domain/domain-error';
import { DomainError, type DomainErrorKind } from '#server/domain/domain-error';

/** The status of each kind of refusal: the one place a use-case's error becomes an HTTP code. */
export const STATUS_OF_KIND: Readonly<Record<DomainErrorKind, number>> = {
  'bad-request': 400, validation: 400, unauthorized: 401, forbidden: 403, 'not-found': 404, conflict: 409, gone: 410,
  'too-large': 413, 'too-many': 429, unavailable: 503, failed: 500,
};

const kindOfStatus = (status: number): DomainErrorKind =>
  (Object.keys(STATUS_OF_KIND) as DomainErrorKind[]).find((kind) => STATUS_OF_KIND[kind] === status) ?? 'failed';

/**
 * A refusal written with its HTTP status: the transport's own (bad JSON, a missing tenant header, a
 * body too large) and those of code not yet moved to use-cases, which throw a plain DomainError
 * (docs/ARCHITECTURE.md, "Server").
 */
export class ApiError extends DomainError {
  constructor(
    readonly status: number,
    code: ErrorCodeValue,
    detail: Message,
    fields?: readonly FieldProblem[],
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    const retryAfter = Number(headers?.['retry-after']);
    super(kindOfStatus(status), code, detail, fields, Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
  }

  /** The domain's refusal with its status, for code that still tells refusals apart by `instanceof ApiError`. */
  static of(error: DomainError): ApiError {
    if (error instanceof ApiError) return error;
    const headers = error.retryAfterSeconds === undefined ? undefined : { 'retry-after': String(error.retryAfterSeconds) };
    return new ApiError(STATUS_OF_KIND[error.kind], error.code, error.detail, error.fields, headers);
  }
}

/** The status a refusal is answered with: its own for an ApiError, else its kind's. */
export const statusOf = (error: DomainError): number => (error instanceof ApiError ? error.status : STATUS_OF_KIND[error.kind]);

export const unauthorized = () => ApiError.of(refusal.unauthorized());
export const forbidden = (key?: MessageKey) => ApiError.of(refusal.forbidden(key));
export const notFound = () => ApiError.of(refusal.notFound());
export const accountLocked = () => ApiError.of(refusal.accountLocked());
export const tooManyRequests = (waitSeconds: number) => ApiError.of(refusal.tooManyRequests(waitSeconds));
export const validationError = (fields: readonly FieldProblem[]) => ApiError.of(refusal.validationError(fields));
