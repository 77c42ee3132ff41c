import { ErrorCode } from '#core/api';
import type { FieldProblem, MessageKey } from '#core/i18n';
import { ApiError } from '#server/http/api-error';

export type ImportRefusal = 'error.importUnreadable' | 'error.importNoSurveySheet' | 'error.importUnknownFormat' | 'error.importNativeVersion' | 'error.importInvalid' | 'error.importNeedsFile' | 'error.importUnpackedTooLarge';

/** 400: the file is not a form this product can read; nothing is created. */
export function importRefused(key: ImportRefusal & MessageKey, fields?: readonly FieldProblem[]): ApiError {
  return new ApiError(400, ErrorCode.BadRequest, { key }, fields);
}
