import { companyCalls as calls } from '#core/api';
import { requireUser } from '#server/auth/current-user';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { companyDetail, listAllCompanies, listChildCompanies, listCompanies } from './company-read';
import { copyCompanyFunctions, functionCatalogue, saveCompanyFunctions } from './company-functions';
import { deleteCompany, saveCompany } from './company-write';
import { requireCompanyInScope } from './org-scope';

const tags = ['company'];
const read = 'administrators, system users, CompanyManage, DepartmentManage; scope: own company and descendants, every company for system users';
const write = 'administrators, system users, CompanyManage; same scope';

/** /v1/company: the company tree, its upkeep and the functions each company may use. The scope is the handlers'. */
export function companyRoutes(app: ZodApp): void {
  const db = app.db;

  registerCall(app, calls.listAll, { tags, summary: `Every company in scope, by name (${read})` }, async (req) =>
    ok(await listAllCompanies(db, requireUser(req))));

  registerCall(app, calls.list, { tags, summary: `Companies in scope: search in name or code, type, parent, paged (${read})` }, async (req) =>
    ok(await listCompanies(db, requireUser(req), req.query)));

  registerCall(app, calls.children, { tags, summary: `Direct children of a company (${read})` }, async (req) => {
    const actor = requireUser(req);
    await requireCompanyInScope(db, actor, req.params.id);
    return ok(await listChildCompanies(db, actor, req.params.id));
  });

  registerCall(app, calls.get, { tags, summary: `One company with its functions (${read})` }, async (req) =>
    ok(await companyDetail(db, requireUser(req), req.params.id)));

  registerCall(app, calls.save, { tags, summary: `Create (no id) or update a company (${write})` }, async (req) =>
    ok(await saveCompany(db, req, requireUser(req), req.body)));

  registerCall(app, calls.remove, { tags, summary: `Delete a company without sub-companies, users or forms (${write})` }, async (req) => {
    await deleteCompany(db, req, requireUser(req), req.params.id);
    return ok({ id: req.params.id });
  });

  registerCall(app, calls.savePermissions, { tags, summary: `Set the functions a company below yours may use; empty = whole catalogue (${write})` }, async (req) => {
    const ids = await saveCompanyFunctions(db, req, requireUser(req), req.body);
    return ok({ companyId: req.body.companyId, permissionIds: ids });
  });

  registerCall(app, calls.functionCatalogue, { tags, summary: `The functions the caller may hand out, by permission group (${write})` }, async (req) =>
    ok(await functionCatalogue(db, requireUser(req))));

  registerCall(app, calls.copyFunctions, { tags, summary: `Copy one company's functions to others below yours (${write})` }, async (req) =>
    ok(await copyCompanyFunctions(db, req, requireUser(req), req.body)));
}
