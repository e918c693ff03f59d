import {
  abnormallyLowOffers,
  checkOabOutcome,
  justificationLetter,
  lowUnitPrices,
  OAB_OUTCOME_LABELS,
  parseAmount,
  rectifiedRanking,
  type LowUnitPrice,
  type OabMethodResult,
  type OabOutcome,
  type RectifiedRanking,
} from '@mieux-disant/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../../audit/audit';
import { currentUser } from '../../auth/access';
import type { AppContext } from '../../context';
import { oabReviews, tenderPriceSettings } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { letterDocx, letterPdf } from '../../report/letter';
import { attachmentHeader } from '../../report/model';
import { offersOf, ownTender, type StoredOffer, type TenderRow } from './repo';
import {
  estimateBody,
  letterQuery,
  oabOutcomeBody,
  priceSafeguards,
  tenderIdParam,
} from '@mieux-disant/domain';
import { fileReply, refusals } from '../replies';

export interface OabReview {
  status: OabOutcome;
  reason: string;
  deadline: string;
}

/** GET /api/tender/oab/{tender_id}: the price safeguards of a tender's offers. */
export interface PriceSafeguardsView {
  estimate: string | null;
  offers: { name: string; price: string | null; rectified_price: string | null }[];
  methods: OabMethodResult[];
  lines: { name: string; lines: LowUnitPrice[] }[];
  outcomes: Record<string, OabReview>;
  rectification: RectifiedRanking;
}

export const INVALID_ESTIMATE_MESSAGE = "L'estimation de l'acheteur doit être un montant positif.";
export const UNKNOWN_CANDIDATE_MESSAGE = "Aucune offre de ce candidat dans l'analyse.";
export const CANDIDATE_REQUIRED_MESSAGE = 'Précisez le candidat de la lettre.';
export const NOT_SUSPECT_MESSAGE =
  "L'offre de ce candidat n'est suspecte selon aucune méthode : il n'y a pas de suite à donner.";

async function estimateOf(ctx: AppContext, tenderId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ estimate: tenderPriceSettings.estimate })
    .from(tenderPriceSettings)
    .where(eq(tenderPriceSettings.tenderId, tenderId));
  return row?.estimate ?? null;
}

async function reviewsOf(ctx: AppContext, tenderId: string): Promise<Record<string, OabReview>> {
  const rows = await ctx.db.select().from(oabReviews).where(eq(oabReviews.tenderId, tenderId));
  return Object.fromEntries(
    rows.map((r) => [r.candidate, { status: r.status, reason: r.reason, deadline: r.deadline }]),
  );
}

function positive(price: string | null): boolean {
  return parseAmount(price)?.greaterThan(0) ?? false;
}

/** Every method on the stored offers and estimate, the low lines, the outcomes and the rectification. */
export function safeguardsOf(
  stored: readonly StoredOffer[],
  estimate: string | null,
  outcomes: Record<string, OabReview>,
): PriceSafeguardsView {
  const offers = stored.map((s) => s.offer);
  const priced = offers.filter((o) => positive(o.global_price));
  const oab = abnormallyLowOffers({
    offers: priced.map((o) => ({ name: o.name, price: o.global_price as string })),
    estimate,
  });
  const lines = lowUnitPrices(offers);
  return {
    estimate,
    offers: offers.map((o) => ({
      name: o.name,
      price: o.global_price,
      rectified_price: o.rectified_price ?? null,
    })),
    methods: oab.ok ? oab.methods : [],
    lines: offers.map((o, i) => ({ name: o.name, lines: lines[i] ?? [] })),
    outcomes,
    rectification: rectifiedRanking(
      stored.map(({ offer, checks }) => ({
        name: offer.name,
        stated: offer.global_price,
        rectified: offer.rectified_price ?? null,
        lines: checks.filter((c) => c.kind === 'arithmetic').map((c) => c.priceNumber),
      })),
    ),
  };
}

async function viewOf(ctx: AppContext, tender: TenderRow): Promise<PriceSafeguardsView> {
  const [stored, estimate, outcomes] = await Promise.all([
    offersOf(ctx, tender.id),
    estimateOf(ctx, tender.id),
    reviewsOf(ctx, tender.id),
  ]);
  return safeguardsOf(stored, estimate, outcomes);
}

function isSuspect(view: PriceSafeguardsView, candidate: string): boolean {
  return (
    view.methods.some((m) => m.suspects.includes(candidate)) ||
    view.lines.some((l) => l.name === candidate && l.lines.length > 0)
  );
}

/** The candidate of a request must be a suspect of this tender. */
function suspectOf(view: PriceSafeguardsView, candidate: string): PriceSafeguardsView['offers'][number] {
  const offer = view.offers.find((o) => o.name === candidate);
  if (!offer) throw notFound(UNKNOWN_CANDIDATE_MESSAGE, 'CANDIDATE_NOT_FOUND');
  if (!isSuspect(view, candidate)) throw badRequest(NOT_SUSPECT_MESSAGE, 'NOT_SUSPECT');
  return offer;
}

