import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { api } from '#core/api';
import type { BatchItemResult } from '#core/api';
import type { Db } from '#server/db/connect';

/** The Prometheus figures of one app: its own registry, so several apps in one test process never mix. */
export interface AppMetrics {
  registry: Registry;
  requestSeconds: Histogram<'method' | 'route' | 'status_code'>;
  batchesReceived: Counter;
  answersStored: Counter;
  /** pings the database, so the scrape shows whether and how fast it answers */
  measureDatabase(): Promise<void>;
}

export interface MetricsOptions {
  /** process figures (CPU, memory, event-loop lag, handles): on in the running server, off in tests by default */
  processMetrics?: boolean;
  /** the pool size of the PostgreSQL client, when there is one */
  databasePoolSize?: number;
}

/** A database that takes longer than this to answer `select 1` counts as down for the scrape. */
const PING_TIMEOUT_MS = 2000;

async function pingSeconds(db: Db): Promise<number | null> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), PING_TIMEOUT_MS); });
  try {
    const answered = await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
    return answered ? (performance.now() - started) / 1000 : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export function createMetrics(db: Db, options: MetricsOptions = {}): AppMetrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, with their duration',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const batchesReceived = new Counter({ name: 'survey_outbox_batches_received_total', help: 'Answer batches received from devices\' outboxes', registers: [registry] });
  const answersStored = new Counter({ name: 'survey_answers_stored_total', help: 'Answers stored (repeats of an answer already stored are not counted)', registers: [registry] });
  const databaseUp = new Gauge({ name: 'survey_database_up', help: '1 when the database answered a ping within 2 s at this scrape', registers: [registry] });
  const ping = new Gauge({ name: 'survey_database_ping_seconds', help: 'Time the database took to answer select 1 at this scrape', registers: [registry] });
  if (options.databasePoolSize !== undefined) {
    new Gauge({ name: 'survey_database_pool_size', help: 'Connections the PostgreSQL pool may open', registers: [registry] }).set(options.databasePoolSize);
  }
  async function measureDatabase() {
    const seconds = await pingSeconds(db);
    databaseUp.set(seconds === null ? 0 : 1);
    if (seconds !== null) ping.set(seconds);
  }
  return { registry, requestSeconds, batchesReceived, answersStored, measureDatabase };
}

/** The ingest calls, whose replies say how many answers they stored. */
export const ingestRoutes = new Set<string>([api.saveResponse, api.saveResponses]);

/** Answers an ingest reply stored for the first time (repeats of an answer already stored are not counted). */
export function newlyStoredAnswers(route: string, payload: unknown): number {
  const data = (payload as { success?: boolean; responseData?: unknown } | null)?.responseData;
  if (!data || typeof data !== 'object') return 0;
  if (route === api.saveResponse) return (data as { duplicate?: boolean }).duplicate === false ? 1 : 0;
  const results = (data as { results?: BatchItemResult[] }).results ?? [];
  return results.filter((r) => r.status === 'saved' && !r.duplicate).length;
}
