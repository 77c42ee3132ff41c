import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from './columns';

/** SPEC 3 company types: 1 security-agency group, 2 ministry or sector group, 5 province, 3 enterprise. */
export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  code: text('code'),
  type: smallint('type').notNull().default(3),
  parentId: integer('parent_id').references((): AnyPgColumn => companies.id),
  logoHeadWhite: text('logo_head_white'),
  logoHeadBlue: text('logo_head_blue'),
  smsOtpEnabled: smallint('sms_otp_enabled').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
}, (t) => [
  check('companies_type_check', sql`${t.type} in (1, 2, 3, 5)`),
  index('companies_parent_idx').on(t.parentId),
]);

/** Departments: type 1..4, level 1 province / 2 district. */
export const departments = pgTable('departments', {
  id: id(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  parentId: integer('parent_id').references((): AnyPgColumn => departments.id),
  name: text('name').notNull(),
  code: text('code'),
  type: smallint('type').notNull().default(1),
  level: smallint('level').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
}, (t) => [
  check('departments_type_check', sql`${t.type} between 1 and 4`),
  check('departments_level_check', sql`${t.level} in (1, 2)`),
  index('departments_company_idx').on(t.companyId),
  index('departments_parent_idx').on(t.parentId),
]);
