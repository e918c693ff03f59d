// The OpenAPI document is generated from the routes' contract schemas: every /api route must be in it
// with its success answer and its refusals, and a route without a declared answer stops the app.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { declareReplies } from '../src/routes/replies';
import { setupServer } from './harness';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: object } }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

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
    for (const { method, url } of routes) {
      const operation = paths[openApiPath(url)]?.[method.toLowerCase()];
      expect(operation, `${method} ${url}`).toBeDefined();
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
    const search = (body.paths as Paths)['/api/admin/search']?.get?.responses ?? {};
    const user = search['200']?.content?.['application/json']?.schema as {
      items?: { properties?: Record<string, unknown> };
    };
    expect(Object.keys(user.items?.properties ?? {})).toEqual(
      expect.arrayContaining(['id', 'email', 'company', 'admin_validated', 'role']),
    );
    expect(Object.keys(search)).toEqual(expect.arrayContaining(['400', '401', '403', '500']));
    const refusal = search['403']?.content?.['application/json']?.schema?.properties;
    expect(Object.keys(refusal ?? {})).toEqual(['message', 'code']);
    const login = (body.paths as Paths)['/api/auth/login']?.post?.responses ?? {};
    expect(Object.keys(login)).toEqual(expect.arrayContaining(['200', '400', '401', '413', '429', '500']));
    expect(Object.keys(login)).not.toContain('403');
    expect((body.paths as Paths)['/api/auth/login']?.post).toMatchObject({ tags: ['auth'], security: [] });
    expect((body.paths as Paths)['/api/admin/search']?.get).toMatchObject({ tags: ['admin'] });
    expect((body.paths as Paths)['/api/admin/search']?.get).not.toHaveProperty('security');
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
