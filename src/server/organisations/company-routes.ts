import { z } from 'zod';
import { successSchema } from '#core/api';
import {
  companyAllSchema, companyDetailSchema, functionCatalogueSchema, companyItemSchema, companyListSchema, copyFunctionsBodySchema, copyFunctionsReplySchema,
  rowIdParamsSchema, listCompaniesQuerySchema, saveCompanyBodySchema, saveCompanyPermissionsBodySchema,
} from '#core/api';
import { api } from '#core/api';
import { ok } from '#server/http/envelope';
import type { ZodApp } from '#server/http/zod-app';
import { companyDetail, listAllCompanies, listChildCompanies, listCompanies } from './company-read';
import { copyCompanyFunctions, functionCatalogue, saveCompanyFunctions } from './company-functions';
import { deleteCompany, saveCompany } from './company-write';
import { orgAccess, requireOrgActor } from './org-guards';
import { requireCompanyInScope } from './org-scope';

const tags = ['company'];
const read = 'administrators, system users, CompanyManage, DepartmentManage; scope: own company and descendants, every company for system users';
const write = 'administrators, system users, CompanyManage; same scope';

/** /v1/company: the company tree, its upkeep and the functions each company may use. */
export function companyRoutes(app: ZodApp): void {
  const db = app.db;
  app.get(api.companyListAll, {
    schema: { tags, summary: `Every company in scope, by name (${read})`, response: { 200: successSchema(companyAllSchema) } },
  }, async (req) => ok(await listAllCompanies(db, await requireOrgActor(db, req, orgAccess.read))));

  app.get(api.companyList, {
    schema: { tags, summary: `Companies in scope: search in name or code, type, parent, paged (${read})`, querystring: listCompaniesQuerySchema, response: { 200: successSchema(companyListSchema) } },
  }, async (req) => ok(await listCompanies(db, await requireOrgActor(db, req, orgAccess.read), req.query)));

  app.get('/api/v1/company/:id/list-childs', {
    schema: { tags, summary: `Direct children of a company (${read})`, params: rowIdParamsSchema, response: { 200: successSchema(companyAllSchema) } },
  }, async (req) => {
    const actor = await requireOrgActor(db, req, orgAccess.read);
    await requireCompanyInScope(db, actor, req.params.id);
    return ok(await listChildCompanies(db, actor, req.params.id));
  });

  app.get('/api/v1/company/:id', {
    schema: { tags, summary: `One company with its functions (${read})`, params: rowIdParamsSchema, response: { 200: successSchema(companyDetailSchema) } },
  }, async (req) => ok(await companyDetail(db, await requireOrgActor(db, req, orgAccess.read), req.params.id)));

  app.post(api.companySave, {
    schema: { tags, summary: `Create (no id) or update a company (${write})`, body: saveCompanyBodySchema, response: { 200: successSchema(companyItemSchema) } },
  }, async (req) => ok(await saveCompany(db, req, await requireOrgActor(db, req, orgAccess.companyWrite), req.body)));

  app.delete('/api/v1/company/:id', {
    schema: { tags, summary: `Delete a company without sub-companies, users or forms (${write})`, params: rowIdParamsSchema, response: { 200: successSchema(z.object({ id: z.number().int() })) } },
  }, async (req) => {
    await deleteCompany(db, req, await requireOrgActor(db, req, orgAccess.companyWrite), req.params.id);
    return ok({ id: req.params.id });
  });

  app.post(api.companySavePermission, {
    schema: { tags, summary: `Set the functions a company below yours may use; empty = whole catalogue (${write})`, body: saveCompanyPermissionsBodySchema, response: { 200: successSchema(z.object({ companyId: z.number().int(), permissionIds: z.array(z.number().int()) })) } },
  }, async (req) => {
    const ids = await saveCompanyFunctions(db, req, await requireOrgActor(db, req, orgAccess.companyWrite), req.body);
    return ok({ companyId: req.body.companyId, permissionIds: ids });
  });

  app.get(api.companyFunctionCatalogue, {
    schema: { tags, summary: `The functions the caller may hand out, by permission group (${write})`, response: { 200: successSchema(functionCatalogueSchema) } },
  }, async (req) => ok(await functionCatalogue(db, await requireOrgActor(db, req, orgAccess.companyWrite))));

  app.post(api.companyCopyFunctions, {
    schema: { tags, summary: `Copy one company's functions to others below yours (${write})`, body: copyFunctionsBodySchema, response: { 200: successSchema(copyFunctionsReplySchema) } },
  }, async (req) => ok(await copyCompanyFunctions(db, req, await requireOrgActor(db, req, orgAccess.companyWrite), req.body)));
}
