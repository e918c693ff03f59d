// The OpenAPI document is generated from the routes' contract schemas: every /api route must be in it
// with its success answer and its refusals, and a route without a declared answer stops the app.
import { isDeepStrictEqual } from 'node:util';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { declareReplies } from '../src/routes/replies';
import { setupServer } from './harness';

interface Schema {
  $ref?: string;
  properties?: Record<string, unknown>;
}
interface Operation {
  'x-access'?: string;
  security?: unknown[];
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
}
type Paths = Record<string, Record<string, Operation>>;
type Components = Record<string, Schema>;

/** A schema, or the component its `$ref` names. */
const resolved = (schemas: Components, schema: Schema | undefined): Schema =>
  schema?.$ref ? (schemas[schema.$ref.replace('#/components/schemas/', '')] ?? {}) : (schema ?? {});

/** Every object schema written out in a part of the document. */
function objectSchemas(part: unknown): Schema[] {
  if (Array.isArray(part)) return part.flatMap(objectSchemas);
  if (part === null || typeof part !== 'object') return [];
  const own = 'properties' in part ? [part as Schema] : [];
  return [...own, ...Object.values(part).flatMap(objectSchemas)];
}

/** `/api/tender/tender/:id` as OpenAPI writes it: `/api/tender/tender/{id}` (a prefix's route may end in /). */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/(.)\/$/, '$1');

