import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, deletedAt, id, updatedAt } from './columns';
import { forms } from './forms';
import { companies } from './organisations';
import { users } from './users';

export const actionLogs = pgTable('action_logs', {
  id: id(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  userId: integer('user_id').references(() => users.id),
  userName: text('user_name'),
  type: text('type').notNull(),
  title: text('title').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  oldData: jsonb('old_data'),
  newData: jsonb('new_data'),
  ip: text('ip'),
  createdAt: createdAt(),
}, (t) => [index('action_logs_company_created_idx').on(t.companyId, t.createdAt), index('action_logs_entity_idx').on(t.entity, t.entityId)]);

/** status 0 in process, 1 handled. */
export const errorReports = pgTable('error_reports', {
  id: id(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  formId: integer('form_id').references(() => forms.id),
  reporterId: integer('reporter_id').references(() => users.id),
  content: text('content').notNull(),
  status: smallint('status').notNull().default(0),
  /** made by the reporter's device: a report replayed from the offline queue is stored once */
  clientId: uuid('client_id').unique(),
  contact: text('contact'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [check('error_reports_status_check', sql`${t.status} in (0, 1)`)]);

/**
 * An external system's account. It acts through its own service user (`user_id`), whose direct
 * permissions are the account's scope, so every guard treats it like any other user.
 */
export const integrateUsers = pgTable('integrate_users', {
  id: id(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  name: text('name').notNull(),
  description: text('description'),
  clientId: text('client_id').notNull().unique(),
  secretHash: text('secret_hash').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  userId: integer('user_id').references(() => users.id).unique(),
  lastUsedAt: at('last_used_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Bearer tokens handed to integration accounts; only the sha256 is stored. */
export const integrateTokens = pgTable('integrate_tokens', {
  id: id(),
  tokenHash: text('token_hash').notNull().unique(),
  integrateUserId: integer('integrate_user_id').notNull().references(() => integrateUsers.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
}, (t) => [index('integrate_tokens_account_idx').on(t.integrateUserId)]);

export const notifications = pgTable('notifications', {
  id: id(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  data: jsonb('data'),
  readAt: at('read_at'),
  createdAt: createdAt(),
}, (t) => [index('notifications_user_idx').on(t.userId, t.readAt)]);

export const news = pgTable('news', {
  id: id(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  authorId: integer('author_id').references(() => users.id),
  title: text('title').notNull(),
  summary: text('summary'),
  content: text('content').notNull().default(''),
  coverImage: text('cover_image'),
  status: smallint('status').notNull().default(0),
  publishedAt: at('published_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
}, (t) => [index('news_company_status_idx').on(t.companyId, t.status)]);

/** Related news items shown under an item (the news editor's related-news table). */
export const newsRelated = pgTable('news_related', {
  newsId: integer('news_id').notNull().references(() => news.id, { onDelete: 'cascade' }),
  relatedId: integer('related_id').notNull().references(() => news.id, { onDelete: 'cascade' }),
  order: integer('order').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.newsId, t.relatedId] }), check('news_related_self_check', sql`${t.newsId} <> ${t.relatedId}`)]);

export const newsAttachments = pgTable('news_attachments', {
  id: id(),
  newsId: integer('news_id').notNull().references(() => news.id, { onDelete: 'cascade' }),
  fileId: integer('file_id').notNull(),
  order: integer('order').notNull().default(0),
});

/**
 * How far an answers export has got, by the id its client sent (X-Export-Id, docs/exports.md): in
 * the database, not the process, so a poll that a load balancer sends to another server process
 * finds it. The exporting process writes it a few times a second; housekeeping removes it a day on.
 */
export const exportProgress = pgTable('export_progress', {
  id: uuid('id').primaryKey(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  rows: integer('rows').notNull().default(0),
  total: integer('total').notNull(),
  state: text('state').notNull().default('running'),
  updatedAt: updatedAt(),
}, (t) => [
  check('export_progress_state_check', sql`${t.state} in ('running', 'done', 'cancelled', 'failed')`),
  index('export_progress_updated_idx').on(t.updatedAt),
]);
