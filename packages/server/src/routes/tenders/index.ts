import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { closeJobQueue } from '../../jobs/queue';
import { tenderAnalysisReportRoutes } from './analysisReport';
import { tenderAuditRoutes } from './audit';
import { tenderCompanyRoutes } from './companies';
import { tenderDocumentStatusRoutes } from './documentStatus';
import { tenderFileRoutes } from './files';
import { tenderOabRoutes } from './oab';
import { tenderResultRoutes } from './results';
import { tenderCoreRoutes } from './tender';

/**
 * SPEC.md §7 tender calls with DECISIONS.md's paths, mounted under /api/tender. Every route is for
 * validated users, on their own company's tenders only (another company's tender answers 404).
 */
export const tenderRoutes: FastifyPluginAsyncZod = async (app) => {
  // The queue this process opened to send jobs closes before the database does.
  app.addHook('onClose', async () => closeJobQueue(app.ctx));
  await app.register(tenderCoreRoutes);
  await app.register(tenderCompanyRoutes);
  await app.register(tenderResultRoutes);
  await app.register(tenderFileRoutes);
  await app.register(tenderAuditRoutes);
  await app.register(tenderAnalysisReportRoutes);
  await app.register(tenderDocumentStatusRoutes);
  await app.register(tenderOabRoutes);
};
