import type { ZodApp } from '#server/http/zod-app';
import { successSchema } from '#core/api';
import {
  createIntegrationBodySchema, integrationDeletedSchema, integrationIdParamsSchema, integrationItemSchema, integrationListSchema,
  integrationSavedSchema, integrationTokenBodySchema, integrationTokenSchema, listIntegrationsQuerySchema, scopeOptionsSchema,
  updateIntegrationBodySchema,
} from '#core/api';
import { api } from '#core/api';
import { requireAdministratorOr } from '#server/auth/require-permission';
import { ok } from '#server/http/envelope';
import { getIntegration, listIntegrations } from './integration-read';
import { scopeOptions } from './integration-scope';
import { createIntegration, deleteIntegration, updateIntegration } from './integration-write';
import { issueToken } from './issue-token';
import { oauthTokenRoute } from './oauth-token-route';

/** the permission code that opens this section besides being an administrator */
const PERMISSION = 'IntegrateUserManage';
const tags = ['IntegrateUser'];
const who = '(administrators, system users, IntegrateUserManage)';

/** /v1/IntegrateUser: external systems' accounts (docs/integrations.md). */
export function integrationRoutes(app: ZodApp): void {
  const db = app.db;
  const guard = (req: Parameters<typeof requireAdministratorOr>[1]) => requireAdministratorOr(db, req, PERMISSION);

  app.get(api.integrateUsers, {
    schema: { tags, summary: `The company's integration accounts, newest first, searched and paged ${who}`, querystring: listIntegrationsQuerySchema, response: { 200: successSchema(integrationListSchema) } },
  }, async (req) => {
    await guard(req);
    return ok(await listIntegrations(db, req.company.id, req.query));
  });

  app.get(api.integrateUserScopeOptions, {
    schema: { tags, summary: `The permission codes the caller may grant, by group ${who}`, response: { 200: successSchema(scopeOptionsSchema) } },
  }, async (req) => ok(await scopeOptions(db, await guard(req), req.company.id)));

  app.get(`${api.integrateUsers}/:id`, {
    schema: { tags, summary: `One account, without its secret ${who}`, params: integrationIdParamsSchema, response: { 200: successSchema(integrationItemSchema) } },
  }, async (req) => {
    await guard(req);
    return ok(await getIntegration(db, req.company.id, req.params.id));
  });

  app.post(api.integrateUsers, {
    schema: { tags, summary: `Create an account: answers its client id and its secret, once ${who}`, body: createIntegrationBodySchema, response: { 200: successSchema(integrationSavedSchema) } },
  }, async (req) => ok(await createIntegration(db, req, await guard(req), req.body)));

  app.put(api.integrateUsers, {
    schema: { tags, summary: `Update name, description, enabled, scope; regenerateSecret answers a new secret once ${who}`, body: updateIntegrationBodySchema, response: { 200: successSchema(integrationSavedSchema) } },
  }, async (req) => ok(await updateIntegration(db, req, await guard(req), req.body)));

  app.delete(`${api.integrateUsers}/:id`, {
    schema: { tags, summary: `Delete an account: its tokens end, its service user is marked deleted ${who}`, params: integrationIdParamsSchema, response: { 200: successSchema(integrationDeletedSchema) } },
  }, async (req) => {
    await guard(req);
    return ok(await deleteIntegration(db, req, req.params.id));
  });

  app.post(api.integrateUserToken, {
    schema: { tags, summary: 'Client credentials → a bearer token for one hour (anyone; rate-limited per client id)', body: integrationTokenBodySchema, response: { 200: successSchema(integrationTokenSchema) } },
  }, async (req) => ok(await issueToken(db, req, req.body)));

  oauthTokenRoute(app);
}
