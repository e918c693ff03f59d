import type { Ponderation } from '@mieux-disant/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditTrail, recordAudit } from '../../audit/audit';
import { currentUser } from '../../auth/access';
import type { AppContext } from '../../context';
import { tenders } from '../../db/schema';
import type { ReportTexts } from '../../report/analysisReport';
import {
  REPORT_TEXT_KEYS,
  REPORT_TEXT_SECTIONS,
  analysisReportBlocks,
  defaultReportTexts,
  effectiveTexts,
} from '../../report/analysisReport';
import { analysisReportDocx } from '../../report/analysisReportDocx';
import { analysisReportPdf } from '../../report/analysisReportPdf';
import { attachmentHeader, reportFileName, reportModel } from '../../report/model';
import type { TenderRow } from './repo';
import { offersOf, ownTender, rankedAnalyses } from './repo';
import { analysisReportQuery, reportTexts, reportTextsBody, tenderIdParam } from '@mieux-disant/domain';
import { fileReply, refusals } from '../replies';

const TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
} as const;

async function reportInput(ctx: AppContext, tender: TenderRow) {
  return {
    title: tender.title,
    ponderation: (tender.ponderation as Ponderation | null) ?? null,
    analyses: await rankedAnalyses(ctx, tender.id),
    offers: (await offersOf(ctx, tender.id)).map((o) => o.offer),
    audit: await auditTrail(ctx.db, tender.id),
    texts: tender.reportTexts as Partial<ReportTexts>,
    now: ctx.now().toISOString(),
  };
}

/** The texts the report prints and the defaults they start from (numbers are never editable). */
async function textsOf(ctx: AppContext, tender: TenderRow) {
  const input = await reportInput(ctx, tender);
  const defaults = defaultReportTexts(reportModel(input), input.ponderation, input.audit);
  return {
    sections: REPORT_TEXT_SECTIONS,
    texts: effectiveTexts(defaults, input.texts),
    defaults,
  };
}

/** « Rapport d'analyse des offres »: its editable texts and its DOCX or PDF download. */
export const tenderAnalysisReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/analysis_report/:tender_id',
    {
      config: { access: 'validated' },
      schema: {
        params: tenderIdParam,
        querystring: analysisReportQuery,
        response: {
          200: fileReply("Le rapport d'analyse des offres (format=docx ou pdf).", TYPES.docx, TYPES.pdf),
          ...refusals(404),
        },
      },
    },
    async (request, reply) => {
      const tender = await ownTender(ctx, request, request.params.tender_id);
      const input = await reportInput(ctx, tender);
      const blocks = analysisReportBlocks(input);
      const { format } = request.query;
      const body =
        format === 'docx'
          ? await analysisReportDocx(blocks, tender.title)
          : await analysisReportPdf(blocks, tender.title);
      const name = reportFileName(tender.title, input.now, format, "Rapport d'analyse des offres");
      return reply.type(TYPES[format]).header('content-disposition', attachmentHeader(name)).send(body);
    },
  );

  app.get(
    '/analysis_report_texts/:tender_id',
    {
      config: { access: 'validated' },
      schema: { params: tenderIdParam, response: { 200: reportTexts, ...refusals(404) } },
    },
    async (request) => textsOf(ctx, await ownTender(ctx, request, request.params.tender_id)),
  );

  app.put(
    '/analysis_report_texts/:tender_id',
    {
      config: { access: 'validated' },
      schema: {
        params: tenderIdParam,
        body: reportTextsBody,
        response: { 200: reportTexts, ...refusals(404) },
      },
    },
    async (request) => {
      const tender = await ownTender(ctx, request, request.params.tender_id);
      const stored = tender.reportTexts as Partial<ReportTexts>;
      const next: Partial<ReportTexts> = { ...stored };
      await ctx.db.transaction(async (tx) => {
        for (const key of REPORT_TEXT_KEYS) {
          const text = request.body.texts[key];
          if (text === undefined || text.trim() === (stored[key] ?? '').trim()) continue;
          next[key] = text.trim();
          await recordAudit(
            tx,
            currentUser(request),
            {
              tenderId: tender.id,
              action: 'report_text',
              subject: REPORT_TEXT_SECTIONS[key],
              before: stored[key] ?? null,
              after: text.trim(),
            },
            ctx.now(),
          );
        }
        await tx
          .update(tenders)
          .set({ reportTexts: next, updatedAt: ctx.now() })
          .where(eq(tenders.id, tender.id));
      });
      return textsOf(ctx, { ...tender, reportTexts: next });
    },
  );
};
