import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from './columns';
import { companies, departments } from './organisations';
import { permissionGroups, permissions, roles } from './security';

/** status 0 disable (locked), 1 active, 2 deleted; role 1 user, 2 administrator. */
export const users = pgTable('users', {
  id: id(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  username: text('username').notNull(),
  name: text('name').notNull().default(''),
  email: text('email'),
  phone: text('phone'),
  passwordHash: text('password_hash').notNull(),
  status: smallint('status').notNull().default(1),
  emailIdentificationLevel: smallint('email_identification_level').notNull().default(0),
  role: smallint('role').notNull().default(1),
  departmentId: integer('department_id').references(() => departments.id),
  permissionGroupId: integer('permission_group_id').references(() => permissionGroups.id),
  isSystem: boolean('is_system').notNull().default(false),
  level: smallint('level'),
  /** the user who manages this one (manager lists: list-by-manager, get-list-by-manager) */
  managerId: integer('manager_id').references((): AnyPgColumn => users.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
}, (t) => [
  uniqueIndex('users_company_username_uq').on(t.companyId, sql`lower(${t.username})`),
  index('users_company_email_idx').on(t.companyId, sql`lower(${t.email})`),
  check('users_status_check', sql`${t.status} in (0, 1, 2)`),
  check('users_role_check', sql`${t.role} in (1, 2)`),
  check('users_email_level_check', sql`${t.emailIdentificationLevel} in (0, 1, 2)`),
]);

export const userDepartments = pgTable('user_departments', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  departmentId: integer('department_id').notNull().references(() => departments.id, { onDelete: 'cascade' }),
  position: text('position'),
}, (t) => [primaryKey({ columns: [t.userId, t.departmentId] }), index('user_departments_dep_idx').on(t.departmentId)]);

export const userPermissions = pgTable('user_permissions', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  permissionId: integer('permission_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.permissionId] }), index('user_permissions_perm_idx').on(t.permissionId)]);

export const userRoles = pgTable('user_roles', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.roleId] })]);
