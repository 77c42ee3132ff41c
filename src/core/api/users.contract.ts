import { z } from 'zod';
import { hasForbiddenCharacter, passwordProblem } from '../auth/password';
import { isStorableText } from '../text';
import { listSchema, pagingQuerySchema } from './envelope';
import { rowIdParamsSchema, rowIdSchema, urlNumber, urlRowIdSchema } from './url-number.schema';

const idSchema = rowIdSchema;
export const userIdParamsSchema = rowIdParamsSchema;

/** SPEC 5 generic rule on names and usernames. */
const plainText = (max: number) => z.string().trim().max(max)
  .refine(isStorableText, 'validation.malformed')
  .refine((v) => !hasForbiddenCharacter(v), 'validation.notRightFormat');
const requiredText = (max: number) => plainText(max).refine((v) => v.length > 0, 'validation.required');

const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const phonePattern = /^\+?[\d\s.()-]{6,20}$/;
const optionalEmail = z.string().trim().max(200).refine((v) => v === '' || emailPattern.test(v), 'validation.email');
const optionalPhone = z.string().trim().max(30).refine((v) => v === '' || phonePattern.test(v), 'validation.phone');
export const newPasswordSchema = z.string().max(200).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const userStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const userRoleSchema = z.union([z.literal(1), z.literal(2)]);
export const emailLevelSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** GET get-list / get-list-by-manager: search in username, name, email, phone (case and accents ignored). */
export const listUsersQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  departmentId: urlRowIdSchema.optional(),
  role: urlNumber(userRoleSchema).optional(),
  /** no status: active and locked users (deleted ones only when asked for with 2) */
  status: urlNumber(userStatusSchema).optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const userItemSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: userStatusSchema,
  emailIdentificationLevel: emailLevelSchema,
  role: userRoleSchema,
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  permissionGroupId: z.number().int().nullable(),
  permissionGroupName: z.string().nullable(),
  managerId: z.number().int().nullable(),
  managerName: z.string().nullable(),
  roleIds: z.array(z.number().int()),
  /** only sent to system users */
  isSystem: z.boolean().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserItem = z.infer<typeof userItemSchema>;
export const userListSchema = listSchema(userItemSchema);
export type UserList = z.infer<typeof userListSchema>;

/** list-all: every active or locked user of the company, for pickers. */
export const userBriefSchema = z.object({ id: z.number().int(), username: z.string(), name: z.string(), email: z.string().nullable(), status: userStatusSchema });
export type UserBrief = z.infer<typeof userBriefSchema>;
export const userBriefListSchema = z.object({ data: z.array(userBriefSchema), totalData: z.number().int() });

/** info/{id}: the profile card (self, administrators and UserManage holders, the user's manager). */
export const userInfoSchema = z.object({
  id: z.number().int(), username: z.string(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable(),
  departmentName: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** POST save: no id creates (password required), an id updates (password ignored: use reset_pass). */
export const saveUserBodySchema = z.object({
  id: idSchema.optional(),
  username: requiredText(100),
  name: requiredText(200),
  email: optionalEmail.default(''),
  phone: optionalPhone.default(''),
  password: z.string().max(200).optional(),
  status: userStatusSchema.default(1),
  emailIdentificationLevel: emailLevelSchema.default(0),
  role: userRoleSchema.default(1),
  departmentId: idSchema.nullable().default(null),
  permissionGroupId: idSchema.nullable().default(null),
  managerId: idSchema.nullable().default(null),
  roleIds: z.array(idSchema).max(100).default([]),
  /** system users only */
  isSystem: z.boolean().optional(),
  /** system users only: the company the user belongs to (a new company's first administrator); default the request's */
  companyId: idSchema.optional(),
}).superRefine((body, ctx) => {
  const problem = body.id === undefined ? passwordProblem(body.password ?? '') : null;
  if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
});
export type SaveUserBody = z.input<typeof saveUserBodySchema>;
export type SaveUser = z.output<typeof saveUserBodySchema>;

/** POST manager-save: a manager edits a user they manage; role, system flag and permissions stay as they are. */
export const managerSaveBodySchema = z.object({
  id: idSchema,
  name: requiredText(200),
  email: optionalEmail.default(''),
  phone: optionalPhone.default(''),
  status: z.union([z.literal(0), z.literal(1)]).default(1),
  emailIdentificationLevel: emailLevelSchema.default(0),
  departmentId: idSchema.nullable().default(null),
});
export type ManagerSaveBody = z.input<typeof managerSaveBodySchema>;
export type ManagerSave = z.output<typeof managerSaveBodySchema>;

/** POST info/save: my own profile. */
export const profileBodySchema = z.object({ name: requiredText(200), email: optionalEmail.default(''), phone: optionalPhone.default('') });
export type ProfileBody = z.input<typeof profileBodySchema>;
export type Profile = z.output<typeof profileBodySchema>;

/** POST reset_pass: the given password, or a generated one (returned once) when absent. */
export const resetPassBodySchema = z.object({ userId: idSchema, password: newPasswordSchema.optional() });
export type ResetPassBody = z.infer<typeof resetPassBodySchema>;
export const resetPassReplySchema = z.object({ generatedPassword: z.string().nullable() });

/** POST {id}/update-password and POST reset-password-by-token. */
export const updatePasswordBodySchema = z.object({ newPassword: newPasswordSchema, confirmPassword: z.string().max(200) })
  .refine((b) => b.newPassword === b.confirmPassword, { path: ['confirmPassword'], message: 'validation.confirmPasswordMismatch' });
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;
export const tokenResetBodySchema = z.object({ token: z.string().min(10).max(200), newPassword: newPasswordSchema, confirmPassword: z.string().max(200) })
  .refine((b) => b.newPassword === b.confirmPassword, { path: ['confirmPassword'], message: 'validation.confirmPasswordMismatch' });
export type TokenResetBody = z.infer<typeof tokenResetBodySchema>;
export const mailSentReplySchema = z.object({ sentTo: z.string(), expiresAt: z.string() });

/** POST /api/user/reset_pass, the generic {module}/{function} form of SPEC 7: the body names the same pair. */
export const genericResetPassBodySchema = z.object({ module: z.literal('user'), function: z.literal('reset_pass'), data: resetPassBodySchema });

/** GET form-options: the choices of the user form in one request. */
const choiceSchema = z.object({ id: z.number().int(), name: z.string() });
export const userFormOptionsSchema = z.object({
  departments: z.array(choiceSchema.extend({ parentId: z.number().int().nullable() })),
  permissionGroups: z.array(choiceSchema.extend({ parentId: z.number().int().nullable() })),
  roles: z.array(choiceSchema),
  /** people who can be chosen as manager */
  users: z.array(choiceSchema),
});
export type UserFormOptions = z.infer<typeof userFormOptionsSchema>;

/** The change-password screen's own check of POST change-pass (SPEC 5 messages), before it is sent. */
export const changePasswordFormSchema = z.object({
  oldPassword: z.string().max(200).refine((v) => v.length > 0, 'validation.passwordRequired'),
  newPassword: newPasswordSchema,
  confirmPassword: z.string().max(200),
}).refine((b) => b.newPassword === b.confirmPassword, { path: ['confirmPassword'], message: 'validation.confirmPasswordMismatch' });
