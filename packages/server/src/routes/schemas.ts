import type { FastifyInstance } from 'fastify';

// The request and response schemas of every route live in @mieux-disant/domain's contract module.

/** Body limit of the routes that carry no documents: a form's worth, not the 200 MB of an upload. */
export const SMALL_BODY_LIMIT = 64 * 1024;

/** Gives every route of the calling plugin the small body limit unless it sets its own. */
export function useSmallBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= SMALL_BODY_LIMIT;
  });
}
