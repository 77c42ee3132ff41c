import type { MessageKey } from '#core/i18n';
import { conflictOn } from '#server/domain/domain-error';

/** config's name for conflictOn, kept while config's own files are moved (issue 14) */
export const taken = conflictOn;

const isUniqueViolation = (error: unknown) => {
  const seen = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return seen?.code === '23505' || seen?.cause?.code === '23505';
};

/** A write that lost a race for a unique key answers 409 like the check before it would have. */
export async function uniqueOr409<T>(write: () => Promise<T>, field: string, key: MessageKey): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflictOn(field, key);
    throw error;
  }
}