function reviewText(review: OabReview | undefined): string | null {
  if (!review) return null;
  const label = OAB_OUTCOME_LABELS[review.status];
  return review.status === 'rejected' ? `${label} : ${review.reason}` : label;
}

function slug(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'candidat'
  );
}

/** Abnormally low offers (R2152-3 to R2152-5): the methods, the outcomes marked, the letters. */
export const tenderOabRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/oab/:tender_id',
    {
      config: { access: 'validated' },
      schema: { params: tenderIdParam, response: { 200: priceSafeguards, ...refusals(404) } },
    },
    async (request) => viewOf(ctx, await ownTender(ctx, request, request.params.tender_id)),
  );

  app.put(
    '/oab/:tender_id/estimate',
    {
      config: { access: 'validated' },
      schema: {
        params: tenderIdParam,
        body: estimateBody,
        response: { 200: priceSafeguards, ...refusals(404) },
      },
    },
    async (request) => {
      const tender = await ownTender(ctx, request, request.params.tender_id);
      const text = request.body.estimate?.trim() || null;
      const amount = text === null ? null : parseAmount(text);
      if (text !== null && !amount?.greaterThan(0))
        throw badRequest(INVALID_ESTIMATE_MESSAGE, 'INVALID_ESTIMATE');
      const estimate = amount?.toString() ?? null;
      await ctx.db
        .insert(tenderPriceSettings)
        .values({ tenderId: tender.id, estimate, updatedAt: ctx.now() })
        .onConflictDoUpdate({
          target: tenderPriceSettings.tenderId,
          set: { estimate, updatedAt: ctx.now() },
        });
      return viewOf(ctx, tender);
    },
  );

  app.put(
    '/oab/:tender_id/outcome',
    {
      config: { access: 'validated' },
      schema: {
        params: tenderIdParam,
        body: oabOutcomeBody,
        response: { 200: priceSafeguards, ...refusals(404) },
      },
    },
    async (request) => {
      const tender = await ownTender(ctx, request, request.params.tender_id);
      const { candidate, status, deadline } = request.body;
      const reason = status === 'rejected' ? request.body.reason.trim() : '';
      const check = checkOabOutcome(status, reason);
      if (!check.ok) throw badRequest(check.message, 'REASON_REQUIRED');
      const view = await viewOf(ctx, tender);
      suspectOf(view, candidate);
      const before = view.outcomes[candidate];
      const next: OabReview = { status, reason, deadline: deadline ?? before?.deadline ?? '' };
      const user = currentUser(request);
      await ctx.db.transaction(async (tx) => {
        await tx
          .insert(oabReviews)
          .values({ tenderId: tender.id, candidate, ...next, updatedBy: user.id, updatedAt: ctx.now() })
          .onConflictDoUpdate({
            target: [oabReviews.tenderId, oabReviews.candidate],
            set: { ...next, updatedBy: user.id, updatedAt: ctx.now() },
          });
        await recordAudit(
          tx,
          user,
          {
            tenderId: tender.id,
            action: 'oab',
            subject: candidate,
            before: reviewText(before),
            after: reviewText(next),
            reason: reason || null,
          },
          ctx.now(),
        );
      });
      return viewOf(ctx, tender);
    },
  );

  app.get(
    '/oab/:tender_id/letter',
    {
      config: { access: 'validated' },
      schema: {
        params: tenderIdParam,
        querystring: letterQuery,
        response: {
          200: fileReply(
            'La demande de justification (format=docx ou pdf).',
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            'application/pdf',
          ),
          ...refusals(404),
        },
      },
    },
    async (request, reply) => {
      const tender = await ownTender(ctx, request, request.params.tender_id);
      const { candidate = '', format } = request.query;
      if (candidate.trim() === '') throw badRequest(CANDIDATE_REQUIRED_MESSAGE, 'CANDIDATE_REQUIRED');
      const view = await viewOf(ctx, tender);
      const offer = suspectOf(view, candidate);
      const deadline = request.query.deadline ?? view.outcomes[candidate]?.deadline ?? '';
      const letter = justificationLetter({
        tenderTitle: tender.title,
        candidate,
        price: offer.price ?? '0',
        methods: view.methods,
        lines: view.lines.find((l) => l.name === candidate)?.lines ?? [],
        deadline,
      });
      const body = format === 'pdf' ? await letterPdf(letter) : await letterDocx(letter);
      const type =
        format === 'pdf'
          ? 'application/pdf'
          : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
      return reply
        .type(type)
        .header('content-disposition', attachmentHeader(`demande-justification-${slug(candidate)}.${format}`))
        .send(body);
    },
  );
};
