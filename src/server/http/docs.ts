import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { api, failureSchema } from '#core/api';
import { COMPANY_HEADER } from '#core/constants';
import { isApiPath, isDocsPath } from './tenant';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Every tenant call is answered to anonymous callers, session cookies and integration tokens
 * alike (the session hook resolves a bearer before any route): each call decides who may pass.
 */
const tenantSecurity: Record<string, string[]>[] = [{ company: [] }, { company: [], session: [] }, { company: [], bearer: [] }, { company: [], oauth2: [] }];
const unauthorized = failureSchema.describe('No valid session or bearer token (UNAUTHORIZED): an expired or unknown token, or one of another company');
const forbidden = failureSchema.describe('Signed in, but the permission or the form access is missing (FORBIDDEN)');

/** Declares on each tenant call, unless it says otherwise, the ways in and the 401/403 replies. */
function declareAccess(input: TransformInput): TransformInput {
  const { schema, url, route } = input;
  if (!isApiPath(url) || isDocsPath(url) || route.config?.withoutTenant || schema.security) return input;
  const response = { 401: unauthorized, 403: forbidden, ...(schema.response as Record<string, unknown> | undefined) };
  return { ...input, schema: { ...schema, security: tenantSecurity, response } };
}

/** OpenAPI built from the routes' zod schemas; UI and JSON under /api/docs. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Survey platform API', version: '1.0.0', description: `Every call needs the ${COMPANY_HEADER} header. Replies use the envelope {success, responseData} or {success:false, code, message, errors}; only POST ${api.oauthToken} answers in OAuth's own format.` },
      components: {
        securitySchemes: {
          company: { type: 'apiKey', in: 'header', name: COMPANY_HEADER },
          session: { type: 'apiKey', in: 'cookie', name: 'sid' },
          // integration accounts (docs/integrations.md): a token from either token call, sent as a bearer
          oauth2: { type: 'oauth2', description: 'OAuth 2.0 client credentials; scopes are permission codes the account holds', flows: { clientCredentials: { tokenUrl: api.oauthToken, scopes: {} } } },
          bearer: { type: 'http', scheme: 'bearer', description: `A token of POST ${api.oauthToken} or POST ${api.integrateUserToken}` },
          clientBasic: { type: 'http', scheme: 'basic', description: 'Client authentication at the token endpoint: client id and secret (RFC 6749 §2.3.1)' },
        },
      },
      security: [{ company: [] }],
    },
    transform: (input) => jsonSchemaTransform(declareAccess(input)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
