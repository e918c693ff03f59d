import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin';
import { aiRoutes } from './ai';
import { authRoutes } from './auth';
import { boundBodies } from './bounds';
import { subscriptionRoutes } from './subscription';
import { tenderRoutes } from './tenders/index';

/**
 * Every API module, mounted under /api. A module declares `config: { access }` on each route (see
 * src/auth/access.ts); the app refuses to start otherwise.
 */
export const registerRoutes: FastifyPluginAsync = async (app) => {
  boundBodies(app);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(adminRoutes, { prefix: '/admin' });
  await app.register(subscriptionRoutes, { prefix: '/subscription' });
  await app.register(tenderRoutes, { prefix: '/tender' });
  await app.register(aiRoutes, { prefix: '/ai' });
};