describe('the OpenAPI document', () => {
  const server = setupServer('pglite');

  it('lists every /api route with a success answer and JSON refusals', async () => {
    const reply = await server.call('GET', '/api/openapi.json');
    expect(reply.status).toBe(200);
    expect(reply.body.openapi).toBe('3.1.0');
    const paths = Object.fromEntries(
      Object.entries(reply.body.paths as Paths).map(([path, operations]) => [openApiPath(path), operations]),
    );
    const routes = server.app.declaredRoutes;
    expect(routes.length).toBeGreaterThan(45);
    const listed = Object.values(paths).reduce((n, operations) => n + Object.keys(operations).length, 0);
    expect(listed).toBe(routes.length);
    for (const { method, url, access } of routes) {
      const operation = paths[openApiPath(url)]?.[method.toLowerCase()];
      expect(operation, `${method} ${url}`).toBeDefined();
      // Who may call it, for clients and for the black-box probe (scripts/probe.ts).
      expect(operation?.['x-access'], `${method} ${url} access`).toBe(access);
      expect(operation?.security, `${method} ${url} security`).toEqual(
        access === 'anonymous' ? [] : undefined,
      );
      const statuses = Object.keys(operation?.responses ?? {});
      expect(
        statuses.some((s) => /^[23]/.test(s)),
        `${method} ${url} success`,
      ).toBe(true);
      const refusals = statuses.filter((s) => /^[45]/.test(s));
      expect(refusals, `${method} ${url} refusals`).toContain('500');
      // Only the document itself takes no input and needs no token: every other route can refuse.
      if (url !== '/api/openapi.json')
        expect(
          refusals.some((s) => s.startsWith('4')),
          `${method} ${url} refusals`,
        ).toBe(true);
    }
  });

  it('describes the answers of a route through the contract: fields, refusals by access level', async () => {
    const { body } = await server.call('GET', '/api/openapi.json');
    const schemas = (body.components as { schemas: Components }).schemas;
    const search = (body.paths as Paths)['/api/admin/search']?.get?.responses ?? {};
    const users = search['200']?.content?.['application/json']?.schema as { items?: Schema };
    expect(Object.keys(resolved(schemas, users.items).properties ?? {})).toEqual(
      expect.arrayContaining(['id', 'email', 'company', 'admin_validated', 'role']),
    );
    expect(Object.keys(search)).toEqual(expect.arrayContaining(['400', '401', '403', '500']));
    const refusal = resolved(schemas, search['403']?.content?.['application/json']?.schema);
    expect(Object.keys(refusal.properties ?? {})).toEqual(['message', 'code']);
    expect(search['403']?.description).toBe('E-mail non confirmé, compte non validé ou rôle insuffisant.');
    const login = (body.paths as Paths)['/api/auth/login']?.post?.responses ?? {};
    expect(Object.keys(login)).toEqual(expect.arrayContaining(['200', '400', '401', '413', '429', '500']));
    expect(Object.keys(login)).not.toContain('403');
    expect((body.paths as Paths)['/api/auth/login']?.post).toMatchObject({ tags: ['auth'], security: [] });
    expect((body.paths as Paths)['/api/admin/search']?.get).toMatchObject({ tags: ['admin'] });
    expect((body.paths as Paths)['/api/admin/search']?.get).not.toHaveProperty('security');
  });

  it('names the shapes routes share as components and refers to them, with no inlined copy', async () => {
    const { body } = await server.call('GET', '/api/openapi.json');
    const schemas = (body.components as { schemas: Components }).schemas;
    const paths = body.paths as Paths;
    const answer = (path: string, method: string, status: string) =>
      paths[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema;
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    // The same shape in several routes is one component, referred to by each.
    expect(answer('/api/auth/login', 'post', '200')).toEqual(ref('AuthAnswer'));
    expect(answer('/api/auth/signup', 'post', '200')).toEqual(ref('AuthAnswer'));
    expect(answer('/api/admin/search', 'get', '200')).toEqual({ type: 'array', items: ref('AdminUser') });
    expect(answer('/api/admin/validate/{id}', 'put', '200')).toMatchObject({
      properties: { data: ref('AdminUser') },
    });
    expect(answer('/api/tender/tender_creation', 'post', '201')).toEqual(ref('TenderStatusAnswer'));
    expect(answer('/api/tender/ponderation/{id}', 'put', '200')).toEqual(ref('TenderStatusAnswer'));
    for (const method of ['get', 'put', 'delete'])
      expect(answer('/api/subscription/', method, '200')).toEqual(ref('SubscriptionInfo'));
    // Every refusal of every route is the one error body.
    const refusals = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.entries(operation.responses ?? {})
          .filter(([status]) => /^[45]/.test(status) && path !== '/api/ai/v1/chat/completions')
          .map(([status, reply]) => [
            `${method} ${path} ${status}`,
            reply.content?.['application/json']?.schema,
          ]),
      ),
    );
    expect(refusals.length).toBeGreaterThan(200);
    expect(refusals.filter(([, schema]) => !isDeepStrictEqual(schema, ref('ErrorBody')))).toEqual([]);
    // No named shape is written out again in place, and every name refers to a component the document has.
    const keysOf = (schema: Schema) =>
      Object.keys(schema.properties ?? {})
        .sort()
        .join();
    const named = new Map(
      Object.entries(schemas)
        .filter(([, schema]) => schema.properties)
        .map(([name, schema]) => [keysOf(schema), name]),
    );
    const inlined = objectSchemas(paths).filter((schema) => named.has(keysOf(schema)));
    expect(inlined).toEqual([]);
    const names = [...JSON.stringify(body).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(names)).toEqual(new Set(Object.keys(schemas)));
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining([
        'ErrorBody',
        'MessageAnswer',
        'TenderSummary',
        'CompanyAnalysis',
        'Ponderation',
        'PriceSafeguards',
      ]),
    );
  });

  it('serves a readable page at /api/docs from its own files, with no outside address', async () => {
    const page = await server.call('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const sources = [...page.raw.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter((s) => /^(https?:)?\/\//.test(s))).toEqual([]);
    const bundle = await server.call('GET', '/api/docs/static/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    const initializer = await server.call('GET', '/api/docs/static/swagger-initializer.js');
    expect(initializer.raw).toContain("url: resolveUrl('./json')");
    expect(initializer.raw).toContain('validatorUrl: null');
  });

  it('refuses to start with a route that does not declare its success answer', async () => {
    const app = Fastify();
    declareReplies(app);
    await expect(async () => {
      app.get('/api/undeclared', { schema: { response: { 404: {} } } }, async () => ({}));
      await app.ready();
    }).rejects.toThrow('Route GET /api/undeclared does not declare its success response');
    await app.close();
  });
});
