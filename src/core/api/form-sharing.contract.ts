import { z } from 'zod';
import { formAccessSchema, formPermissionSchema } from '../forms/form-access.schema';
import { pagingQuerySchema } from './envelope';
import { urlRowIdSchema } from './url-number.schema';

/** GET get-list-user-for-form-permissions: users of the company who can still be added to a form's list. */
export const shareCandidatesQuerySchema = pagingQuerySchema.extend({
  formId: urlRowIdSchema,
  search: z.string().trim().max(200).optional(),
  departmentId: urlRowIdSchema.optional(),
});
export const shareCandidateSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  departmentName: z.string().nullable(),
});
export type ShareCandidate = z.infer<typeof shareCandidateSchema>;

/** GET get-list-department: the company's departments (form type organisation, filtering candidates). */
export const departmentOptionSchema = z.object({ id: z.number().int(), name: z.string(), parentId: z.number().int().nullable() });
export type DepartmentOption = z.infer<typeof departmentOptionSchema>;

/** GET get-user-permissions-by-formid-and-userid/{id}?userId= (the caller when userId is absent). */
export const userFormPermissionQuerySchema = z.object({ userId: urlRowIdSchema.optional() });
export const userFormPermissionSchema = z.object({ formId: z.number().int(), userId: z.number().int(), access: formAccessSchema.nullable() });

/**
 * POST update-user-form-permissions-edited. `add` of a user already on the list is refused
 * (validation.alreadyShared); `update` and `remove` name users on the list. One transaction.
 */
export const updateFormPermissionsBodySchema = z.object({
  formId: z.number().int().positive(),
  add: z.array(z.object({ userId: z.number().int().positive(), permission: formPermissionSchema })).max(200).default([]),
  update: z.array(z.object({ userId: z.number().int().positive(), permission: formPermissionSchema })).max(200).default([]),
  remove: z.array(z.number().int().positive()).max(200).default([]),
});
export type UpdateFormPermissionsBody = z.infer<typeof updateFormPermissionsBodySchema>;
