import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health-routes';
import { type MetricsOptions, createMetrics, installMetrics } from './metrics';
import { type OverloadOptions, installOverloadProtection } from './overload';

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
