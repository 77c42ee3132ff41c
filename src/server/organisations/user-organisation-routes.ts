import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { userOrganisationCalls as calls } from '#core/api';
import { requireUser } from '#server/auth/current-user';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { departmentCalendar } from './department-calendar';
import { memberOf, requireCompanyInScope, requireDepartmentInScope, scopeIds, subtreeIds } from './org-scope';
import { allUsers, pageUsers } from './user-organisation-read';

const tags = ['user'];
const who = 'administrators, system users, UserManage, CompanyManage, DepartmentManage; companies in scope';

/** The organisation-flavoured /v1/user calls: people with their company, parent company, departments and positions. */
export function userOrganisationRoutes(app: ZodApp): void {
  const db = app.db;
  const companyOf = async (req: FastifyRequest, companyId: number | undefined) =>
    requireCompanyInScope(db, requireUser(req), companyId ?? req.company.id);

  registerCall(app, calls.usersOfCompany, { tags, summary: `Users of a company (the request's by default), searchable, paged (${who})` }, async (req) => {
    const companyId = await companyOf(req, req.query.companyId);
    return ok(await pageUsers(db, { where: sql`u.company_id = ${companyId}`, search: req.query.search }, req.query.page, req.query.pageSize));
  });

  registerCall(app, calls.withDepartment, { tags, summary: `Users with their main department; departmentId keeps the members of one department (${who})` }, async (req) => {
    const { departmentId, search, page, pageSize } = req.query;
    if (departmentId === undefined) {
      const companyId = await companyOf(req, req.query.companyId);
      return ok(await pageUsers(db, { where: sql`u.company_id = ${companyId}`, search }, page, pageSize));
    }
    const companyId = await requireDepartmentInScope(db, requireUser(req), departmentId);
    return ok(await pageUsers(db, { where: sql`u.company_id = ${companyId} and ${memberOf('u', sql`${departmentId}::int`)}`, search }, page, pageSize));
  });

  registerCall(app, calls.withDepartments, { tags, summary: `Users who belong to at least one department, with all their departments and positions (${who})` }, async (req) => {
    const companyId = await companyOf(req, req.query.companyId);
    const inSome = sql`(u.department_id is not null or exists (select 1 from user_departments ud where ud.user_id = u.id))`;
    return ok(await pageUsers(db, { where: sql`u.company_id = ${companyId} and ${inSome}`, search: req.query.search }, req.query.page, req.query.pageSize));
  });

  registerCall(app, calls.withParentCompany, {
    tags, summary: `Users of every company in scope (or of companyId and its sub-companies), with their company and its parent (${who})`,
  }, async (req) => {
    const actor = requireUser(req);
    const companies = req.query.companyId === undefined ? scopeIds(actor) : subtreeIds(await requireCompanyInScope(db, actor, req.query.companyId));
    return ok(await pageUsers(db, { where: sql`u.company_id in (${companies})`, search: req.query.search }, req.query.page, req.query.pageSize));
  });

  registerCall(app, calls.withPositionByIds, { tags, summary: `Users by id (ids=1,2,3) with their departments and positions; ids out of scope are left out (${who})` }, async (req) => {
    const ids = sql.join(req.query.ids.map((id) => sql`${id}::int`), sql`, `);
    return ok(await allUsers(db, { where: sql`u.id in (${ids}) and u.company_id in (${scopeIds(requireUser(req))})` }));
  });

  registerCall(app, calls.withDepartmentCalendar, { tags, summary: `Departments in tree order, each with its active users; then users in none (${who})` }, async (req) =>
    ok(await departmentCalendar(db, await companyOf(req, req.query.companyId))));
}
