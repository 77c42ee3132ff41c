import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '#core/api';
import { type OverloadOptions, installOverloadProtection } from '#server/http/overload';
import { healthRoutes } from './health-routes';
import { type AppMetrics, type MetricsOptions, createMetrics, ingestRoutes, newlyStoredAnswers } from './metrics';

/** What an operator watches: /healthz, /readyz, /metrics, and load shedding (docs/deploy.md). */
export interface OperationsOptions {
  metrics?: MetricsOptions;
  /** METRICS_TOKEN: the bearer token /metrics wants; null = only direct requests from this machine */
  metricsToken?: string | null;
  /** null or missing: no load shedding (tests) */
  overload?: OverloadOptions | null;
}

export async function installOperations(app: FastifyInstance, options: OperationsOptions = {}) {
  const metrics = createMetrics(app.db, options.metrics);
  installMetrics(app, metrics);
  if (options.overload) await installOverloadProtection(app, options.overload);
  healthRoutes(app, metrics, { metricsToken: options.metricsToken ?? null });
}

const routeOf = (req: FastifyRequest) => req.routeOptions.url ?? 'unmatched';

/** Per request: one histogram observation; the ingest routes also count batches and what they stored. */
function installMetrics(app: FastifyInstance, metrics: AppMetrics) {
  app.addHook('onResponse', (req, reply, done) => {
    const route = routeOf(req);
    metrics.requestSeconds.observe({ method: req.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if (route === api.saveResponses) metrics.batchesReceived.inc();
    done();
  });
  app.addHook('preSerialization', (req, _reply, payload, done) => {
    const route = req.routeOptions.url;
    if (route !== undefined && ingestRoutes.has(route)) {
      const stored = newlyStoredAnswers(route, payload);
      if (stored > 0) metrics.answersStored.inc(stored);
    }
    done(null, payload);
  });
}
