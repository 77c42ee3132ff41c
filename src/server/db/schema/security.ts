import { type AnyPgColumn, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { companies } from './organisations';

export const permissionGroups = pgTable('permission_groups', {
  id: id(),
  parentId: integer('parent_id').references((): AnyPgColumn => permissionGroups.id),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  order: integer('order').notNull().default(0),
  createdAt: createdAt(),
});

/** The catalogue is global; companies grant subsets of it through roles and user grants. */
export const permissions = pgTable('permissions', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  groupId: integer('group_id').references(() => permissionGroups.id),
  zone: text('zone').notNull().default('app'),
  level: smallint('level'),
  createdAt: createdAt(),
});

export const roles = pgTable('roles', {
  id: id(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  name: text('name').notNull(),
  description: text('description'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('roles_company_name_uq').on(t.companyId, t.name)]);

/** Functions a company may use (company save-permission / copy-functions); none listed = the whole catalogue. */
export const companyPermissions = pgTable('company_permissions', {
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  permissionId: integer('permission_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.companyId, t.permissionId] })]);

export const rolePermissions = pgTable('role_permissions', {
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  permissionId: integer('permission_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })]);
