import { userOrganisationCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { departmentCalendar } from './department-calendar';
import { usersByIds, usersInSomeDepartment, usersOfCompany, usersWithDepartment, usersWithParentCompany } from './user-organisation-queries';

const tags = ['user'];
const who = 'administrators, system users, UserManage, CompanyManage, DepartmentManage; companies in scope';

/** The organisation-flavoured /v1/user calls: people with their company, parent company, departments and positions. */
export function userOrganisationRoutes(app: ZodApp): void {
  const db = app.db;

  registerCall(app, calls.usersOfCompany, { tags, summary: `Users of a company (the request's by default), searchable, paged (${who})` }, async (req) =>
    ok(await usersOfCompany(db, req.actor, req.query)));

  registerCall(app, calls.withDepartment, { tags, summary: `Users with their main department; departmentId keeps the members of one department (${who})` }, async (req) =>
    ok(await usersWithDepartment(db, req.actor, req.query)));

  registerCall(app, calls.withDepartments, { tags, summary: `Users who belong to at least one department, with all their departments and positions (${who})` }, async (req) =>
    ok(await usersInSomeDepartment(db, req.actor, req.query)));

  registerCall(app, calls.withParentCompany, {
    tags, summary: `Users of every company in scope (or of companyId and its sub-companies), with their company and its parent (${who})`,
  }, async (req) => ok(await usersWithParentCompany(db, req.actor, req.query)));

  registerCall(app, calls.withPositionByIds, { tags, summary: `Users by id (ids=1,2,3) with their departments and positions; ids out of scope are left out (${who})` }, async (req) =>
    ok(await usersByIds(db, req.actor, req.query.ids)));

  registerCall(app, calls.withDepartmentCalendar, { tags, summary: `Departments in tree order, each with its active users; then users in none (${who})` }, async (req) =>
    ok(await departmentCalendar(db, req.actor, req.query.companyId)));
}
