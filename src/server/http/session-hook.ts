import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type SessionInfo, activeUserOf, findSession } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { bearerToken, resolveBearer } from '#server/http/bearer-token';
import { installCallLog } from '#server/http/integration-call-log';
import { sessionTokenOf } from './auth-cookies';
import { tenantOf } from './tenant';

/** The live session the request's cookie holds in this company, or null. */
export async function sessionOf(db: Db, req: FastifyRequest, companyId: number): Promise<SessionInfo | null> {
  const token = sessionTokenOf(req);
  return token ? findSession(db, token, companyId) : null;
}

/**
 * Resolves the cookie to req.session and, for active users, req.user. Runs after the tenant hook.
 * A request with `Authorization: Bearer` is an integration account's: the token alone decides.
 */
export function installSessionHook(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  installCallLog(app);
  app.addHook('onRequest', async (req) => {
    const company = tenantOf(req);
    if (!company) return;
    const bearer = bearerToken(req);
    if (bearer !== null) return resolveBearer(app.db, req, bearer);
    const session = await sessionOf(app.db, req, company.id);
    if (!session) return;
    req.session = session;
    req.user = activeUserOf(session);
  });
}
