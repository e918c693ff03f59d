import { errorBody } from '@mieux-disant/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

/** What each refusal means, as the OpenAPI document says it; the body is always `{ message, code }`. */
const REFUSALS = {
  400: 'Données invalides : le message dit lequel et pourquoi.',
  401: 'Jeton absent, invalide ou expiré.',
  402: "Pas d'abonnement actif ou plus assez de crédits.",
  403: 'E-mail non confirmé, compte non validé ou rôle insuffisant.',
  404: "Introuvable, ou appartient à une autre entreprise (jamais 403 : l'existence ne se devine pas).",
  409: "Incompatible avec l'état actuel (statut, abonnement, siège, adresse déjà utilisée).",
  413: 'Requête trop volumineuse.',
  429: 'Trop de tentatives : réessayer après le délai de l’en-tête retry-after.',
  500: 'Erreur interne.',
} as const;

export type RefusalStatus = keyof typeof REFUSALS;

/**
 * A JSON answer with what it means. The meaning sits beside the schema, not on a described copy of it,
 * so a named contract schema stays a `$ref` to its component in the OpenAPI document.
 */
export function jsonReply<T extends z.ZodType>(description: string, schema: T) {
  return { description, content: { 'application/json': { schema } } };
}

const refusal = (status: RefusalStatus) => jsonReply(REFUSALS[status], errorBody);

/** The error answers a route adds to those every route of its kind has (see declareReplies). */
export function refusals<const S extends RefusalStatus>(
  ...statuses: S[]
): Record<S, ReturnType<typeof refusal>> {
  return Object.fromEntries(statuses.map((status) => [status, refusal(status)])) as Record<
    S,
    ReturnType<typeof refusal>
  >;
}

/** A file answered as it is (not JSON), in one of the given media types. */
export function fileReply(description: string, ...types: string[]) {
  // Sent as bytes, never serialized: the schema only documents it.
  const bytes = z.custom<Uint8Array>().meta({ type: 'string', format: 'binary' });
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema: bytes }])) };
}

/**
 * An answer many requests share (the result of a batched read), written once through the route's
 * response schema and sent as the same bytes to each request rather than serialized for every one:
 * `shape` makes the answer of a shared value, which must not change once read.
 */
export function sharedAnswer<S extends object>(shape: (shared: S) => unknown) {
  const written = new WeakMap<S, Buffer>();
  return (reply: FastifyReply, shared: S): FastifyReply => {
    let body = written.get(shared);
    if (!body) {
      // A string: the app's serializer compiler (serializer.ts) writes text.
      body = Buffer.from(reply.serialize(shape(shared)) as string);
      written.set(shared, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  };
}

/**
 * Every /api route declares its success answer in `schema.response` (the app refuses to start
 * otherwise), so the server serializes through the contract and the OpenAPI document shows it. The
 * refusals any route of its kind can give are added here: 500 always, 400 for input, 413 for a
 * body, 401 and 403 for the access level, 429 for a rate-limited route; and its resource as its tag.
 */
export function declareReplies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url.startsWith('/api')) return;
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!response || !Object.keys(response).some((status) => /^[23]\d\d$/.test(status)))
      throw new Error(`Route ${String(route.method)} ${url} does not declare its success response`);
    const methods = [route.method].flat();
    const hasBody = methods.some((method) => ['POST', 'PUT', 'PATCH'].includes(method));
    const access = route.config?.access ?? 'anonymous';
    const implied: RefusalStatus[] = [500];
    if (hasBody || route.schema?.params || route.schema?.querystring) implied.push(400);
    if (hasBody) implied.push(413);
    if (access !== 'anonymous') implied.push(401);
    if (access !== 'anonymous' && access !== 'authenticated') implied.push(403);
    if (route.config?.rateLimit) implied.push(429);
    for (const status of implied) response[status] ??= refusal(status);
    // The document groups operations by resource (/api/<resource>/...) and marks the anonymous ones.
    const schema = route.schema as { tags?: string[]; security?: unknown[] };
    schema.tags ??= [url.split('/')[2] ?? 'api'];
    if (access === 'anonymous') schema.security ??= [];
  });
}
