import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import helmet from 'helmet';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerAccessControl } from './auth/access';
import type { ServerConfig } from './config';
import { MEGABYTE } from './config';
import type { AppContext } from './context';
import type { DatabaseHandle } from './db/index';
import { openDatabase } from './db/index';
import { HttpError, INTERNAL_ERROR_MESSAGE } from './errors';
import type { Mailer } from './mail/index';
import { createMailer } from './mail/index';
import { createPaymentProvider } from './payments/index';
import type { PaymentProvider } from './payments/provider';
import { throttleStore } from './limits/throttle';
import { registerOpenApi } from './openapi';
import { registerRoutes } from './routes/index';
import { serializerCompiler } from './serializer';
import { declareReplies } from './routes/replies';
import { registerTransportChecks, transportOptions } from './transport';

// French messages for every schema error.
z.config(z.locales.fr());

export interface AppOverrides {
  /** An open database (tests share one per file); otherwise opened from the config and closed with the app. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  payments?: PaymentProvider;
  now?: () => Date;
  /** Where pino writes (tests capture the log lines); stdout otherwise. */
  logStream?: NodeJS.WritableStream;
}

// Logs never carry passwords, tokens or documents: headers are redacted, bodies are never logged, and
// the URLs that carry a secret (a reset or invitation link, a checkout session) are masked.
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'req.headers["stripe-signature"]'];

export function maskUrl(url: string): string {
  return url
    .replace(/(\/reset-password\/)[^/?#]+/, '$1[masqué]')
    .replace(/(\/test-checkout\/)[^/?#]+/, '$1[masqué]')
    .replace(/([?&](?:sessionId|session)=)[^&#]+/g, '$1[masqué]');
}

const serializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: maskUrl(request.url), remoteAddress: request.ip };
  },
};

export async function buildApp(config: ServerConfig, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const loggerOptions: FastifyServerOptions['logger'] =
    config.logLevel === false
      ? false
      : {
          level: config.logLevel,
          redact: { paths: REDACT, censor: '[masqué]' },
          serializers,
          ...(overrides.logStream ? { stream: overrides.logStream } : {}),
        };
  const app = Fastify({
    ...transportOptions(config),
    logger: loggerOptions,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = overrides.database ?? (await openDatabase(config));
  const mailer = overrides.mailer ?? createMailer(config);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mailer,
    payments: overrides.payments ?? createPaymentProvider(config),
    log: app.log,
    now: overrides.now ?? (() => new Date()),
  };
  app.decorate('ctx', ctx);
  database.turns?.register(app);
  app.addHook('onClose', async () => {
    if (!overrides.mailer) mailer.close();
    if (!overrides.database) await database.close();
  });

  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(rateLimit, {
    global: false,
    store: throttleStore(ctx.db, ctx.now),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: `Trop de tentatives. Veuillez réessayer dans ${Math.ceil(context.ttl / 1000)} secondes.`,
    }),
  });
  const methodNotAllowed = registerTransportChecks(app);
  await registerOpenApi(app);
  registerAccessControl(app);
  declareReplies(app);
  app.setErrorHandler((error, request, reply) => sendError(error as FastifyError, request, reply, config));
  app.setNotFoundHandler((request, reply) => {
    // Client routes (no file extension) get the app; a missing asset stays a 404.
    const pathname = request.url.split('?')[0] ?? '';
    const wantsApp =
      request.method === 'GET' &&
      !pathname.startsWith('/api') &&
      !/\.[A-Za-z0-9]+$/.test(pathname) &&
      hasApp(config);
    if (wantsApp) return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    if (methodNotAllowed(request, reply)) return reply;
    return reply.code(404).send({ message: 'Ressource introuvable.', code: 'NOT_FOUND' });
  });

  await app.register(registerRoutes, { prefix: '/api' });

  if (hasApp(config)) {
    await app.register(fastifyStatic, {
      root: path.resolve(config.appDist as string),
      wildcard: false,
      cacheControl: false,
      // Vite names assets by content hash: they never change; index.html always revalidates.
      setHeaders(res, filePath) {
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  return app;
}

/**
 * Helmet's headers, the same for every answer: computed once and set on each reply. Running helmet's
 * middleware for each request (a dozen `setHeader` calls on the raw response, each validated by Node)
 * cost a tenth of a tender list request's time.
 */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // styled-components injects <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        // Served over plain http on a LAN or localhost too: upgrading would break every asset.
        upgradeInsecureRequests: null,
      },
    },
  })({} as IncomingMessage, collect as unknown as ServerResponse, () => undefined);
  return headers;
}

function hasApp(config: ServerConfig): boolean {
  return config.appDist !== null && existsSync(path.join(config.appDist, 'index.html'));
}

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply, config: ServerConfig) {
  if (error instanceof HttpError) {
    return reply.code(error.status).headers(error.headers).send({ message: error.message, code: error.code });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : '';
    return reply.code(400).send({
      message: field
        ? `Données invalides (${field}) : ${first?.message ?? ''}`
        : `Données invalides : ${first?.message ?? ''}`,
      code: 'INVALID_INPUT',
    });
  }
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limit = request.routeOptions.bodyLimit ?? config.bodyLimit;
    return reply.code(413).send({
      message:
        limit >= MEGABYTE
          ? `Les fichiers envoyés sont trop volumineux (limite : ${Math.round(limit / MEGABYTE)} Mo).`
          : `La requête est trop volumineuse (limite : ${Math.round(limit / 1024)} Ko).`,
      code: 'PAYLOAD_TOO_LARGE',
    });
  }
  if (status === 429) {
    return reply.code(429).send({ message: error.message, code: error.code ?? 'TOO_MANY_REQUESTS' });
  }
  if (status === 415) {
    return reply.code(415).send({
      message: 'Format de requête non pris en charge (JSON attendu).',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  }
  if (status >= 400 && status < 500) {
    // Malformed JSON, empty body and other client mistakes caught by Fastify itself.
    return reply.code(status).send({ message: 'Requête invalide.', code: 'INVALID_INPUT' });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ message: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL_ERROR' });
}
