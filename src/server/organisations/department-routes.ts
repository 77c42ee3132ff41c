import type { FastifyRequest } from 'fastify';
import { departmentCalls as calls } from '#core/api';
import { requireUser } from '#server/auth/current-user';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { departmentItem, listAllDepartments, listDepartments } from './department-read';
import { changeMembers, departmentUsers } from './department-members';
import { deleteDepartment, saveDepartment } from './department-write';
import { requireCompanyInScope, requireDepartmentInScope } from './org-scope';

const tags = ['companydepartment'];
const read = 'administrators, system users, CompanyManage, DepartmentManage; companies in scope';
const write = 'administrators, system users, DepartmentManage, CompanyManage; companies in scope';

/** /v1/companydepartment: departments of a company, their tree and their members. The scope is the handlers'. */
export function departmentRoutes(app: ZodApp): void {
  const db = app.db;
  /** the company asked for (the request's by default), once it is in the caller's scope */
  const companyOf = (req: FastifyRequest, companyId: number | undefined): Promise<number> =>
    requireCompanyInScope(db, requireUser(req), companyId ?? req.company.id);

  registerCall(app, calls.listAll, { tags, summary: `Every department of a company, by name (${read})` }, async (req) =>
    ok(await listAllDepartments(db, await companyOf(req, req.query.companyId))));

  registerCall(app, calls.list, { tags, summary: `Departments: search, type, level, parent, paged (${read})` }, async (req) =>
    ok(await listDepartments(db, await companyOf(req, req.query.companyId), req.query, false)));

  registerCall(app, calls.listWithUsersCount, { tags, summary: `As list, with each department's user count (${read})` }, async (req) =>
    ok(await listDepartments(db, await companyOf(req, req.query.companyId), req.query, true)));

  registerCall(app, calls.get, { tags, summary: `One department with its user count (${read})` }, async (req) => {
    await requireDepartmentInScope(db, requireUser(req), req.params.id);
    return ok(await departmentItem(db, req.params.id));
  });

  registerCall(app, calls.save, { tags, summary: `Create (no id) or update a department (${write})` }, async (req) =>
    ok(await saveDepartment(db, req, requireUser(req), req.body)));

  registerCall(app, calls.remove, { tags, summary: `Delete a department: children move up, memberships go (${write})` }, async (req) => {
    await deleteDepartment(db, req, requireUser(req), req.params.id);
    return ok({ id: req.params.id });
  });

  for (const [call, add] of [[calls.addUsers, true], [calls.removeUsers, false]] as const) {
    registerCall(app, call, { tags, summary: `${add ? 'Add users to' : 'Remove users from'} a department (${write})` }, async (req) =>
      ok(await changeMembers(db, req, requireUser(req), req.params.id, req.body, add)));
  }

  for (const [call, inside] of [[calls.usersIn, true], [calls.usersNotIn, false]] as const) {
    registerCall(app, call, { tags, summary: `Users ${inside ? 'in' : 'not in'} a department, searchable, paged (${read})` }, async (req) =>
      ok(await departmentUsers(db, requireUser(req), req.params.id, req.query, inside)));
  }
}
