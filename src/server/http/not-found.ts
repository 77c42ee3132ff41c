import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '#core/api';
import { spaFallback } from '#server/static/static-files';
import { ApiError } from './api-error';
import { sendApiError } from './error-handler';
import { isApiPath, routedPath } from './tenant';

export function installNotFound(app: FastifyInstance, serveSpa: boolean) {
  app.setNotFoundHandler((req, reply) => {
    if (isApiPath(routedPath(req))) return sendApiError(req, reply, new ApiError(404, ErrorCode.NotFound, { key: 'error.routeNotFound' }));
    if (serveSpa && spaFallback(req, reply)) return reply;
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });
}
