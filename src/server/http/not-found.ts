import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '#core/api';
import { spaFallback } from './static-files';
import { ApiError } from './api-error';
import { sendApiError } from './error-handler';
import { isApiPath, routedPath } from './tenant';
import { sendDynamicHtml } from './dynamic-html';

/** A page the server renders for an address before index.html is the fallback (a short link's first view), or null. */
export type RenderedPage = (req: FastifyRequest) => Promise<string | null>;

export function installNotFound(app: FastifyInstance, serveSpa: boolean, renderedPage: RenderedPage = () => Promise.resolve(null)) {
  app.setNotFoundHandler(async (req, reply) => {
    if (isApiPath(routedPath(req))) return sendApiError(req, reply, new ApiError(404, ErrorCode.NotFound, { key: 'error.routeNotFound' }));
    const page = serveSpa ? await renderedPage(req) : null;
    if (page !== null) return sendDynamicHtml(req, reply, page);
    if (serveSpa && spaFallback(req, reply)) return reply;
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });
}
