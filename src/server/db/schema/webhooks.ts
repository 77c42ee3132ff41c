import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns';
import { companies } from './organisations';
import { forms } from './forms';
import { responses } from './responses';
import { users } from './users';

/**
 * A form's webhook (docs/integrations.md, "Webhooks"). The secret is kept as written: HMAC signing
 * needs the key itself, so unlike passwords it cannot be stored as a hash; the API never sends it
 * back after creation or regeneration.
 */
export const webhooks = pgTable('webhooks', {
  id: id(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  formId: integer('form_id').notNull().references(() => forms.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  secret: text('secret').notNull(),
  active: boolean('active').notNull().default(true),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('webhooks_form_idx').on(t.formId),
]);

/**
 * The queue and the log at once: one row per (webhook, answer), made in the statement that stores
 * the answer. status: 0 pending, 1 delivered, 2 failed. A worker claims a pending row by setting
 * `lease_until` (FOR UPDATE SKIP LOCKED), so one process sends it; a lease that ran out (the
 * process died) is claimed again.
 */
export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: id(),
  webhookId: integer('webhook_id').notNull().references(() => webhooks.id, { onDelete: 'cascade' }),
  responseId: uuid('response_id').notNull().references(() => responses.id, { onDelete: 'cascade' }),
  status: smallint('status').notNull().default(0),
  /** attempts since the delivery was queued or last sent again */
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
  leaseUntil: at('lease_until'),
  /** who holds the lease: only that claim may write the outcome */
  claimId: uuid('claim_id'),
  lastHttpStatus: integer('last_http_status'),
  lastError: text('last_error'),
  lastAttemptAt: at('last_attempt_at'),
  deliveredAt: at('delivered_at'),
  createdAt: createdAt(),
}, (t) => [
  check('webhook_deliveries_status_check', sql`${t.status} between 0 and 2`),
  uniqueIndex('webhook_deliveries_webhook_response_idx').on(t.webhookId, t.responseId),
  index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 0`),
  index('webhook_deliveries_webhook_created_idx').on(t.webhookId, t.createdAt),
]);
