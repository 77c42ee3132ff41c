import { companyCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { companyDetail, functionCatalogue, listAllCompanies, listChildCompanies, listCompanies } from './company-queries';
import { copyCompanyFunctions } from './commands/copy-company-functions';
import { deleteCompany } from './commands/delete-company';
import { saveCompany } from './commands/save-company';
import { saveCompanyFunctions } from './commands/save-company-functions';

const tags = ['company'];
const read = 'administrators, system users, CompanyManage, DepartmentManage; scope: own company and descendants, every company for system users';
const write = 'administrators, system users, CompanyManage; same scope';

/** /v1/company: the company tree, its upkeep and the functions each company may use. The scope is the use-cases' (policy.ts). */
export function companyRoutes(app: ZodApp): void {
  const db = app.db;
  const forgetCompany = (companyId: number) => app.hotRows.companies.forget(companyId);

  registerCall(app, calls.listAll, { tags, summary: `Every company in scope, by name (${read})` }, async (req) =>
    ok(await listAllCompanies(db, req.actor)));

  registerCall(app, calls.list, { tags, summary: `Companies in scope: search in name or code, type, parent, paged (${read})` }, async (req) =>
    ok(await listCompanies(db, req.actor, req.query)));

  registerCall(app, calls.children, { tags, summary: `Direct children of a company (${read})` }, async (req) =>
    ok(await listChildCompanies(db, req.actor, req.params.id)));

  registerCall(app, calls.get, { tags, summary: `One company with its functions (${read})` }, async (req) =>
    ok(await companyDetail(db, req.actor, req.params.id)));

  registerCall(app, calls.save, { tags, summary: `Create (no id) or update a company (${write})` }, async (req) =>
    ok(await saveCompany(db, req.actor, req.body, forgetCompany)));

  registerCall(app, calls.remove, { tags, summary: `Delete a company without sub-companies, users or forms (${write})` }, async (req) =>
    ok(await deleteCompany(db, req.actor, req.params.id, forgetCompany)));

  registerCall(app, calls.savePermissions, { tags, summary: `Set the functions a company below yours may use; empty = whole catalogue (${write})` }, async (req) =>
    ok(await saveCompanyFunctions(db, req.actor, req.body)));

  registerCall(app, calls.functionCatalogue, { tags, summary: `The functions the caller may hand out, by permission group (${write})` }, async (req) =>
    ok(await functionCatalogue(db, req.actor)));

  registerCall(app, calls.copyFunctions, { tags, summary: `Copy one company's functions to others below yours (${write})` }, async (req) =>
    ok(await copyCompanyFunctions(db, req.actor, req.body)));
}
