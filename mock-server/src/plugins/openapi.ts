import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { withErrorResponses } from './openapi-errors';

/**
 * OpenAPI generated from the same zod schemas the routes validate with; the UI at /api/docs. Schemas with
 * an id (the error body) become components, and every operation lists the error body with its codes.
 */
async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Vestora API',
        version: '1.0.0',
        description: 'Crypto investment plans with fixed daily returns.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      withErrorResponses(jsonSchemaTransformObject(document) as OpenAPIV3.Document),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

export default fp(openapi, { name: 'openapi', fastify: '5.x' });
