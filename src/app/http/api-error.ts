import type { Failure, FieldError } from '#core/api';

/** A failed call: the envelope's code and message, or NETWORK when the server could not be reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: FieldError[] = [],
    /** 429: seconds the server asks to wait before trying again */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The error a failure envelope describes. */
  static fromFailure(status: number, failure: Failure): ApiError {
    return new ApiError(status, failure.code, failure.message, failure.errors, failure.retryAfter ?? null);
  }

  get isNetwork(): boolean {
    return this.status === 0;
  }

  fieldError(field: string): string | undefined {
    return this.errors.find((e) => e.field === field)?.message;
  }
}
