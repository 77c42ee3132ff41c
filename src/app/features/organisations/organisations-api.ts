import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type CompanyItem, type CopyFunctionsBody, type DepartmentItem, type SaveCompanyBody, type SaveCompanyPermissionsBody, type SaveDepartmentBody,
  companyAllSchema, companyDetailSchema, companyItemSchema, copyFunctionsReplySchema, departmentItemSchema, departmentListSchema,
  departmentUsersReplySchema, functionCatalogueSchema, memberListSchema,
} from '#core/api';
import { api } from '#core/api';
import { type SaveUserBody, userManageCalls } from '#core/api';
import { apiRequest } from '#app/shared/http/api-client';
import { callApi } from '#app/shared/http/call-api';

export const MEMBERS_PAGE_SIZE = 8;
/** departments are shown as one tree; a company with more than this is beyond what the screen pages */
const DEPARTMENTS_AT_ONCE = 200;

export const orgKeys = {
  all: ['organisations'] as const,
  companies: () => [...orgKeys.all, 'companies'] as const,
  company: (id: number) => [...orgKeys.all, 'company', id] as const,
  catalogue: () => [...orgKeys.all, 'catalogue'] as const,
  departments: (companyId: number) => [...orgKeys.all, 'departments', companyId] as const,
  members: (departmentId: number, inside: boolean, search: string, page: number) => [...orgKeys.all, 'members', departmentId, inside, search, page] as const,
};

export const companiesQuery = () => queryOptions({
  queryKey: orgKeys.companies(),
  queryFn: ({ signal }) => apiRequest(api.companyListAll, { schema: companyAllSchema, signal }),
});

export const companyDetailQuery = (id: number) => queryOptions({
  queryKey: orgKeys.company(id),
  queryFn: ({ signal }) => apiRequest(api.company(id), { schema: companyDetailSchema, signal }),
  staleTime: 0,
});

export const catalogueQuery = () => queryOptions({
  queryKey: orgKeys.catalogue(),
  queryFn: ({ signal }) => apiRequest(api.companyFunctionCatalogue, { schema: functionCatalogueSchema, signal }),
});

export const departmentsQuery = (companyId: number) => queryOptions({
  queryKey: orgKeys.departments(companyId),
  queryFn: ({ signal }) => apiRequest(api.departmentListWithUsersCount, {
    query: { companyId, page: 1, pageSize: DEPARTMENTS_AT_ONCE }, schema: departmentListSchema, signal,
  }),
});

export const membersQuery = (departmentId: number, inside: boolean, search: string, page: number) => queryOptions({
  queryKey: orgKeys.members(departmentId, inside, search, page),
  queryFn: ({ signal }) => apiRequest(inside ? api.departmentUsersIn(departmentId) : api.departmentUsersNotIn(departmentId), {
    query: { search: search || undefined, page, pageSize: MEMBERS_PAGE_SIZE }, schema: memberListSchema, signal,
  }),
  staleTime: 0,
});

export const saveCompany = (body: SaveCompanyBody): Promise<CompanyItem> =>
  apiRequest(api.companySave, { method: 'POST', body, schema: companyItemSchema });
export const deleteCompany = (id: number) => apiRequest(api.company(id), { method: 'DELETE' });
/** a user of the company the body names (system users: a company's first administrator) */
export const saveCompanyUser = (body: SaveUserBody) => callApi(userManageCalls.save, { body });
export const saveFunctions = (body: SaveCompanyPermissionsBody) =>
  apiRequest(api.companySavePermission, { method: 'POST', body, schema: z.object({ permissionIds: z.array(z.number()) }) });
export const copyFunctions = (body: CopyFunctionsBody) => apiRequest(api.companyCopyFunctions, { method: 'POST', body, schema: copyFunctionsReplySchema });
export const saveDepartment = (body: SaveDepartmentBody): Promise<DepartmentItem> =>
  apiRequest(api.departmentSave, { method: 'POST', body, schema: departmentItemSchema });
export const deleteDepartment = (id: number) => apiRequest(api.department(id), { method: 'DELETE' });
export const changeMembers = (departmentId: number, userIds: number[], add: boolean) =>
  apiRequest(add ? api.departmentAddUsers(departmentId) : api.departmentRemoveUsers(departmentId), {
    method: 'POST', body: { userIds }, schema: departmentUsersReplySchema,
  });
