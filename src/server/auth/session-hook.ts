import type { FastifyInstance } from 'fastify';
import { UserStatus } from '#core/api/auth.contract';
import { SESSION_COOKIE, findSession } from './session';

/** Resolves the cookie to req.session and, for active users, req.user. Runs after the tenant hook. */
export function installSessionHook(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (req) => {
    if (!req.company) return;
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await findSession(app.db, token, req.company.id);
    if (!session) return;
    req.session = session;
    if (session.record?.status === UserStatus.Active) req.user = session.record;
  });
}
