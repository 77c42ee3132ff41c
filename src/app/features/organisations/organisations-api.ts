import { queryOptions } from '@tanstack/react-query';
import {
  type CompanyItem, type CopyFunctionsBody, type DepartmentItem, type SaveCompanyBody, type SaveCompanyPermissionsBody, type SaveDepartmentBody,
  companyCalls, departmentCalls,
} from '#core/api';
import { type SaveUserBody, userManageCalls } from '#core/api';
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
  queryFn: ({ signal }) => callApi(companyCalls.listAll, { signal }),
});

export const companyDetailQuery = (id: number) => queryOptions({
  queryKey: orgKeys.company(id),
  queryFn: ({ signal }) => callApi(companyCalls.get, { params: { id }, signal }),
  staleTime: 0,
});

export const catalogueQuery = () => queryOptions({
  queryKey: orgKeys.catalogue(),
  queryFn: ({ signal }) => callApi(companyCalls.functionCatalogue, { signal }),
});

export const departmentsQuery = (companyId: number) => queryOptions({
  queryKey: orgKeys.departments(companyId),
  queryFn: ({ signal }) => callApi(departmentCalls.listWithUsersCount, { query: { companyId, page: 1, pageSize: DEPARTMENTS_AT_ONCE }, signal }),
});

export const membersQuery = (departmentId: number, inside: boolean, search: string, page: number) => queryOptions({
  queryKey: orgKeys.members(departmentId, inside, search, page),
  queryFn: ({ signal }) => callApi(inside ? departmentCalls.usersIn : departmentCalls.usersNotIn, {
    params: { id: departmentId }, query: { search: search || undefined, page, pageSize: MEMBERS_PAGE_SIZE }, signal,
  }),
  staleTime: 0,
});

export const saveCompany = (body: SaveCompanyBody): Promise<CompanyItem> => callApi(companyCalls.save, { body });
export const deleteCompany = (id: number) => callApi(companyCalls.remove, { params: { id } });
/** a user of the company the body names (system users: a company's first administrator) */
export const saveCompanyUser = (body: SaveUserBody) => callApi(userManageCalls.save, { body });
export const saveFunctions = (body: SaveCompanyPermissionsBody) => callApi(companyCalls.savePermissions, { body });
export const copyFunctions = (body: CopyFunctionsBody) => callApi(companyCalls.copyFunctions, { body });
export const saveDepartment = (body: SaveDepartmentBody): Promise<DepartmentItem> => callApi(departmentCalls.save, { body });
export const deleteDepartment = (id: number) => callApi(departmentCalls.remove, { params: { id } });
export const changeMembers = (departmentId: number, userIds: number[], add: boolean) =>
  callApi(add ? departmentCalls.addUsers : departmentCalls.removeUsers, { params: { id: departmentId }, body: { userIds } });
