import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@mieux-disant/domain';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The OpenAPI 3.1 document of /api, generated from the routes' contract schemas, and its readable
 * page at /api/docs (Swagger UI from the package's own files: no CDN). Registered before the routes
 * (the document collects the routes registered after it) and before the access and reply checks,
 * which the page's own routes (hidden from the document, anonymous) are not subject to.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Mieux-Disant API',
        description:
          "L'API du produit (SPEC.md §7, DECISIONS.md). Erreurs : `{ message, code }`, le message en français est celui montré à l'utilisateur.",
        version: APP_VERSION,
      },
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'header',
            name: 'authorization',
            description: 'Le jeton de session tel quel, ou « Bearer <jeton> ».',
          },
        },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
