import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditCsv, auditTrail } from '../../audit/audit';
import { unlockCriteria } from '../../audit/lock';
import { currentUser } from '../../auth/access';
import { ownTender } from './repo';
import {
  auditQuery,
  auditTrail as auditTrailAnswer,
  tenderIdParam,
  tenderStatusAnswer,
  unlockBody,
} from '@mieux-disant/domain';
import { refusals } from '../replies';

/** The audit trail of a tender (read and export only: it cannot be edited) and the criteria unlock. */
export const tenderAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/audit/:tender_id',
    {
      config: { access: 'validated' },
      schema: {
        params: tenderIdParam,
        querystring: auditQuery,
        response: {
          200: {
            description: 'Le journal : JSON (format=json) ou CSV (format=csv).',
            content: { 'application/json': { schema: auditTrailAnswer }, 'text/csv': { schema: z.string() } },
          },
          ...refusals(404),
        },
      },
    },
    async (request, reply) => {
      const tender = await ownTender(ctx, request, request.params.tender_id);
      const events = await auditTrail(ctx.db, tender.id);
      if (request.query.format === 'json') return { events };
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="journal-${tender.id}.csv"`)
        .send(auditCsv(events));
    },
  );

  app.post(
    '/unlock_criteria/:tender_id',
    {
      config: { access: 'validated' },
      schema: {
        params: tenderIdParam,
        body: unlockBody,
        response: { 200: tenderStatusAnswer, ...refusals(404, 409) },
      },
    },
    async (request) => {
      const tender = await ownTender(ctx, request, request.params.tender_id);
      await unlockCriteria(ctx, currentUser(request), tender, request.body.motif);
      return { id: tender.id, status: 'phase1_done' };
    },
  );
};
