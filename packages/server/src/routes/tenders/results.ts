import type { CategoryEvaluation, CompanyAnalysis, CriterionName, Ponderation } from '@mieux-disant/domain';
import {
  CRITERION_NAMES,
  criterionNameOfKey,
  formatNoteFr,
  globalNote,
  noteFraction,
  ponderationToCriteria,
  rankCompanies,
} from '@mieux-disant/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../../audit/audit';
import { currentUser } from '../../auth/access';
import { analyses, tenders } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { attachmentHeader, reportFileName, reportModel } from '../../report/model';
import { reportPdf } from '../../report/pdf';
import { reportXlsx } from '../../report/xlsx';
import { offersOf, ownTender, rankedAnalyses } from './repo';
import {
  companyAnalyses,
  editsBody,
  financialOffers,
  reportQuery,
  tenderIdParam,
} from '@mieux-disant/domain';
import { fileReply, refusals } from '../replies';

/** Categories an evaluator may re-note (Administratif is a document checklist, not a note). */
export const EDITABLE_CATEGORIES: readonly CriterionName[] = CRITERION_NAMES.filter(
  (n) => n !== 'Administratif',
);

type Edit = {
  category: string;
  note: string;
  détail: string;
  points_positifs?: string[] | undefined;
  points_négatifs?: string[] | undefined;
};

/** Applies one evaluator edit to an analysis (pure); throws 400 with a French message when invalid. */
export function applyEdit(analysis: CompanyAnalysis, edit: Edit): CompanyAnalysis {
  if (!(EDITABLE_CATEGORIES as readonly string[]).includes(edit.category)) {
    throw badRequest(`La catégorie « ${edit.category} » ne peut pas être modifiée.`, 'INVALID_CATEGORY');
  }
  const note = edit.note.trim();
  const fraction = noteFraction(note);
  if (!fraction || fraction.outOf.lte(0) || fraction.value.lt(0) || fraction.value.gt(fraction.outOf)) {
    throw badRequest(`La note « ${note} » doit être de la forme x/20, entre 0 et 20.`, 'INVALID_NOTE');
  }
  const record = analysis as unknown as Record<string, Record<string, unknown> | undefined>;
  const previous = record[edit.category] ?? {};
  const next: Record<string, unknown> = { ...previous, note, détail: edit.détail };
  if (edit.points_positifs) next.points_positifs = edit.points_positifs;
  if (edit.points_négatifs) next['points_négatifs'] = edit.points_négatifs;
  return {
    ...analysis,
    [edit.category]: next,
    ...(analysis['Critères'] ? { Critères: renotedCriteria(analysis['Critères'], edit.category, next) } : {}),
  } as CompanyAnalysis;
}

/**
 * The per-criterion evaluations after the evaluator re-noted a category: the criteria of that category
 * take the evaluator's note and detail, and lose their sub-criteria's engine notes, which no longer add
 * up to it (the results then say the sub-criteria were noted with their criterion).
 */
function renotedCriteria(
  criteria: NonNullable<CompanyAnalysis['Critères']>,
  category: string,
  evaluation: Record<string, unknown>,
): NonNullable<CompanyAnalysis['Critères']> {
  return Object.fromEntries(
    Object.entries(criteria).map(([key, value]) =>
      criterionNameOfKey(key) === category
        ? [key, evaluation as unknown as CategoryEvaluation]
        : [key, value],
    ),
  );
}

/** A category's note and detail as the audit trail shows them; null when the category had none. */
function noteText(analysis: CompanyAnalysis, category: string): string | null {
  const value = (analysis as unknown as Record<string, { note?: unknown; détail?: unknown } | undefined>)[
    category
  ];
  if (typeof value?.note !== 'string') return null;
  return typeof value.détail === 'string' && value.détail !== ''
    ? `${value.note} — ${value.détail}`
    : value.note;
}

/** The category notes of an analysis (Administratif is a checklist and has none). */
function categoryNotes(analysis: CompanyAnalysis): Partial<Record<CriterionName, string>> {
  const record = analysis as unknown as Record<string, { note?: unknown } | undefined>;
  const notes: Partial<Record<CriterionName, string>> = {};
  for (const name of CRITERION_NAMES) {
    const note = record[name]?.note;
    if (typeof note === 'string') notes[name] = note;
  }
  return notes;
}

// The analysis engine quotes a category in the global points as 'Technique : 4,5/20': among the
// strengths from 70 % of the maximum, among the weaknesses below 50 %. Same thresholds here, so an
// evaluator's note moves its line as the engine would have written it.
const STRONG = 0.7;
const WEAK = 0.5;

function isNoteLine(line: string, name: string): boolean {
  return line.startsWith(`${name} : `) && noteFraction(line.slice(name.length + 3)) !== null;
}

/**
 * The lines quoting a note, rewritten from the current notes; other lines (missing documents, DQE
 * anomalies, evaluator text) are kept where they are. A new line goes after the existing note lines.
 */
function withNoteLines(
  lines: readonly string[],
  notes: Partial<Record<CriterionName, string>>,
  belongs: (ratio: number) => boolean,
): string[] {
  const out = [...lines];
  for (const [name, note] of Object.entries(notes)) {
    const fraction = noteFraction(note);
    const wanted = fraction !== null && belongs(fraction.value.dividedBy(fraction.outOf).toNumber());
    const at = out.findIndex((line) => isNoteLine(line, name));
    if (at >= 0) {
      if (wanted) out[at] = `${name} : ${formatNoteFr(note)}`;
      else out.splice(at, 1);
    } else if (wanted) {
      const end = out.findIndex((line) => !CRITERION_NAMES.some((n) => isNoteLine(line, n)));
      out.splice(end < 0 ? out.length : end, 0, `${name} : ${formatNoteFr(note)}`);
    }
  }
  return out;
}

