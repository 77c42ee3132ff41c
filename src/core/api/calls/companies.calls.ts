import {
  companyAllSchema, companyDetailSchema, companyItemSchema, companyListSchema, companyPermissionsSavedSchema, copyFunctionsBodySchema,
  copyFunctionsReplySchema, functionCatalogueSchema, listCompaniesQuerySchema, saveCompanyBodySchema, saveCompanyPermissionsBodySchema,
} from '../organisations.contract';
import { rowIdParamsSchema, rowIdReplySchema } from '../url-number.schema';
import { defineCall } from './define-call';

const company = '/api/v1/company';
/** reading companies; the handler keeps to the caller's scope (docs/organisations.md) */
const read = ['CompanyManage', 'DepartmentManage'] as const;
/** changing companies and their functions, in the same scope */
const write = 'CompanyManage';

/** /v1/company: the company tree, its upkeep and the functions each company may use (docs/organisations.md). */
export const companyCalls = {
  listAll: defineCall({ method: 'GET', path: `${company}/list-all`, reply: companyAllSchema, permission: read }),
  list: defineCall({ method: 'GET', path: `${company}/list`, query: listCompaniesQuerySchema, reply: companyListSchema, permission: read }),
  children: defineCall({ method: 'GET', path: `${company}/:id/list-childs`, params: rowIdParamsSchema, reply: companyAllSchema, permission: read }),
  get: defineCall({ method: 'GET', path: `${company}/:id`, params: rowIdParamsSchema, reply: companyDetailSchema, permission: read }),
  save: defineCall({ method: 'POST', path: `${company}/save`, body: saveCompanyBodySchema, reply: companyItemSchema, permission: write }),
  remove: defineCall({ method: 'DELETE', path: `${company}/:id`, params: rowIdParamsSchema, reply: rowIdReplySchema, permission: write }),
  savePermissions: defineCall({
    method: 'POST', path: `${company}/save-permission`, body: saveCompanyPermissionsBodySchema, reply: companyPermissionsSavedSchema, permission: write,
  }),
  functionCatalogue: defineCall({ method: 'GET', path: `${company}/function-catalogue`, reply: functionCatalogueSchema, permission: write }),
  copyFunctions: defineCall({ method: 'POST', path: `${company}/copy-functions`, body: copyFunctionsBodySchema, reply: copyFunctionsReplySchema, permission: write }),
};
