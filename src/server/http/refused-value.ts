import { ErrorCode } from '#core/api';
import { ApiError } from './api-error';

/**
 * PostgreSQL refusing a value (bad encoding, NUL, number out of range, text too long for a
 * column, unreadable date) is bad input that slipped past validation: a 400, never a 500.
 */
const refusedValueStates = new Set(['22021', '22P05', '22003', '22001', '22007', '22008', '22P02']);

function databaseState(error: unknown): string | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const seen = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof seen.code === 'string' ? seen.code : typeof seen.cause?.code === 'string' ? seen.cause.code : undefined;
  return code && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

export function refusedValueError(error: unknown): ApiError | null {
  const state = databaseState(error);
  return state && refusedValueStates.has(state) ? new ApiError(400, ErrorCode.Validation, { key: 'validation.malformed' }) : null;
}
