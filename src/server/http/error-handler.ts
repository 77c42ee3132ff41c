import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode } from '#core/api';
import type { FieldProblem } from '#core/i18n';
import { domainMessagesEn } from '#core/i18n';
import type { MessageKey } from '#core/i18n';
import { DomainError } from '#server/domain/domain-error';
import { ApiError, statusOf } from './api-error';
import { refusedValueError } from './refused-value';
import { failureBody } from './envelope';
import { requestLanguage } from './language';
import { unsupportedMediaType } from './multipart';
import { setSecurityHeaders } from './security-headers';
import { isApiPath, routedPath } from './tenant';

function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(domainMessagesEn, value);
}

/** Zod issues as field problems: dotted path, and a catalogue key instead of zod's English text. */
function zodFieldProblems(error: { validation: { instancePath: string; keyword: string; message?: string }[] }): FieldProblem[] {
  return error.validation.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const text = issue.message ?? '';
    let key: MessageKey = 'validation.invalid';
    if (isMessageKey(text)) key = text;
    else if (issue.keyword === 'invalid_type' && text.includes('received undefined')) key = 'validation.required';
    return { field, key };
  });
}

/** The refusal a failure stands for, or null for an unexpected one (a 500). */
function toDomainError(error: FastifyError): DomainError | null {
  if (error instanceof DomainError) return error;
  const refusedValue = refusedValueError(error);
  if (refusedValue) return refusedValue;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new ApiError(400, ErrorCode.Validation, { key: 'validation.invalid' }, zodFieldProblems(error));
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, ErrorCode.BadJson, { key: 'error.badJson' });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, ErrorCode.TooLarge, { key: 'error.payloadTooLarge' });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return unsupportedMediaType();
  }
  if (error instanceof SyntaxError && error.statusCode === 400) return new ApiError(400, ErrorCode.BadJson, { key: 'error.badJson' });
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    if (status === 413) return new ApiError(413, ErrorCode.TooLarge, { key: 'error.payloadTooLarge' });
    return new ApiError(400, ErrorCode.BadRequest, { key: 'error.badRequest' });
  }
  return null;
}

/** Headers of the reply to a refusal: an ApiError's own, else Retry-After when the domain says how long to wait. */
function headersOf(error: DomainError): Readonly<Record<string, string>> | undefined {
  if (error instanceof ApiError) return error.headers;
  return error.retryAfterSeconds === undefined ? undefined : { 'retry-after': String(error.retryAfterSeconds) };
}

/** The one place a refusal becomes a reply: its status (statusOf) and the envelope in the caller's language. */
export function sendApiError(req: FastifyRequest, reply: FastifyReply, error: DomainError) {
  const headers = headersOf(error);
  if (headers) void reply.headers(headers);
  return reply.code(statusOf(error)).type('application/json; charset=utf-8').send(failureBody(requestLanguage(req), error));
}

/**
 * Fastify's own replies to a request no route or hook saw (a path that does not decode, a path
 * parameter over 100 characters): the envelope under /api, plain text elsewhere, and the URL is
 * never echoed back.
 */
export function replyToFrameworkError(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  setSecurityHeaders(req, reply);
  if (isApiPath(routedPath(req))) void sendApiError(req, reply, toDomainError(error) ?? new ApiError(400, ErrorCode.BadRequest, { key: 'error.badRequest' }));
  else void reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const refusal = toDomainError(error);
    if (refusal) return sendApiError(req, reply, refusal);
    req.log.error({ err: error }, 'unexpected error');
    return sendApiError(req, reply, new ApiError(500, ErrorCode.Server, { key: 'error.server' }));
  });
}
