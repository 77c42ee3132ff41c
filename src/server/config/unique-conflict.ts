import { ErrorCode } from '#core/api';
import type { MessageKey } from '#core/i18n';
import { ApiError } from '#server/http/api-error';

export const taken = (field: string, key: MessageKey) => new ApiError(409, ErrorCode.Conflict, { key }, [{ field, key }]);

const isUniqueViolation = (error: unknown) => {
  const seen = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return seen?.code === '23505' || seen?.cause?.code === '23505';
};

/** A write that lost a race for a unique key answers 409 like the check before it would have. */
export async function uniqueOr409<T>(write: () => Promise<T>, field: string, key: MessageKey): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(field, key);
    throw error;
  }
}
