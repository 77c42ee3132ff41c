import { departmentCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { departmentOf, departmentPage, departmentsOfCompany } from './department-queries';
import { departmentUsers } from './department-member-queries';
import { changeMembers } from './commands/change-members';
import { deleteDepartment } from './commands/delete-department';
import { saveDepartment } from './commands/save-department';

const tags = ['companydepartment'];
const read = 'administrators, system users, CompanyManage, DepartmentManage; companies in scope';
const write = 'administrators, system users, DepartmentManage, CompanyManage; companies in scope';

/** /v1/companydepartment: departments of a company, their tree and their members. The scope is the use-cases' (policy.ts). */
export function departmentRoutes(app: ZodApp): void {
  const db = app.db;

  registerCall(app, calls.listAll, { tags, summary: `Every department of a company, by name (${read})` }, async (req) =>
    ok(await departmentsOfCompany(db, req.actor, req.query.companyId)));

  registerCall(app, calls.list, { tags, summary: `Departments: search, type, level, parent, paged (${read})` }, async (req) =>
    ok(await departmentPage(db, req.actor, req.query, false)));

  registerCall(app, calls.listWithUsersCount, { tags, summary: `As list, with each department's user count (${read})` }, async (req) =>
    ok(await departmentPage(db, req.actor, req.query, true)));

  registerCall(app, calls.get, { tags, summary: `One department with its user count (${read})` }, async (req) =>
    ok(await departmentOf(db, req.actor, req.params.id)));

  registerCall(app, calls.save, { tags, summary: `Create (no id) or update a department (${write})` }, async (req) =>
    ok(await saveDepartment(db, req.actor, req.body)));

  registerCall(app, calls.remove, { tags, summary: `Delete a department: children move up, memberships go (${write})` }, async (req) =>
    ok(await deleteDepartment(db, req.actor, req.params.id)));

  for (const [call, add] of [[calls.addUsers, true], [calls.removeUsers, false]] as const) {
    registerCall(app, call, { tags, summary: `${add ? 'Add users to' : 'Remove users from'} a department (${write})` }, async (req) =>
      ok(await changeMembers(db, req.actor, req.params.id, req.body, add)));
  }

  for (const [call, inside] of [[calls.usersIn, true], [calls.usersNotIn, false]] as const) {
    registerCall(app, call, { tags, summary: `Users ${inside ? 'in' : 'not in'} a department, searchable, paged (${read})` }, async (req) =>
      ok(await departmentUsers(db, req.actor, req.params.id, req.query, inside)));
  }
}
