import { z } from 'zod';
import { hasForbiddenCharacter } from '../auth/password';
import type { MessageKey } from '../i18n/message-keys';
import { MAX_INT4, isStorableText } from '../text';
import { rowIdSchema } from './url-number.schema';

const rowId = rowIdSchema;
const key = (k: MessageKey) => k;

/** A name or code under SPEC 5: required (with `required`'s message) and free of the generic rule's characters. */
export function plainValue(required: MessageKey, max = 200) {
  return z.string().trim()
    .min(1, key(required))
    .max(max, key('validation.invalid'))
    .refine(isStorableText, key('validation.malformed'))
    .refine((v) => !hasForbiddenCharacter(v), key('validation.notRightFormat'));
}

export const permissionItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  level: z.number().int().nullable(),
  zone: z.string(),
  /** seeded by the product: the code checks it, so it can be neither deleted nor recoded */
  seeded: z.boolean(),
});
export type PermissionItem = z.infer<typeof permissionItemSchema>;

export const permissionGroupItemSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  order: z.number().int(),
  seeded: z.boolean(),
});
export type PermissionGroupItem = z.infer<typeof permissionGroupItemSchema>;

/** POST permission/group/save: no id creates, an id updates; the parent may not be the group or one of its sub-groups. */
export const savePermissionGroupBodySchema = z.object({
  id: rowId.optional(),
  name: plainValue('validation.permissionFieldsRequired'),
  code: plainValue('validation.permissionFieldsRequired', 100),
  parentId: rowId.nullable().default(null),
  order: z.number().int().min(0).max(MAX_INT4).default(0),
});
export type SavePermissionGroupBody = z.input<typeof savePermissionGroupBodySchema>;

/** POST permission/save: code, name and group are required (SPEC 5); level null means any level. */
export const savePermissionBodySchema = z.object({
  id: rowId.optional(),
  code: plainValue('validation.permissionFieldsRequired', 100),
  name: plainValue('validation.permissionFieldsRequired'),
  groupId: z.number({ error: key('validation.permissionFieldsRequired') }).int().positive().max(MAX_INT4),
  level: z.number().int().min(0).max(32_767).nullable().default(null),
});
export type SavePermissionBody = z.input<typeof savePermissionBodySchema>;

/** POST permission/user/update and user/save-permission: the user's direct codes become exactly these. */
export const updateUserPermissionsBodySchema = z.object({
  userId: rowId,
  permissionIds: z.array(rowId).max(1000),
});
export type UpdateUserPermissionsBody = z.infer<typeof updateUserPermissionsBodySchema>;

/** GET permission/user-{id}/list: direct grants, and the codes held through the permission group or roles. */
export const userPermissionsSchema = z.object({
  userId: z.number().int(),
  direct: z.array(z.number().int()),
  inherited: z.array(z.number().int()),
});
export type UserPermissions = z.infer<typeof userPermissionsSchema>;

export const permissionZoneSchema = z.object({ code: z.string(), zone: z.string() });

export const roleItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  permissionIds: z.array(z.number().int()),
  userCount: z.number().int(),
});
export type RoleItem = z.infer<typeof roleItemSchema>;

export const saveRoleBodySchema = z.object({
  id: rowId.optional(),
  name: plainValue('validation.roleNameRequired'),
  description: z.string().trim().max(1000, key('validation.invalid')).refine(isStorableText, key('validation.malformed')).nullish()
    .transform((v) => (v === undefined || v === '' ? null : v)),
});
export type SaveRoleBody = z.input<typeof saveRoleBodySchema>;

/** POST role/permission/update: the role's codes become exactly these. */
export const updateRolePermissionsBodySchema = z.object({
  roleId: rowId,
  permissionIds: z.array(rowId).max(1000),
});
export type UpdateRolePermissionsBody = z.infer<typeof updateRolePermissionsBodySchema>;
