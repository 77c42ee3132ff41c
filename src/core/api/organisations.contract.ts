import { z } from 'zod';
import { isStorableText } from '../text';
import { hasForbiddenCharacter } from '../auth/password';
import { listSchema, pagingQuerySchema } from './envelope';
import { plainValue } from './security.contract';
import { rowIdSchema, urlNumber, urlRowIdSchema } from './url-number.schema';

const rowId = rowIdSchema;
const queryId = urlRowIdSchema;
const search = z.string().trim().max(200).optional();

/** SPEC 3 company types: 1 security-agency group, 2 ministry or sector group, 5 province, 3 enterprise. */
export const companyTypes = [1, 2, 5, 3] as const;
export const companyTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(5)]);
/** Department types 1 specialised agencies, 2 party agencies, 3 socio-political organisations, 4 vertical-sector units. */
export const departmentTypes = [1, 2, 3, 4] as const;
export const departmentTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
/** Department levels: 1 province, 2 district. */
export const departmentLevels = [1, 2] as const;
export const departmentLevelSchema = z.union([z.literal(1), z.literal(2)]);

/** An optional code under the generic rule of SPEC 5; empty means none. */
const optionalCode = z.string().trim().max(100, 'validation.invalid')
  .refine(isStorableText, 'validation.malformed')
  .refine((v) => !hasForbiddenCharacter(v), 'validation.notRightFormat')
  .default('')
  .transform((v) => (v === '' ? null : v));

export const companyItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  type: companyTypeSchema,
  parentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
  childCount: z.number().int(),
  userCount: z.number().int(),
  departmentCount: z.number().int(),
});
export type CompanyItem = z.infer<typeof companyItemSchema>;
export const companyListSchema = listSchema(companyItemSchema);
export type CompanyList = z.infer<typeof companyListSchema>;
export const companyAllSchema = z.array(companyItemSchema);

/** GET {id}: the company and its functions (permission ids; empty = the whole catalogue). */
export const companyDetailSchema = companyItemSchema.extend({ permissionIds: z.array(z.number().int()) });
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

/** GET list: companies in the caller's scope, filtered by text (name or code) and type, paged. */
export const listCompaniesQuerySchema = pagingQuerySchema.extend({
  search,
  type: urlNumber(companyTypeSchema).optional(),
  parentId: queryId.optional(),
});
export type ListCompaniesQuery = z.infer<typeof listCompaniesQuerySchema>;

/** POST save: no id creates, an id updates. A parent may not be the company itself or one of its descendants. */
export const saveCompanyBodySchema = z.object({
  id: rowId.optional(),
  name: plainValue('validation.required'),
  code: optionalCode,
  type: companyTypeSchema,
  parentId: rowId.nullable().default(null),
});
export type SaveCompanyBody = z.input<typeof saveCompanyBodySchema>;

/** POST save-permission: the functions the company may use become exactly these (empty = no limit). */
export const saveCompanyPermissionsBodySchema = z.object({
  companyId: rowId,
  permissionIds: z.array(rowId).max(1000),
});
export type SaveCompanyPermissionsBody = z.infer<typeof saveCompanyPermissionsBodySchema>;
export const companyPermissionsSavedSchema = z.object({ companyId: z.number().int(), permissionIds: z.array(z.number().int()) });

/** POST copy-functions: every target company gets the source company's functions. */
export const copyFunctionsBodySchema = z.object({
  fromCompanyId: rowId,
  toCompanyIds: z.array(rowId).min(1, 'validation.required').max(200),
});
export type CopyFunctionsBody = z.infer<typeof copyFunctionsBodySchema>;
/** GET function-catalogue: the functions the caller may hand out (their company's, or the whole catalogue), by group. */
export const functionItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
});
export type FunctionItem = z.infer<typeof functionItemSchema>;
export const functionCatalogueSchema = z.array(functionItemSchema);
export const copyFunctionsReplySchema = z.object({ companyIds: z.array(z.number().int()), permissionIds: z.array(z.number().int()) });

export const departmentItemSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  parentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
  name: z.string(),
  code: z.string().nullable(),
  type: departmentTypeSchema,
  level: departmentLevelSchema,
  /** counted by list-with-users-count and {id}; null from list-all and list */
  userCount: z.number().int().nullable(),
});
export type DepartmentItem = z.infer<typeof departmentItemSchema>;
export const departmentListSchema = listSchema(departmentItemSchema);
export type DepartmentList = z.infer<typeof departmentListSchema>;
export const departmentAllSchema = z.array(departmentItemSchema);

