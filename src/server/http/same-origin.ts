import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '#core/api';
import { ApiError } from './api-error';
import { bearerToken } from './bearer-token';
import { isApiPath, routedPath } from './tenant';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Compares through URL so a default port written out (":80", ":443") still matches. */
function sameHost(origin: string, host: string): boolean {
  try {
    const from = new URL(origin);
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/**
 * CSRF defence beside SameSite cookies: a browser's cross-site write is refused. A bearer request
 * carries no ambient authority (its cookies are ignored), so it is not checked.
 */
export function installSameOrigin(app: FastifyInstance) {
  app.addHook('onRequest', (req, _reply, done) => {
    if (!stateChanging.has(req.method) || !isApiPath(routedPath(req)) || bearerToken(req) !== null) { done(); return; }
    const origin = req.headers.origin;
    const refused = () => new ApiError(403, ErrorCode.CrossOrigin, { key: 'error.crossOrigin' });
    if (typeof origin === 'string' && origin !== '') {
      done(sameHost(origin, req.host) ? undefined : refused());
      return;
    }
    const site = req.headers['sec-fetch-site'];
    done(typeof site === 'string' && site !== 'same-origin' && site !== 'none' ? refused() : undefined);
  });
}
