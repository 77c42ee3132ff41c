import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
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
        },
      },
      security: [{ company: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
