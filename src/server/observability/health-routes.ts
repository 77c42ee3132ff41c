import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '#core/api';
import { appliedMigrationCount, expectedMigrationCount } from '#server/db/migration-state';
import { ApiError } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import { sendApiError } from '#server/http/error-handler';
import type { AppMetrics } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** draining: set on SIGTERM; /readyz answers 503 from then on so a load balancer stops sending */
    lifecycle: { draining: boolean };
  }
}

export const healthPaths = { live: '/healthz', ready: '/readyz', metrics: '/metrics' } as const;

/** A database slower than this to answer counts as not ready. */
const READY_TIMEOUT_MS = 2000;

const unavailable = () => new ApiError(503, ErrorCode.Unavailable, { key: 'error.unavailable' }, undefined, { 'Retry-After': '5' });

async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => { timer = setTimeout(() => resolve('timeout'), ms); });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

type Readiness = 'ready' | 'draining' | 'database-unavailable' | 'migrations-pending';

async function readiness(app: FastifyInstance, expected: number): Promise<Readiness> {
  if (app.lifecycle.draining) return 'draining';
  try {
    const applied = await withDeadline(appliedMigrationCount(app.db), READY_TIMEOUT_MS);
    if (applied === 'timeout') return 'database-unavailable';
    return applied >= expected ? 'ready' : 'migrations-pending';
  } catch {
    return 'database-unavailable';
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const forwardingHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'];
const loopback = /^(?:127\.|::1$|::ffff:127\.)/;

/**
 * With METRICS_TOKEN, a matching bearer token from anywhere. Without it, only a direct request from
 * this machine: a loopback socket that came through no proxy (a proxy on the same machine adds
 * X-Forwarded-For, and would otherwise make the whole internet look local).
 */
function metricsAllowed(req: FastifyRequest, token: string | null): ApiError | null {
  if (token !== null) {
    const header = req.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    return sameSecret(given, token) ? null : new ApiError(401, ErrorCode.Unauthorized, { key: 'error.unauthorized' });
  }
  const direct = loopback.test(req.socket.remoteAddress ?? '') && forwardingHeaders.every((h) => req.headers[h] === undefined);
  return direct ? null : new ApiError(403, ErrorCode.Forbidden, { key: 'error.forbidden' });
}

/** Never refused for overload: a supervisor must see the process alive, and a scrape must see the pressure. */
const notShed = { pressureHandler: () => undefined };

export function healthRoutes(app: FastifyInstance, metrics: AppMetrics, options: { metricsToken: string | null }) {
  app.decorate('lifecycle', { draining: false });
  // while draining, a reply ends its keep-alive connection: an idle socket kept open would hold the exit until the deadline
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (app.lifecycle.draining) void reply.header('connection', 'close');
    done(null, payload);
  });
  const expected = expectedMigrationCount();

  app.get(healthPaths.live, { config: notShed, schema: { hide: true } }, () => ok({ status: 'alive' }));

  app.get(healthPaths.ready, { schema: { hide: true } }, async (req: FastifyRequest, reply: FastifyReply) => {
    const state = await readiness(app, expected);
    if (state !== 'ready') {
      req.log.warn({ state }, 'not ready');
      return sendApiError(req, reply, unavailable());
    }
    return ok({ status: state });
  });

  app.get(healthPaths.metrics, { config: notShed, schema: { hide: true } }, async (req, reply) => {
    const refused = metricsAllowed(req, options.metricsToken);
    if (refused) return sendApiError(req, reply, refused);
    await metrics.measureDatabase();
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
