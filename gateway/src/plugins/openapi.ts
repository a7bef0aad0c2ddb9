import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the routes' zod schemas, at /api-docs (JSON at /api-docs/json). */
export const openApiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'CCER registry API', version: '0.1.0', description: 'Envelope: {flag, dataInfo, total?}; failures carry msg, code and field messages.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api-docs' });
});