/**
 * Evaluation_globale recomputed after edits: its note from the category notes and the confirmed
 * criteria weights, its points so that no line quotes a note the evaluator replaced.
 */
export function recomputeGlobal(analysis: CompanyAnalysis, ponderation: Ponderation | null): CompanyAnalysis {
  const notes = categoryNotes(analysis);
  const global = analysis.Evaluation_globale;
  let n = 0;
  const note = ponderation
    ? globalNote(
        notes,
        ponderationToCriteria(ponderation, () => `c${(n += 1)}`),
      )
    : global.note;
  return {
    ...analysis,
    Evaluation_globale: {
      ...global,
      note,
      points_positifs: withNoteLines(global.points_positifs, notes, (r) => r >= STRONG),
      points_négatifs: withNoteLines(global['points_négatifs'], notes, (r) => r < WEAK),
    },
  };
}

/** Results, evaluator edits, financial offers and the exported report. */
export const tenderResultRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/analysis_results/:tender_id',
    {
      config: { access: 'validated' },
      schema: { params: tenderIdParam, response: { 200: companyAnalyses, ...refusals(404) } },
    },
    async (request) => {
      const tender = await ownTender(ctx, request, request.params.tender_id);
      return rankedAnalyses(ctx, tender.id);
    },
  );

  app.put(
    '/analysis_results/:tender_id',
    {
      config: { access: 'validated' },
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        params: tenderIdParam,
        body: editsBody,
        response: { 200: companyAnalyses, ...refusals(404) },
      },
    },
    async (request) => {
      const tender = await ownTender(ctx, request, request.params.tender_id);
      const ponderation = (tender.ponderation as Ponderation | null) ?? null;
      await ctx.db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: analyses.id, analysis: analyses.analysis, edited: analyses.edited })
          .from(analyses)
          .where(eq(analyses.tenderId, tender.id));
        const byId = new Map(
          rows.map((r) => [
            r.id,
            {
              analysis: { ...(r.analysis as CompanyAnalysis), id: r.id },
              edited: { ...(r.edited as object) },
            },
          ]),
        );
        for (const edit of request.body.edits) {
          const entry = byId.get(edit.id);
          if (!entry) throw notFound("Analyse d'entreprise introuvable.", 'ANALYSIS_NOT_FOUND');
          const before = noteText(entry.analysis, edit.category);
          entry.analysis = applyEdit(entry.analysis, edit);
          (entry.edited as Record<string, boolean>)[edit.category] = true;
          await recordAudit(
            tx,
            currentUser(request),
            {
              tenderId: tender.id,
              action: 'note',
              subject: `${entry.analysis.compagnie} — ${edit.category}`,
              before,
              after: noteText(entry.analysis, edit.category),
              reason: edit.motif ?? null,
            },
            ctx.now(),
          );
        }
        const changed = new Set(request.body.edits.map((e) => e.id));
        const all = [...byId.values()].map((e) =>
          changed.has(e.analysis.id) ? { ...e, analysis: recomputeGlobal(e.analysis, ponderation) } : e,
        );
        const ranked = rankCompanies(all.map((e) => e.analysis));
        for (const analysis of ranked) {
          const entry = all.find((e) => e.analysis.id === analysis.id);
          await tx
            .update(analyses)
            .set({
              analysis,
              rank: analysis.rang ?? null,
              ...(changed.has(analysis.id) ? { edited: entry?.edited ?? {} } : {}),
              updatedAt: ctx.now(),
            })
            .where(and(eq(analyses.id, analysis.id), eq(analyses.tenderId, tender.id)));
        }
        await tx.update(tenders).set({ updatedAt: ctx.now() }).where(eq(tenders.id, tender.id));
      });
      return rankedAnalyses(ctx, tender.id);
    },
  );

  app.get(
    '/financial_offers/:tender_id',
    {
      config: { access: 'validated' },
      schema: { params: tenderIdParam, response: { 200: financialOffers, ...refusals(404) } },
    },
    async (request) => {
      const tender = await ownTender(ctx, request, request.params.tender_id);
      return (await offersOf(ctx, tender.id)).map((o) => o.offer);
    },
  );

  app.get(
    '/report/:tender_id',
    {
      config: { access: 'validated' },
      schema: {
        params: tenderIdParam,
        querystring: reportQuery,
        response: {
          200: fileReply(
            'Le rapport exporté (format=pdf ou xlsx).',
            'application/pdf',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          ),
          ...refusals(404),
        },
      },
    },
    async (request, reply) => {
      const tender = await ownTender(ctx, request, request.params.tender_id);
      const model = reportModel({
        title: tender.title,
        ponderation: (tender.ponderation as Ponderation | null) ?? null,
        analyses: await rankedAnalyses(ctx, tender.id),
        offers: (await offersOf(ctx, tender.id)).map((o) => o.offer),
        now: ctx.now().toISOString(),
      });
      const { format } = request.query;
      const body = format === 'xlsx' ? await reportXlsx(model) : await reportPdf(model);
      const type =
        format === 'xlsx'
          ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
          : 'application/pdf';
      return reply
        .type(type)
        .header(
          'content-disposition',
          attachmentHeader(reportFileName(tender.title, model.generatedOn, format)),
        )
        .send(body);
    },
  );
};
