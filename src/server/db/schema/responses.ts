import { sql } from 'drizzle-orm';
import { customType, doublePrecision, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, id } from './columns';
import { companies } from './organisations';
import { forms } from './forms';
import { users } from './users';

/** A 64-bit transaction id (PostgreSQL's xid8), read as its decimal text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/** The primary key is the client-made responseId: the database itself enforces idempotency. */
export const responses = pgTable('responses', {
  id: uuid('id').primaryKey(),
  formId: integer('form_id').notNull().references(() => forms.id),
  companyId: integer('company_id').notNull().references(() => companies.id),
  formVersion: integer('form_version').notNull(),
  userId: integer('user_id').references(() => users.id),
  deviceId: text('device_id'),
  contentHash: text('content_hash').notNull(),
  submittedAt: at('submitted_at'),
  /** the address proven by the respondent's one-time code (settings.verification) */
  verifiedEmail: text('verified_email'),
  verifiedPhone: text('verified_phone'),
  receivedAt: at('received_at').notNull().defaultNow(),
  /**
   * The transaction that stored the row. The answer feed (docs/integrations.md) pages by (stored_xid,
   * id) and serves only transactions older than every one still running, so an answer committed
   * late can never land behind a cursor already handed out, as a time could.
   */
  storedXid: xid8('stored_xid').notNull().default(sql`pg_current_xact_id()`),
}, (t) => [
  // every index costs each submission's insert (bench/README.md "ingest", D78): each serves a query
  // one answer per person (answer-limits.ts) looks up a signed-in user's rows; anonymous rows need no entry
  index('responses_form_user_idx').on(t.formId, t.userId).where(sql`user_id is not null`),
  index('responses_form_device_idx').on(t.formId, t.deviceId),
  // answer tables and exports page by (answered time, id); see answeredAtSql in src/server/statistics
  index('responses_form_answered_idx').on(t.formId, sql`least(submitted_at, received_at)`, t.id),
  index('responses_form_stored_idx').on(t.formId, t.storedXid, t.id),
]);

/** One row per answered element; value_text / value_number let SQL aggregate without parsing JSON. */
export const answers = pgTable('answers', {
  id: id(),
  responseId: uuid('response_id').notNull().references(() => responses.id, { onDelete: 'cascade' }),
  formId: integer('form_id').notNull(),
  elementId: text('element_id').notNull(),
  value: jsonb('value').notNull(),
  valueText: text('value_text'),
  valueNumber: doublePrecision('value_number'),
}, (t) => [
  index('answers_response_element_idx').on(t.responseId, t.elementId),
  index('answers_form_element_idx').on(t.formId, t.elementId),
]);
