import type { FastifyInstance } from 'fastify';
import type { Actor } from '#server/domain/actor';
import { requestLanguage } from './language';
import { tenantOf } from './tenant';

declare module 'fastify' {
  interface FastifyRequest {
    /** who asks, for use-cases: set with req.company (every /api request but docs and unknown routes) */
    actor: Actor;
  }
}

/** Builds req.actor once per request from what the tenant and session hooks found; install after them. */
export function installActor(app: FastifyInstance): void {
  app.decorateRequest('actor', null as unknown as Actor);
  app.addHook('onRequest', (req, _reply, done) => {
    const company = tenantOf(req);
    if (company) req.actor = { company, user: req.user, integration: req.integration, ip: req.ip, language: requestLanguage(req) };
    done();
  });
}
