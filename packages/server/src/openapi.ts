import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@mieux-disant/domain';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type Components = Record<string, unknown>;

/** The names of the components a part of the document refers to (`$ref: '#/components/schemas/X'`). */
function referencedNames(part: unknown): string[] {
  return [...JSON.stringify(part).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1] ?? '');
}

/**
 * The contract's named schemas (`.meta({ id })` in @mieux-disant/domain) as components, keeping those the
 * document uses: the type provider writes each one twice, `X` for answers and `XInput` for requests,
 * whether a route uses it that way or not.
 */
const namedComponents: typeof jsonSchemaTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as {
    paths?: unknown;
    components?: { schemas?: Components };
  };
  const all = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (name: string) => {
    if (used.has(name)) return;
    used.add(name);
    referencedNames(all[name]).forEach(visit);
  };
  referencedNames(document.paths).forEach(visit);
  const schemas = Object.fromEntries(Object.entries(all).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas } } as ReturnType<
    typeof jsonSchemaTransformObject
  >;
};

/**
 * The OpenAPI 3.1 document of /api, generated from the routes' contract schemas (each operation with
 * its access level, `x-access`), and its readable
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
    // Each operation says who may call it: `x-access` (see auth/access), and no security for anonymous.
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const access = input.route.config?.access;
      if (!access) return transformed;
      return {
        ...transformed,
        schema: {
          ...transformed.schema,
          'x-access': access,
          ...(access === 'anonymous' ? { security: [] } : {}),
        },
      };
    },
    transformObject: namedComponents,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
