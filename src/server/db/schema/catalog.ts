import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, type AnyPgColumn, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from './columns';
import { forms } from './forms';
import { companies } from './organisations';
import { users } from './users';

export const categories = pgTable('categories', {
  id: id(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  code: text('code').notNull(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('categories_company_code_uq').on(t.companyId, t.code)]);

/** Items form levels: level 1 items have no parent, a level n+1 item hangs under a level n item. */
export const categoryItems = pgTable('category_items', {
  id: id(),
  categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  parentId: integer('parent_id').references((): AnyPgColumn => categoryItems.id, { onDelete: 'cascade' }),
  level: smallint('level').notNull().default(1),
  code: text('code').notNull(),
  name: text('name').notNull(),
  order: integer('order').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [index('category_items_category_idx').on(t.categoryId), index('category_items_parent_idx').on(t.parentId)]);

export const configGroups = pgTable('config_groups', {
  id: id(),
  companyId: integer('company_id').references(() => companies.id),
  key: text('key').notNull(),
  name: text('name').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('config_groups_company_key_uq').on(sql`coalesce(${t.companyId}, 0)`, t.key)]);

/** company_id null = system-wide; a company row overrides it. Key 'logo' is the system logo. */
export const configs = pgTable('configs', {
  id: id(),
  companyId: integer('company_id').references(() => companies.id),
  groupId: integer('group_id').references(() => configGroups.id),
  key: text('key').notNull(),
  name: text('name').notNull().default(''),
  content: text('content').notNull().default(''),
  type: smallint('type').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('configs_company_key_uq').on(sql`coalesce(${t.companyId}, 0)`, t.key)]);

export const fileFolders = pgTable('file_folders', {
  id: id(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  parentId: integer('parent_id').references((): AnyPgColumn => fileFolders.id),
  ownerId: integer('owner_id').references(() => users.id),
  name: text('name').notNull(),
  createdAt: createdAt(),
  deletedAt: deletedAt(),
});

export const files = pgTable('files', {
  id: id(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  folderId: integer('folder_id').references(() => fileFolders.id),
  ownerId: integer('owner_id').references(() => users.id),
  name: text('name').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  mimeType: text('mime_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  isShare: boolean('is_share').notNull().default(false),
  /** set for an answer attachment: only people who may read this form's answers get the file */
  formId: integer('form_id').references(() => forms.id),
  createdAt: createdAt(),
  deletedAt: deletedAt(),
}, (t) => [index('files_company_owner_idx').on(t.companyId, t.ownerId)]);

/** Administrative units: 1 province, 2 district, 3 ward. */
export const localities = pgTable('localities', {
  /** the named list the unit belongs to (core's localityListIds); rows of before lists were named are the three-level list */
  listId: text('list_id').notNull().default('vn-2025-03'),
  code: text('code').notNull(),
  name: text('name').notNull(),
  type: smallint('type').notNull(),
  parentCode: text('parent_code'),
  /** the name in lower case without accents, for searching "ha noi" as "Hà Nội" */
  searchName: text('search_name').notNull().default(''),
}, (t) => [primaryKey({ columns: [t.listId, t.code] }), index('localities_parent_idx').on(t.listId, t.parentCode), index('localities_type_idx').on(t.listId, t.type), check('localities_type_check', sql`${t.type} in (1, 2, 3)`)]);

/** Single-use upload tokens (GET /v1/file/get-token): the storage accepts one file per token. */
export const uploadTokens = pgTable('upload_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  userId: integer('user_id').references(() => users.id),
  filename: text('filename').notNull(),
  purpose: text('purpose').notNull(),
  /** purpose 'answer': the form the file is an answer to (the stored file keeps it) */
  formId: integer('form_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

/**
 * Resumable uploads (docs/files.md): the token is spent when the session starts; chunks are
 * appended at `received` until `size`, then the file is stored under `storage_key`.
 */
export const uploadSessions = pgTable('upload_sessions', {
  id: uuid('id').primaryKey(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  userId: integer('user_id').references(() => users.id),
  filename: text('filename').notNull(),
  mimeType: text('mime_type').notNull(),
  purpose: text('purpose').notNull(),
  formId: integer('form_id'),
  size: bigint('size', { mode: 'number' }).notNull(),
  received: bigint('received', { mode: 'number' }).notNull().default(0),
  storageKey: text('storage_key'),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});
