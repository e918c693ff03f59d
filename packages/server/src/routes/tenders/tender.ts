import type { Ponderation, TenderSummary } from '@mieux-disant/domain';
import {
  ANALYSIS_CREDIT_COST,
  CRITERION_NAMES,
  DEFENCE_OR_SECURITY_KEY,
  DEFENCE_OR_SECURITY_YES,
  LAUNCH_DATE_KEY,
  TENDER_AUTO_START_PAGES,
  checkRcChosen,
  isIsoDay,
  isPdf,
  ponderationToCriteria,
  validateCriteria,
} from '@mieux-disant/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { currentUser } from '../../auth/access';
import { chargeCredits } from '../../db/credits';
import { files, tenders } from '../../db/schema';
import { HttpError, badRequest, conflict } from '../../errors';
import {
  checkFiles,
  checkLabel,
  forgetBlobs,
  sanitisePath,
  saveFiles,
  spoolOf,
  uploadHooks,
  writingFiles,
} from '../../files/index';
import { ponderationLines, recordAudit } from '../../audit/audit';
import { assertCriteriaUnlocked } from '../../audit/lock';
import { assertCanPayAnalysis } from '../../jobs/credits';
import { failPhase1 } from '../../jobs/phases';
import { jobQueue } from '../../jobs/queue';
import { ownTender, tenderList } from './repo';
import {
  creationBody,
  deletionAnswer,
  idParam,
  ponderationBody,
  tenderDetail,
  tenderList as tenderListAnswer,
  tenderStatusAnswer,
} from '@mieux-disant/domain';
import { refusals, sharedAnswer } from '../replies';

/** Statuses from which the criteria may be (re)confirmed. */
const PONDERATION_EDITABLE = ['phase1_done', 'phase1_update_error', 'phase1_confirmation_done'];

const SMALL_BODY = 2 * 1024 * 1024;

export const INVALID_LAUNCH_DATE =
  'La date de lancement de la consultation doit être une date valide (AAAA-MM-JJ).';
export const INVALID_DEFENCE_OR_SECURITY = `« ${DEFENCE_OR_SECURITY_KEY} » ne peut valoir que « ${DEFENCE_OR_SECURITY_YES} » (absent pour les autres marchés).`;

/** Criteria checks of the editor, run again on the server (SPEC.md §5), plus the fixed list of names. */
export function checkPonderation(ponderation: Ponderation): { ok: true } | { ok: false; message: string } {
  let n = 0;
  const criteria = ponderationToCriteria(ponderation, () => `c${(n += 1)}`);
  const names = new Set<string>(CRITERION_NAMES);
  const walk = (list: typeof criteria): boolean =>
    list.every((c) => names.has(c.name) && walk(c.subCriteria));
  if (!walk(criteria)) {
    return { ok: false, message: `Les critères doivent être choisis parmi : ${CRITERION_NAMES.join(', ')}.` };
  }
  const launch = ponderation.Constantes[LAUNCH_DATE_KEY];
  if (launch !== undefined && (typeof launch !== 'string' || !isIsoDay(launch))) {
    return { ok: false, message: INVALID_LAUNCH_DATE };
  }
  const defence = ponderation.Constantes[DEFENCE_OR_SECURITY_KEY];
  if (defence !== undefined && defence !== DEFENCE_OR_SECURITY_YES) {
    return { ok: false, message: INVALID_DEFENCE_OR_SECURITY };
  }
  return validateCriteria(criteria);
}

