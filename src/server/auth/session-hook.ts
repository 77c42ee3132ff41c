import type { FastifyInstance } from 'fastify';
import { UserStatus } from '#core/api/auth.contract';
import { resolveBearer } from '#server/integrations/bearer';
import { bearerToken } from '#server/integrations/bearer-token';
import { installCallLog } from '#server/integrations/call-log';
import { SESSION_COOKIE, findSession } from './session';

/**
 * Resolves the cookie to req.session and, for active users, req.user. Runs after the tenant hook.
 * A request with `Authorization: Bearer` is an integration account's: the token alone decides.
 */
export function installSessionHook(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  installCallLog(app);
  app.addHook('onRequest', async (req) => {
    if (!req.company) return;
    const bearer = bearerToken(req);
    if (bearer !== null) return resolveBearer(app.db, req, bearer);
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await findSession(app.db, token, req.company.id);
    if (!session) return;
    req.session = session;
    if (session.record?.status === UserStatus.Active) req.user = session.record;
  });
}
