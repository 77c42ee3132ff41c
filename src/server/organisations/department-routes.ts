import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { successSchema } from '#core/api';
import {
  companyScopeQuerySchema, departmentAllSchema, departmentItemSchema, departmentListSchema, departmentUsersBodySchema,
  departmentUsersReplySchema, rowIdParamsSchema, listDepartmentsQuerySchema, memberListSchema, memberQuerySchema, saveDepartmentBodySchema,
} from '#core/api';
import { api } from '#core/api';
import type { UserRow } from '#server/auth/session';
import { ok } from '#server/http/envelope';
import type { ZodApp } from '#server/http/zod-app';
import { departmentItem, listAllDepartments, listDepartments } from './department-read';
import { changeMembers, departmentUsers } from './department-members';
import { deleteDepartment, saveDepartment } from './department-write';
import { orgAccess, requireOrgActor } from './org-guards';
import { requireCompanyInScope, requireDepartmentInScope } from './org-scope';

const tags = ['companydepartment'];
const read = 'administrators, system users, CompanyManage, DepartmentManage; companies in scope';
const write = 'administrators, system users, DepartmentManage, CompanyManage; companies in scope';
const base = '/api/v1/companydepartment';

/** /v1/companydepartment: departments of a company, their tree and their members. */
export function departmentRoutes(app: ZodApp): void {
  const db = app.db;
  /** the company asked for (the request's by default), once the actor may read it */
  const companyOf = async (req: FastifyRequest, companyId: number | undefined): Promise<number> => {
    const actor = await requireOrgActor(db, req, orgAccess.read);
    return requireCompanyInScope(db, actor, companyId ?? req.company.id);
  };
  const writer = (req: FastifyRequest): Promise<UserRow> => requireOrgActor(db, req, orgAccess.departmentWrite);

  app.get(api.departmentListAll, {
    schema: { tags, summary: `Every department of a company, by name (${read})`, querystring: companyScopeQuerySchema, response: { 200: successSchema(departmentAllSchema) } },
  }, async (req) => ok(await listAllDepartments(db, await companyOf(req, req.query.companyId))));

  app.get(api.departmentList, {
    schema: { tags, summary: `Departments: search, type, level, parent, paged (${read})`, querystring: listDepartmentsQuerySchema, response: { 200: successSchema(departmentListSchema) } },
  }, async (req) => ok(await listDepartments(db, await companyOf(req, req.query.companyId), req.query, false)));

  app.get(api.departmentListWithUsersCount, {
    schema: { tags, summary: `As list, with each department's user count (${read})`, querystring: listDepartmentsQuerySchema, response: { 200: successSchema(departmentListSchema) } },
  }, async (req) => ok(await listDepartments(db, await companyOf(req, req.query.companyId), req.query, true)));

  app.get(`${base}/:id`, {
    schema: { tags, summary: `One department with its user count (${read})`, params: rowIdParamsSchema, response: { 200: successSchema(departmentItemSchema) } },
  }, async (req) => {
    await requireDepartmentInScope(db, await requireOrgActor(db, req, orgAccess.read), req.params.id);
    return ok(await departmentItem(db, req.params.id));
  });

  app.post(api.departmentSave, {
    schema: { tags, summary: `Create (no id) or update a department (${write})`, body: saveDepartmentBodySchema, response: { 200: successSchema(departmentItemSchema) } },
  }, async (req) => ok(await saveDepartment(db, req, await writer(req), req.body)));

  app.delete(`${base}/:id`, {
    schema: { tags, summary: `Delete a department: children move up, memberships go (${write})`, params: rowIdParamsSchema, response: { 200: successSchema(z.object({ id: z.number().int() })) } },
  }, async (req) => {
    await deleteDepartment(db, req, await writer(req), req.params.id);
    return ok({ id: req.params.id });
  });

  for (const [path, add] of [['add-users', true], ['remove-users', false]] as const) {
    app.post(`${base}/:id/${path}`, {
      schema: { tags, summary: `${add ? 'Add users to' : 'Remove users from'} a department (${write})`, params: rowIdParamsSchema, body: departmentUsersBodySchema, response: { 200: successSchema(departmentUsersReplySchema) } },
    }, async (req) => ok(await changeMembers(db, req, await writer(req), req.params.id, req.body, add)));
  }

  for (const [path, inside] of [['get-users-in-dep', true], ['get-users-not-in-dep', false]] as const) {
    app.get(`${base}/:id/${path}`, {
      schema: { tags, summary: `Users ${inside ? 'in' : 'not in'} a department, searchable, paged (${read})`, params: rowIdParamsSchema, querystring: memberQuerySchema, response: { 200: successSchema(memberListSchema) } },
    }, async (req) => ok(await departmentUsers(db, await requireOrgActor(db, req, orgAccess.read), req.params.id, req.query, inside)));
  }
}
