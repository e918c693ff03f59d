import type { CompanyAnalysis } from '@mieux-disant/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../../audit/audit';
import { currentUser } from '../../auth/access';
import { analyses } from '../../db/schema';
import { notFound } from '../../errors';
import { ownTender, rankedAnalyses } from './repo';
import { companyAnalyses, documentStatusBody, tenderIdParam } from '@mieux-disant/domain';
import { refusals } from '../replies';

const presence = (present: boolean | undefined) =>
  present === undefined ? null : present ? 'Présent' : 'Absent';

/**
 * The evaluator corrects whether a candidate provided an administrative document (the engine may
 * miss a scan or a badly named file); the change and its reason go to the audit trail.
 */
export const tenderDocumentStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.put(
    '/document_status/:tender_id',
    {
      config: { access: 'validated' },
      schema: {
        params: tenderIdParam,
        body: documentStatusBody,
        response: { 200: companyAnalyses, ...refusals(404) },
      },
    },
    async (request) => {
      const tender = await ownTender(ctx, request, request.params.tender_id);
      const { id, document, présent, motif } = request.body;
      await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ analysis: analyses.analysis })
          .from(analyses)
          .where(and(eq(analyses.id, id), eq(analyses.tenderId, tender.id)));
        if (!row) throw notFound("Analyse d'entreprise introuvable.", 'ANALYSIS_NOT_FOUND');
        const analysis = row.analysis as CompanyAnalysis;
        const documents = analysis.Administratif?.documents ?? {};
        const previous = documents[document];
        const détail = previous?.détail ?? '';
        const next: CompanyAnalysis = {
          ...analysis,
          Administratif: {
            ...analysis.Administratif,
            documents: { ...documents, [document]: { présent, détail } },
          },
        };
        await tx.update(analyses).set({ analysis: next, updatedAt: ctx.now() }).where(eq(analyses.id, id));
        await recordAudit(
          tx,
          currentUser(request),
          {
            tenderId: tender.id,
            action: 'document',
            subject: `${analysis.compagnie} — ${document}`,
            before: presence(previous?.présent),
            after: presence(présent),
            reason: motif ?? null,
          },
          ctx.now(),
        );
      });
      return rankedAnalyses(ctx, tender.id);
    },
  );
};
