import type { Failure } from '#core/api';
import type { Language } from '#core/constants';
import { translate } from '#core/i18n';
import type { ApiError } from './api-error';

export function ok<T>(responseData: T): { success: true; responseData: T } {
  return { success: true, responseData };
}

export function failureBody(language: Language, error: ApiError): Failure {
  const body: Failure = { success: false, code: error.code, message: translate(language, error.detail) };
  if (error.fields && error.fields.length > 0) {
    body.errors = error.fields.map((f) => ({ field: f.field, message: translate(language, f) }));
  }
  const retryAfter = Number(error.headers?.['retry-after']);
  if (Number.isInteger(retryAfter) && retryAfter > 0) body.retryAfter = retryAfter;
  return body;
}
