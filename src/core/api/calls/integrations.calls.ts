import { defineCall } from './define-call';
import {
  createIntegrationBodySchema, integrationDeletedSchema, integrationIdParamsSchema, integrationItemSchema, integrationListSchema,
  integrationSavedSchema, integrationTokenBodySchema, integrationTokenSchema, listIntegrationsQuerySchema, scopeOptionsSchema,
  updateIntegrationBodySchema,
} from '../integrations.contract';
import { oauthTokenRequestSchema } from '../oauth.contract';

const permission = 'IntegrateUserManage';
const accounts = '/api/v1/IntegrateUser';

/** /v1/IntegrateUser: external systems' accounts, and their token call (docs/integrations.md). */
export const integrationCalls = {
  list: defineCall({ method: 'GET', path: accounts, query: listIntegrationsQuerySchema, reply: integrationListSchema, permission }),
  scopeOptions: defineCall({ method: 'GET', path: `${accounts}/scope-options`, reply: scopeOptionsSchema, permission }),
  get: defineCall({ method: 'GET', path: `${accounts}/:id`, params: integrationIdParamsSchema, reply: integrationItemSchema, permission }),
  create: defineCall({ method: 'POST', path: accounts, body: createIntegrationBodySchema, reply: integrationSavedSchema, permission }),
  update: defineCall({ method: 'PUT', path: accounts, body: updateIntegrationBodySchema, reply: integrationSavedSchema, permission }),
  remove: defineCall({ method: 'DELETE', path: `${accounts}/:id`, params: integrationIdParamsSchema, reply: integrationDeletedSchema, permission }),
  /** client credentials → a bearer token; anyone may ask, the credentials decide (rate-limited per client id) */
  token: defineCall({ method: 'POST', path: `${accounts}/token`, body: integrationTokenBodySchema, reply: integrationTokenSchema, permission: 'public' }),
  /** the same grant in OAuth's words (RFC 6749 §4.4, D55): a form-encoded body, replies and refusals in OAuth's format */
  oauthToken: defineCall({
    method: 'POST', path: '/api/oauth/token', body: oauthTokenRequestSchema, bodyEncoding: 'form', reply: 'raw', permission: 'public',
  }),
};
