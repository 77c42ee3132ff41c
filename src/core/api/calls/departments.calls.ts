import {
  companyScopeQuerySchema, departmentAllSchema, departmentItemSchema, departmentListSchema, departmentUsersBodySchema, departmentUsersReplySchema,
  listDepartmentsQuerySchema, memberListSchema, memberQuerySchema, saveDepartmentBodySchema,
} from '../organisations.contract';
import { rowIdParamsSchema, rowIdReplySchema } from '../url-number.schema';
import { defineCall } from './define-call';

const department = '/api/v1/companydepartment';
/** reading departments; the handler keeps to the companies in the caller's scope (docs/organisations.md) */
const read = ['CompanyManage', 'DepartmentManage'] as const;
/** changing departments and their members, in the same scope */
const write = ['DepartmentManage', 'CompanyManage'] as const;
const params = rowIdParamsSchema;

/** /v1/companydepartment: departments of a company, their tree and their members (docs/organisations.md). */
export const departmentCalls = {
  listAll: defineCall({ method: 'GET', path: `${department}/list-all`, query: companyScopeQuerySchema, reply: departmentAllSchema, permission: read }),
  list: defineCall({ method: 'GET', path: `${department}/list`, query: listDepartmentsQuerySchema, reply: departmentListSchema, permission: read }),
  listWithUsersCount: defineCall({
    method: 'GET', path: `${department}/list-with-users-count`, query: listDepartmentsQuerySchema, reply: departmentListSchema, permission: read,
  }),
  get: defineCall({ method: 'GET', path: `${department}/:id`, params, reply: departmentItemSchema, permission: read }),
  save: defineCall({ method: 'POST', path: `${department}/save`, body: saveDepartmentBodySchema, reply: departmentItemSchema, permission: write }),
  remove: defineCall({ method: 'DELETE', path: `${department}/:id`, params, reply: rowIdReplySchema, permission: write }),
  addUsers: defineCall({ method: 'POST', path: `${department}/:id/add-users`, params, body: departmentUsersBodySchema, reply: departmentUsersReplySchema, permission: write }),
  removeUsers: defineCall({
    method: 'POST', path: `${department}/:id/remove-users`, params, body: departmentUsersBodySchema, reply: departmentUsersReplySchema, permission: write,
  }),
  usersIn: defineCall({ method: 'GET', path: `${department}/:id/get-users-in-dep`, params, query: memberQuerySchema, reply: memberListSchema, permission: read }),
  usersNotIn: defineCall({ method: 'GET', path: `${department}/:id/get-users-not-in-dep`, params, query: memberQuerySchema, reply: memberListSchema, permission: read }),
};
