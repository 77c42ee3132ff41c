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
  /** the last approved version: what respondents answer while a later change waits for review (decision 1) */
  publishedVersion: integer('published_version'),
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

/**
 * SPEC 3 table/grid cells of table and grid elements, kept in step with the design document:
 * each save applies the SPEC 4 create/update/delete markers here and writes the assigned ids back.
 */
export const formTableCells = pgTable('form_table_cells', {
  id: id(),
  formId: integer('form_id').notNull().references(() => forms.id, { onDelete: 'cascade' }),
  elementId: text('element_id').notNull(),
  key: text('key').notNull(),
  title: text('title'),
  text: text('text'),
  type: smallint('type').notNull(),
  rowIndex: integer('row_index').notNull(),
  columnIndex: integer('column_index').notNull(),
  placeholder: text('placeholder'),
  value: text('value'),
}, (t) => [
  index('form_table_cells_form_element_idx').on(t.formId, t.elementId),
  check('form_table_cells_type_check', sql`${t.type} between 1 and 8`),
]);

export const formCellOptions = pgTable('form_cell_options', {
  id: id(),
  cellId: integer('cell_id').notNull().references(() => formTableCells.id, { onDelete: 'cascade' }),
  value: text('value').notNull(),
  text: text('text').notNull(),
  order: integer('order').notNull().default(0),
}, (t) => [index('form_cell_options_cell_idx').on(t.cellId)]);

/** The approval timeline: submitted, approved, rejected, forwarded; reason for rejections. */
export const formReviews = pgTable('form_reviews', {
  id: id(),
  formId: integer('form_id').notNull().references(() => forms.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  action: text('action').notNull(),
  userId: integer('user_id').references(() => users.id),
  reason: text('reason'),
  createdAt: createdAt(),
}, (t) => [
  index('form_reviews_form_idx').on(t.formId, t.createdAt),
  check('form_reviews_action_check', sql`${t.action} in ('submitted', 'approved', 'rejected', 'forwarded')`),
]);
