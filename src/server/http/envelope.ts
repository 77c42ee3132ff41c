import type { Failure } from '#core/api';
import type { Language } from '#core/constants';
import { translate } from '#core/i18n';
import type { DomainError } from '#server/domain/domain-error';

export function ok<T>(responseData: T): { success: true; responseData: T } {
  return { success: true, responseData };
}

export function failureBody(language: Language, error: DomainError): Failure {
  const body: Failure = { success: false, code: error.code, message: translate(language, error.detail) };
  if (error.fields && error.fields.length > 0) {
    body.errors = error.fields.map((f) => ({ field: f.field, message: translate(language, f) }));
  }
  if (error.retryAfterSeconds !== undefined) body.retryAfter = error.retryAfterSeconds;
  return body;
}
