import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '#core/api/envelope';
import { ApiError } from './api-error';
import { isApiPath } from './tenant';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** CSRF defence beside SameSite cookies: a browser's cross-site write is refused. */
export function installSameOrigin(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    if (!stateChanging.has(req.method) || !isApiPath(req.url)) return;
    const origin = req.headers.origin;
    const refused = () => new ApiError(403, ErrorCode.CrossOrigin, { key: 'error.crossOrigin' });
    if (typeof origin === 'string' && origin !== '') {
      const host = req.host;
      if (origin === 'null' || originHost(origin) !== host) throw refused();
      return;
    }
    const site = req.headers['sec-fetch-site'];
    if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') throw refused();
  });
}
