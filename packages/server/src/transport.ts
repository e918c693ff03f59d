import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Errors raised before a route runs (URL, headers, method, slow clients) answered like every other
// error: JSON `{ message, code }` in French, never echoing the URL or a header back.

/** Largest request header section (request line included), in bytes. */
export const MAX_HEADER_SIZE = 16 * 1024;
/** Longest URL a route answers (the request line may hold up to MAX_HEADER_SIZE). */
export const MAX_URL_LENGTH = 4096;
/** Time to receive a whole request, uploads included. */
export const REQUEST_TIMEOUT_MS = 5 * 60_000;

const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: 'La requête a pris trop de temps. Veuillez réessayer.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    message: 'Les en-têtes de la requête sont trop volumineux.',
  },
};
const MALFORMED = { status: 400, code: 'INVALID_REQUEST', message: 'Requête mal formée.' };

export const URL_TOO_LONG = {
  status: 414,
  code: 'URI_TOO_LONG',
  message: "L'adresse demandée est trop longue.",
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** Node's parser refused the request (timeout, oversized headers, garbage): answer on the raw socket. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ message: answer.message, code: answer.code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_TEXT[answer.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Fastify's own refusals before routing (a path that does not decode, a parameter too long). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const answer = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? URL_TOO_LONG : MALFORMED;
  void reply.code(answer.status).send({ message: answer.message, code: answer.code });
}

/** The transport options of the Fastify factory. */
export function transportOptions(config: { maxHeaderSize?: number; requestTimeoutMs?: number }) {
  const requestTimeout = config.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  return {
    http: {
      maxHeaderSize: config.maxHeaderSize ?? MAX_HEADER_SIZE,
      // Node enforces requestTimeout only when headersTimeout is not above it.
      headersTimeout: Math.min(60_000, requestTimeout),
      // Node checks for timed-out requests every 30 s by default; check as often as the limit needs.
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, requestTimeout / 4)),
    },
    requestTimeout,
    routerOptions: { maxParamLength: 200 },
    clientErrorHandler,
    frameworkErrors,
  };
}

/**
 * Refuses URLs over MAX_URL_LENGTH with 414, and remembers every route's methods so a known path
 * asked with another method gets 405 (with `Allow`) rather than 404.
 */
export function registerTransportChecks(
  app: FastifyInstance,
): (request: FastifyRequest, reply: FastifyReply) => boolean {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    routes.push({ pattern: routePattern(route.url), methods });
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length > MAX_URL_LENGTH)
      return reply.code(414).send({ message: URL_TOO_LONG.message, code: URL_TOO_LONG.code });
  });
  return (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const allowed = routes.filter((r) => r.pattern.test(pathname)).flatMap((r) => r.methods);
    if (allowed.length === 0) return false;
    void reply
      .code(405)
      .header('allow', [...new Set(allowed)].join(', '))
      .send({ message: 'Méthode non autorisée pour cette adresse.', code: 'METHOD_NOT_ALLOWED' });
    return true;
  };
}

/** `/api/tender/:id/file/*` → a regular expression matching the paths of that route. */
function routePattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((part) =>
      part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}