/** Department lists: the request's company unless `companyId` names another company in scope. */
export const companyScopeQuerySchema = z.object({ companyId: queryId.optional() });
export const listDepartmentsQuerySchema = pagingQuerySchema.extend({
  companyId: queryId.optional(),
  search,
  type: urlNumber(departmentTypeSchema).optional(),
  level: urlNumber(departmentLevelSchema).optional(),
  parentId: queryId.optional(),
});
export type ListDepartmentsQuery = z.infer<typeof listDepartmentsQuerySchema>;

export const saveDepartmentBodySchema = z.object({
  id: rowId.optional(),
  /** creating: the request's company unless another company in scope is named; ignored on update */
  companyId: rowId.optional(),
  name: plainValue('validation.required'),
  code: optionalCode,
  type: departmentTypeSchema,
  level: departmentLevelSchema,
  parentId: rowId.nullable().default(null),
});
export type SaveDepartmentBody = z.input<typeof saveDepartmentBodySchema>;

/** POST {id}/add-users and {id}/remove-users. */
export const departmentUsersBodySchema = z.object({
  userIds: z.array(rowId).min(1, 'validation.required').max(500),
  /** add-users only: the position held in the department */
  position: z.string().trim().max(200, 'validation.invalid').refine(isStorableText, 'validation.malformed')
    .refine((v) => !hasForbiddenCharacter(v), 'validation.notRightFormat').optional(),
});
export type DepartmentUsersBody = z.infer<typeof departmentUsersBodySchema>;
export const departmentUsersReplySchema = z.object({ departmentId: z.number().int(), changed: z.number().int(), userCount: z.number().int() });

export const memberQuerySchema = pagingQuerySchema.extend({ search });
export type MemberQuery = z.infer<typeof memberQuerySchema>;

export const memberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  status: z.number().int(),
  position: z.string().nullable(),
  /** the user's main department (users.department_id) */
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;
export const memberListSchema = listSchema(memberSchema);
export type MemberList = z.infer<typeof memberListSchema>;

/** /v1/user organisation calls (users-of-company, user-with-department, ...). */
export const usersOfCompanyQuerySchema = pagingQuerySchema.extend({ companyId: queryId.optional(), search });
export const userWithDepartmentQuerySchema = usersOfCompanyQuerySchema.extend({ departmentId: queryId.optional() });
export type UserWithDepartmentQuery = z.infer<typeof userWithDepartmentQuerySchema>;

const departmentRef = z.object({ id: z.number().int(), name: z.string(), position: z.string().nullable() });
export const userOrganisationSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  companyId: z.number().int(),
  companyName: z.string(),
  parentCompanyId: z.number().int().nullable(),
  parentCompanyName: z.string().nullable(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  /** every department the user belongs to, main one included */
  departments: z.array(departmentRef),
});
export type UserOrganisation = z.infer<typeof userOrganisationSchema>;
export const userOrganisationListSchema = listSchema(userOrganisationSchema);

/** get_with_position_by_ids?ids=1,2,3: ids unknown or out of scope are left out. */
export const idsQuerySchema = z.object({
  ids: z.string().trim().max(5000).transform((text, ctx) => {
    const parts = text.split(',').map((p) => p.trim()).filter((p) => p !== '');
    const ids = parts.map((part) => urlRowIdSchema.safeParse(part).data).filter((id) => id !== undefined);
    if (ids.length === 0 || ids.length > 500 || ids.length !== parts.length) {
      ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
      return z.NEVER;
    }
    return [...new Set(ids)];
  }),
});
export const userOrganisationArraySchema = z.array(userOrganisationSchema);

/** user-with-department-calendar: the company's departments in tree order, each with its active users. */
const calendarUser = z.object({ id: z.number().int(), username: z.string(), name: z.string(), position: z.string().nullable() });
export const departmentCalendarSchema = z.array(z.object({
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  parentId: z.number().int().nullable(),
  depth: z.number().int(),
  users: z.array(calendarUser),
}));
export type DepartmentCalendar = z.infer<typeof departmentCalendarSchema>;
