import { ErrorCode } from '#core/api';
import { ApiError } from '#server/http/api-error';

export const tokenInvalid = () =>
  new ApiError(400, ErrorCode.Validation, { key: 'error.uploadTokenInvalid' }, [{ field: 'token', key: 'error.uploadTokenInvalid' }]);

export const fileTypeRefused = (field: string) =>
  new ApiError(400, ErrorCode.Validation, { key: 'validation.fileType' }, [{ field, key: 'validation.fileType' }]);

export function fileTooLarge(field: string, maxBytes: number) {
  const values = { max: Math.round(maxBytes / (1024 * 1024)) };
  return new ApiError(413, ErrorCode.TooLarge, { key: 'validation.fileTooLarge', values }, [{ field, key: 'validation.fileTooLarge', values }]);
}

/** SPEC 8: the storage itself failed (disk full, no permission). */
export const uploadFailed = () => new ApiError(500, ErrorCode.Server, { key: 'error.uploadFailed' });
