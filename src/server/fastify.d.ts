import type { Db } from './db/connect';
import type { ReadsFor } from './http/read-routing';
import type { CompanyRow } from './http/tenant';
import type { SessionInfo, UserRow } from './auth/session';
import type { ServerSettings } from './settings';
import type { HotRows } from './http/hot-rows';
import type { WebhookDispatcher } from './webhooks/webhook-dispatcher';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** the database for a request's heavy reads: a replica with DATABASE_READ_URL (db/read-routing.ts), else db */
    readsFor: ReadsFor;
    settings: ServerSettings;
    /** short-lived copies of rows read on every request (see http/hot-rows.ts) */
    hotRows: HotRows;
    /** sends queued webhook deliveries (webhooks/webhook-dispatcher.ts) */
    webhooks: WebhookDispatcher;
  }
  interface FastifyRequest {
    /** set for every /api request except docs and unknown routes */
    company: CompanyRow;
    /** the signed-in, active user; null for anonymous visitors and locked accounts */
    user: UserRow | null;
    session: SessionInfo | null;
  }
}
