import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config';
import type { DatabaseHandle, Db } from './db/index';
import type { Mailer } from './mail/index';
import type { PaymentProvider } from './payments/provider';

/** Everything a route, a job or a script needs; built once per process by buildApp (or by the worker). */
export interface AppContext {
  config: ServerConfig;
  database: DatabaseHandle;
  db: Db;
  mailer: Mailer;
  payments: PaymentProvider;
  log: FastifyBaseLogger;
  /** The clock, injectable so tests can move through billing periods and expiries. */
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
