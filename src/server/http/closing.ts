import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '#core/api';
import { ApiError } from './api-error';

/**
 * While the server drains to stop, a request that still arrives (on a kept-alive connection) gets
 * a 503 in the envelope and the connection is closed: the client or the load balancer tries again
 * elsewhere. Fastify's own 503 (return503OnClosing) would answer outside the envelope.
 */
export function installClosingReply(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_req, reply, done) => {
    if (!closing) { done(); return; }
    void reply.header('connection', 'close');
    done(new ApiError(503, ErrorCode.Server, { key: 'error.serviceUnavailable' }));
  });
}
