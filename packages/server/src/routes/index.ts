import { openApiDocument } from '@mieux-disant/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin';
import { aiRoutes } from './ai';
import { authRoutes } from './auth';
import { boundBodies } from './bounds';
import { subscriptionRoutes } from './subscription';
import { tenderRoutes } from './tenders/index';

/**
 * Every API module, mounted under /api. A module declares `config: { access }` (see
 * src/auth/access.ts) and `schema.response` (see ./replies.ts) on each route; the app refuses to start
 * otherwise.
 */
export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  boundBodies(app);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(adminRoutes, { prefix: '/admin' });
  await app.register(subscriptionRoutes, { prefix: '/subscription' });
  await app.register(tenderRoutes, { prefix: '/tender' });
  await app.register(aiRoutes, { prefix: '/ai' });
  app.get(
    '/openapi.json',
    { config: { access: 'anonymous' }, schema: { response: { 200: openApiDocument } } },
    async () => app.swagger() as unknown as typeof openApiDocument._zod.output,
  );
};
