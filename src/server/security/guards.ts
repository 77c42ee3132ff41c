import { ErrorCode } from '#core/api';
import type { FieldProblem } from '#core/i18n';
import type { MessageKey } from '#core/i18n';
import { ApiError } from '#server/http/api-error';

/** A 400 whose message is the field's own message (SPEC 5 wording), not the generic one. */
export function badField(field: string, key: MessageKey): ApiError {
  const problem: FieldProblem = { field, key };
  return new ApiError(400, ErrorCode.Validation, { key }, [problem]);
}

export const conflict = (key: MessageKey, field?: string) =>
  new ApiError(409, ErrorCode.Conflict, { key }, field ? [{ field, key }] : undefined);
