import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { api } from '#core/api';
import { COMPANY_HEADER } from '#core/constants';

/** OpenAPI built from the routes' zod schemas; UI and JSON under /api/docs. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Survey platform API', version: '1.0.0', description: `Every call needs the ${COMPANY_HEADER} header. Replies use the envelope {success, responseData} or {success:false, code, message, errors}.` },
      components: {
        securitySchemes: {
          company: { type: 'apiKey', in: 'header', name: COMPANY_HEADER },
          session: { type: 'apiKey', in: 'cookie', name: 'sid' },
          // integration accounts (docs/integrations.md): a token from either token call, sent as a bearer
          oauth2: { type: 'oauth2', description: 'OAuth 2.0 client credentials; the scopes are permission codes of the account', flows: { clientCredentials: { tokenUrl: api.oauthToken, scopes: {} } } },
          bearer: { type: 'http', scheme: 'bearer', description: 'A token of POST /api/oauth/token or POST /api/v1/IntegrateUser/token' },
          clientBasic: { type: 'http', scheme: 'basic', description: 'Client authentication at the token endpoint: client id and secret (RFC 6749 §2.3.1)' },
        },
      },
      security: [{ company: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