/** The tender itself: list, detail, creation (phase 1 queued), criteria confirmation, deletion. */
export const tenderCoreRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const listAnswer = sharedAnswer((list: TenderSummary[]): z.output<typeof tenderListAnswer> => ({
    tenders: list,
  }));
  app.get(
    '/tenders',
    { config: { access: 'validated' }, schema: { response: { 200: tenderListAnswer } } },
    async (request, reply) => listAnswer(reply, await tenderList(ctx, currentUser(request).companyId)),
  );

  app.get(
    '/tender/:id',
    {
      config: { access: 'validated' },
      schema: { params: idParam, response: { 200: tenderDetail, ...refusals(404) } },
    },
    async (request) => {
      const tender = await ownTender(ctx, request, request.params.id);
      const ponderation = (tender.ponderation as Ponderation | null) ?? null;
      return {
        id: tender.id,
        title: tender.title,
        status: tender.status,
        created_at: tender.createdAt.toISOString(),
        summary: ponderation?.Résumé ?? '',
        ponderation,
        ...(tender.errorReason ? { error: tender.errorReason } : {}),
        ...(tender.progress ? { progress: tender.progress } : {}),
      };
    },
  );

  app.post(
    '/tender_creation',
    {
      config: { access: 'validated' },
      schema: { body: creationBody, response: { 201: tenderStatusAnswer, ...refusals(402) } },
      ...uploadHooks(ctx.config.dataDir),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      const title = checkLabel(body.title, 'Le titre');
      const rc = checkRcChosen(body.selectedReglementFile?.filename ?? null);
      if (!rc.ok) throw badRequest(rc.message, 'RC_MISSING');
      await assertCanPayAnalysis(ctx, user.companyId);
      const checked = await checkFiles(body.tenderFiles, spoolOf(request));
      const rcPath = sanitisePath(body.selectedReglementFile?.filename ?? '');
      if (!checked.some((f) => f.path === rcPath)) {
        throw badRequest(
          'Le fichier de règlement doit faire partie des fichiers envoyés.',
          'RC_NOT_IN_FILES',
        );
      }
      if (!isPdf(rcPath))
        throw badRequest('Le règlement de consultation doit être un fichier PDF.', 'RC_NOT_PDF');
      const totalPages = checked.reduce((sum, f) => sum + f.pages, 0);
      if (totalPages > TENDER_AUTO_START_PAGES) {
        throw badRequest(
          `Le dossier compte ${totalPages} pages : la limite est de ${TENDER_AUTO_START_PAGES} pages.`,
          'TOO_MANY_PAGES',
        );
      }
      const tenderId = await writingFiles(ctx, checked, () =>
        ctx.db.transaction(async (tx) => {
          const [tender] = await tx
            .insert(tenders)
            .values({
              companyId: user.companyId,
              createdBy: user.id,
              title,
              status: 'phase1_ongoing',
              rcPath,
              totalPages,
              createdAt: ctx.now(),
              updatedAt: ctx.now(),
            })
            .returning({ id: tenders.id });
          if (!tender) throw new Error('tender not inserted');
          await chargeCredits(tx, user.companyId, ANALYSIS_CREDIT_COST, 'analysis', tender.id);
          await saveFiles(ctx, tx, { tenderId: tender.id, tenderCompanyId: null }, checked);
          return tender.id;
        }),
      );
      try {
        const queue = await jobQueue(ctx);
        await queue.sendPhase1({ tenderId });
      } catch (err) {
        request.log.error({ err, tenderId }, 'phase 1 not queued');
        await failPhase1(ctx, tenderId, "L'analyse n'a pas pu être lancée. Vos crédits ont été restitués.");
      }
      const [row] = await ctx.db
        .select({ status: tenders.status })
        .from(tenders)
        .where(eq(tenders.id, tenderId));
      return reply.code(201).send({ id: tenderId, status: row?.status ?? 'phase1_ongoing' });
    },
  );

  app.put(
    '/ponderation/:id',
    {
      config: { access: 'validated' },
      bodyLimit: SMALL_BODY,
      schema: {
        params: idParam,
        body: ponderationBody,
        response: { 200: tenderStatusAnswer, ...refusals(404, 409) },
      },
    },
    async (request) => {
      const tender = await ownTender(ctx, request, request.params.id);
      assertCriteriaUnlocked(tender.status);
      const [updating] = await ctx.db
        .update(tenders)
        .set({ status: 'phase1_updating', updatedAt: ctx.now() })
        .where(and(eq(tenders.id, tender.id), inArray(tenders.status, PONDERATION_EDITABLE)))
        .returning({ id: tenders.id });
      if (!updating) {
        throw conflict(
          "Les critères ne peuvent pas être modifiés à ce stade de l'analyse.",
          'INVALID_STATUS',
        );
      }
      const ponderation = request.body.ponderation as Ponderation;
      const check = checkPonderation(ponderation);
      if (!check.ok) {
        await ctx.db
          .update(tenders)
          .set({ status: 'phase1_update_error', errorReason: check.message, updatedAt: ctx.now() })
          .where(eq(tenders.id, tender.id));
        throw new HttpError(400, 'INVALID_CRITERIA', check.message);
      }
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(tenders)
          .set({ ponderation, status: 'phase1_confirmation_done', errorReason: null, updatedAt: ctx.now() })
          .where(eq(tenders.id, tender.id));
        await recordAudit(
          tx,
          currentUser(request),
          {
            tenderId: tender.id,
            action: 'criteria',
            subject: 'Critères et pondérations',
            before: tender.ponderation ? ponderationLines(tender.ponderation as Ponderation) : null,
            after: ponderationLines(ponderation),
          },
          ctx.now(),
        );
      });
      return { id: tender.id, status: 'phase1_confirmation_done' };
    },
  );

  app.delete(
    '/tender/:id',
    {
      config: { access: 'validated' },
      schema: { params: idParam, response: { 200: deletionAnswer, ...refusals(404) } },
    },
    async (request) => {
      const tender = await ownTender(ctx, request, request.params.id);
      const blobs = await ctx.db
        .select({ sha256: files.sha256 })
        .from(files)
        .where(eq(files.tenderId, tender.id));
      await ctx.db.delete(tenders).where(eq(tenders.id, tender.id));
      await forgetBlobs(
        ctx,
        blobs.map((b) => b.sha256),
      );
      return { id: tender.id, message: 'Analyse supprimée.' };
    },
  );
};
