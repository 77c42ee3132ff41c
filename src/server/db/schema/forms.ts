import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { at, createdAt, deletedAt, id, updatedAt } from './columns';
import { companies, departments } from './organisations';
import { users } from './users';

/** status: 0 Disable, 1 Active (published), 2 Delete, 3 AwaitingReview. type: 1 individual, 2 organisation. */
export const forms = pgTable('forms', {
  id: id(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  ownerId: integer('owner_id').notNull().references(() => users.id),
  title: text('title').notNull(),
  status: smallint('status').notNull().default(0),
  version: integer('version').notNull().default(1),
  shortUrl: text('short_url').notNull().unique(),
  design: jsonb('design').notNull(),
  type: smallint('type').notNull().default(1),
  organisationId: integer('organisation_id').references(() => departments.id),
  closesAt: at('closes_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
}, (t) => [
  check('forms_status_check', sql`${t.status} between 0 and 3`),
  check('forms_type_check', sql`${t.type} in (1, 2)`),
  index('forms_company_owner_idx').on(t.companyId, t.ownerId),
  index('forms_company_status_idx').on(t.companyId, t.status),
]);

export const formVersions = pgTable('form_versions', {
  id: id(),
  formId: integer('form_id').notNull().references(() => forms.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  design: jsonb('design').notNull(),
  changedBy: integer('changed_by').references(() => users.id),
  changeSummary: jsonb('change_summary'),
  createdAt: createdAt(),
}, (t) => [index('form_versions_form_idx').on(t.formId, t.version)]);

/** Sharing: permission 1 editor, 2 viewer. */
export const formUserPermissions = pgTable('form_user_permissions', {
  formId: integer('form_id').notNull().references(() => forms.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  permission: smallint('permission').notNull(),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ columns: [t.formId, t.userId] }),
  index('form_user_permissions_user_idx').on(t.userId),
  check('form_user_permissions_check', sql`${t.permission} in (1, 2)`),
]);
