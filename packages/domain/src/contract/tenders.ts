import { z } from 'zod';
import { parseDateFr } from '../dates/dates';
import type { DocumentValidity } from '../legal/documentValidity';
import type { FinancialOffer, PriceLineCheck } from '../money/offers';
import type { Ponderation, PonderationCriterion } from '../ponderation/types';
import type {
  CategoryEvaluation,
  CompanyAnalysis,
  CriterionEvaluation,
  RequirementCoverage,
  Specificity,
} from '../results/types';
import type { LowUnitPrice, OabMethodResult } from '../safeguards/abnormallyLow';
import { OAB_METHODS } from '../safeguards/abnormallyLow';
import { OAB_OUTCOMES } from '../safeguards/letter';
import type { RectifiedRanking } from '../safeguards/rectified';
import type { PhaseProgress } from '../status/phaseProgress';
import { entityId } from './common';

// Schemas typed `z.ZodType<DomainType>` are checked by the compiler against the domain's own types,
// which the analysis engine and the screens share.

const filename = z.string().min(1).max(1024);
const filetype = z.string().max(200);

/** A file as the app sends it: its path in the dropped folder, MIME type, base64 content (no data-URL prefix). */
export const uploadedFile = z
  .object({
    filename,
    filetype: filetype.optional().default(''),
    filecontent: z.string(),
  })
  .meta({ id: 'UploadedFile' });

const uploadedFiles = z.array(uploadedFile).min(1, 'Aucun fichier envoyé.').max(5000);

/** A reference to one of the uploaded files (only its name is used). */
export const fileRef = z
  .object({
    filename,
    filetype: filetype.optional(),
    filecontent: z.string().optional(),
  })
  .meta({ id: 'FileRef' });

export const fileIdParam = z.object({ file_id: entityId });

export const phaseProgress: z.ZodType<PhaseProgress> = z
  .object({
    step: z.string(),
    done: z.number(),
    total: z.number(),
  })
  .meta({ id: 'PhaseProgress' });

/** One tender of the dashboard (SPEC.md §3). */
export const tenderSummary = z
  .object({
    id: z.uuid(),
    title: z.string(),
    status: z.string(),
    created_at: z.string(),
    /** While phase 2 runs, the step under way. */
    progress: phaseProgress.optional(),
  })
  .meta({ id: 'TenderSummary' });

export const tenderList = z.object({ tenders: z.array(tenderSummary) });

export const creationBody = z.object({
  tenderFiles: uploadedFiles,
  selectedReglementFile: fileRef.nullable().optional(),
  totalPages: z.number().int().min(0).max(1_000_000).optional(),
  title: z.string().max(200),
});

/** A record (JSON object keyed by the user's labels) of at most `max` entries. */
function boundedRecord<T extends z.ZodType>(value: T, max: number, keyLength = 1000) {
  return z
    .record(z.string().max(keyLength), value)
    .refine((record) => Object.keys(record).length <= max, `${max} éléments au plus.`);
}

const formule = z
  .object({
    Expression: z.string().max(2000),
    Variables: boundedRecord(z.string().max(2000), 100, 200),
  })
  .meta({ id: 'Formula' });

/**
 * Criteria nest through `Sous-critères`: the product shows two levels (criterion, sub-criterion); four
 * are accepted. The schema is built level by level, so a deeper body is refused at the fifth level
 * without recursing into it.
 */
export const MAX_CRITERIA_DEPTH = 4;
const MAX_CRITERIA_PER_LEVEL = 50;

function criterionAt(level: number): z.ZodType<PonderationCriterion> {
  return z.object({
    Libellé: z.string().max(1000).optional(),
    Nom: z.string().max(200).optional(),
    Détails: z.string().max(50_000),
    Pondération: z.number().int().min(0).max(100).optional(),
    Évaluation: z.object({ Formule: formule }),
    'Sous-critères':
      level < MAX_CRITERIA_DEPTH
        ? boundedRecord(criterionAt(level + 1), MAX_CRITERIA_PER_LEVEL).optional()
        : z.never({ error: `Trop de niveaux de sous-critères (${MAX_CRITERIA_DEPTH} au plus).` }).optional(),
  });
}

const criteria = boundedRecord(criterionAt(1), MAX_CRITERIA_PER_LEVEL, 200);

/** The criteria and weights of a tender (SPEC.md §3), French keys. */
export const ponderation: z.ZodType<Ponderation> = z
  .object({
    Constantes: boundedRecord(
      z.union([z.string().max(50_000), z.number(), z.array(z.string().max(2000)).max(500)]),
      200,
      200,
    ),
    Résumé: z.string().max(100_000),
    Critères: criteria,
    Lots: z
      .array(
        z.object({
          Lot: z.string().max(200),
          Intitulé: z.string().max(1000).optional(),
          Critères: criteria,
        }),
      )
      .max(200)
      .optional(),
  })
  .meta({ id: 'Ponderation' });

/** GET /tender/tender/{id}: the summary and the criteria the editor shows. */
export const tenderDetail = tenderSummary.extend({
  summary: z.string(),
  ponderation: ponderation.nullable(),
  /** Why the last phase failed, in French. */
  error: z.string().optional(),
});

export const ponderationBody = z.object({ ponderation });

export const deletionAnswer = z.object({ id: z.uuid(), message: z.string() });

export const settingsAnswer = z.object({ maxCompanies: z.number().int() });

export const companyFilesBody = z.object({
  companyFiles: uploadedFiles,
  companyName: z.string().max(200),
  selectedFile: fileRef.nullable().optional(),
});

export const companyFilesAnswer = z.object({ companyId: z.uuid() });

export const launchBody = z.object({
  dqe: z.array(z.object({ company_name: z.string().max(200), fileBlob: fileRef })).max(100),
  companiesName: z.array(z.string().max(200)).max(100),
});

const decimalText = z.string();

export const financialOffer: z.ZodType<FinancialOffer> = z
  .object({
    name: z.string(),
    global_price: decimalText.nullable(),
    rectified_price: decimalText.nullable().optional(),
    items: z.array(
      z.object({
        priceNumber: z.string(),
        description: z.string(),
        unit: z.string(),
        estimatedQuantity: decimalText.nullable(),
        unitPrice: decimalText.nullable(),
        totalPrice: decimalText.nullable(),
      }),
    ),
  })
  .meta({ id: 'FinancialOffer' });

export const priceLineCheck: z.ZodType<PriceLineCheck> = z
  .object({
    priceNumber: z.string(),
    description: z.string(),
    kind: z.enum(['arithmetic', 'missing_price', 'missing_line', 'total_mismatch']),
    message: z.string(),
  })
  .meta({ id: 'PriceLineCheck' });

/** GET /tender/dqe_analysis/{id}: phase 2's state and each company's bill with its checks. */
export const dqeState = z.object({
  status: z.string(),
  companies: z.array(z.object({ name: z.string(), offer: financialOffer, checks: z.array(priceLineCheck) })),
});

const categoryEvaluation: z.ZodType<CategoryEvaluation> = z
  .object({
    note: z.string(),
    détail: z.string(),
    points_positifs: z.array(z.string()).optional(),
    points_négatifs: z.array(z.string()).optional(),
  })
  .meta({ id: 'CategoryEvaluation' });

const criterionEvaluation: z.ZodType<CriterionEvaluation> = z.object({
  note: z.string(),
  détail: z.string(),
  points_positifs: z.array(z.string()).optional(),
  points_négatifs: z.array(z.string()).optional(),
  'Sous-critères': z.record(z.string(), categoryEvaluation).optional(),
});

const documentValidity: z.ZodType<DocumentValidity> = z.object({
  document: z.string(),
  statut: z.enum(['présent', 'valide', 'périmé', 'incohérent']),
  valeur: z.string(),
  fichier: z.string(),
  page: z.number().nullable(),
  détail: z.string(),
});

const requirementCoverage: z.ZodType<RequirementCoverage> = z.object({
  id: z.string(),
  critère: z.string(),
  sous_critère: z.string(),
  exigence: z.string(),
  source: z.string(),
  statut: z.enum(['couvert', 'partiel', 'non couvert']),
  réponse: z.string(),
  preuves: z.array(
    z.object({ fichier: z.string(), page: z.number(), texte: z.string(), ocr: z.boolean().optional() }),
  ),
});

const specificity: z.ZodType<Specificity> = z.object({
  part_spécifique: z.number(),
  mémoire_générique: z.boolean(),
  détail: z.string(),
  passages_génériques: z.array(z.string()),
});

/** A company's phase-2 analysis (SPEC.md §3); categories beyond SPEC.md's pass through as they are. */
export const companyAnalysis: z.ZodType<CompanyAnalysis> = z
  .looseObject({
    id: z.string(),
    compagnie: z.string(),
    Administratif: z.object({
      documents: z.record(z.string(), z.object({ présent: z.boolean(), détail: z.string() })),
      validité: z.array(documentValidity).optional(),
    }),
    Technique: categoryEvaluation,
    Financier: categoryEvaluation,
    Méthodologie: categoryEvaluation,
    Délais: z.object({
      planning: z.record(
        z.string(),
        z.object({ titre: z.string(), début: z.string(), fin: z.string(), détail: z.string() }),
      ),
      note: z.string().optional(),
      détail: z.string().optional(),
    }),
    Evaluation_globale: z.object({
      note: z.string(),
      points_positifs: z.array(z.string()),
      points_négatifs: z.array(z.string()),
    }),
    Références: z.object({
      liste_références: z.array(z.string()),
      note: z.string().optional(),
      détail: z.string().optional(),
    }),
    Environnement: categoryEvaluation.optional(),
    Sécurité: categoryEvaluation.optional(),
    Expérience: z
      .object({
        note: z.string(),
        détail: z.string(),
        points_positifs: z.array(z.string()).optional(),
        points_négatifs: z.array(z.string()).optional(),
        équipes: z.array(z.string()).optional(),
      })
      .optional(),
    Qualité: categoryEvaluation.optional(),
    Exigences: z.array(requirementCoverage).optional(),
    Spécificité: specificity.optional(),
    Critères: z.record(z.string(), criterionEvaluation).optional(),
    rang: z.number().optional(),
  })
  .meta({ id: 'CompanyAnalysis' });

export const companyAnalyses = z.array(companyAnalysis);

/** The evaluator's change to one category of one company's analysis. */
export const analysisEdit = z.object({
  id: entityId,
  category: z.string().max(100),
  note: z.string().max(20),
  détail: z.string().max(20_000),
  points_positifs: z.array(z.string().max(5000)).max(100).optional(),
  points_négatifs: z.array(z.string().max(5000)).max(100).optional(),
  /** Why the evaluator changes the note: kept in the audit trail. */
  motif: z.string().max(2000).optional(),
});

export const editsBody = z.object({ edits: z.array(analysisEdit).min(1).max(500) });

/** PUT /tender/document_status/{tender_id}: whether a candidate provided an administrative document. */
export const documentStatusBody = z.object({
  id: entityId,
  document: z.string().min(1).max(300),
  présent: z.boolean(),
  motif: z.string().max(2000).optional(),
});

export const financialOffers = z.array(financialOffer);

export const reportQuery = z.object({ format: z.enum(['pdf', 'xlsx']).optional().default('pdf') });

/** GET /tender/files/{tender_id}: the stored documents, the tender's (company null) then each company's. */
export const tenderFiles = z.array(
  z.object({ id: z.uuid(), path: z.string(), company: z.string().nullable(), pages: z.number().int() }),
);

const oabMethodResult: z.ZodType<OabMethodResult> = z.object({
  method: z.enum(OAB_METHODS),
  threshold: z.string().nullable(),
  suspects: z.array(z.string()),
  skipped: z.string().optional(),
});

const lowUnitPrice: z.ZodType<LowUnitPrice> = z.object({
  priceNumber: z.string(),
  description: z.string(),
  unitPrice: z.string(),
  median: z.string(),
  message: z.string(),
});

const rectifiedRanking: z.ZodType<RectifiedRanking> = z.object({
  stated: z.array(z.string()),
  rectified: z.array(z.string()),
  changed: z.boolean(),
  message: z.string(),
});

export const oabOutcome = z.enum(OAB_OUTCOMES);

export const oabReview = z.object({ status: oabOutcome, reason: z.string(), deadline: z.string() });

/** GET /tender/oab/{tender_id}: the price safeguards of a tender's offers. */
export const priceSafeguards = z
  .object({
    estimate: z.string().nullable(),
    offers: z.array(
      z.object({ name: z.string(), price: z.string().nullable(), rectified_price: z.string().nullable() }),
    ),
    methods: z.array(oabMethodResult),
    lines: z.array(z.object({ name: z.string(), lines: z.array(lowUnitPrice) })),
    outcomes: z.record(z.string(), oabReview),
    rectification: rectifiedRanking,
  })
  .meta({ id: 'PriceSafeguards' });

export const estimateBody = z.object({ estimate: z.string().max(40).nullable() });

/** The letter's answer deadline, DD/MM/YYYY and a real day (31/02/2026 is refused); '' leaves a blank. */
const letterDeadline = z
  .string()
  .max(100)
  .superRefine((text, check) => {
    if (text.trim() === '') return;
    const day = parseDateFr(text);
    if (!day.ok) check.addIssue({ code: 'custom', message: day.message });
  });

export const oabOutcomeBody = z.object({
  candidate: z.string().min(1).max(500),
  status: oabOutcome,
  reason: z.string().max(5000).optional().default(''),
  deadline: letterDeadline.optional(),
});

// The candidate is checked in the handler, after the tender: another company's tender answers 404 first.
export const letterQuery = z.object({
  candidate: z.string().max(500).optional(),
  format: z.enum(['docx', 'pdf']).default('docx'),
  deadline: letterDeadline.optional(),
});

const auditValue = z.union([z.string(), z.array(z.string())]).nullable();

/** One change of a tender's audit trail. */
export const auditEvent = z
  .object({
    id: z.uuid(),
    at: z.string(),
    who: z.string(),
    action: z.string(),
    actionLabel: z.string(),
    subject: z.string(),
    before: auditValue,
    after: auditValue,
    reason: z.string().nullable(),
  })
  .meta({ id: 'AuditEvent' });

export const auditQuery = z.object({ format: z.enum(['json', 'csv']).optional().default('json') });

export const auditTrail = z.object({ events: z.array(auditEvent) });

export const unlockBody = z.object({ motif: z.string().max(2000) });

export const analysisReportQuery = z.object({ format: z.enum(['docx', 'pdf']).optional().default('docx') });

const reportText = z.string().max(20_000, 'Un texte du rapport ne peut pas dépasser 20 000 caractères.');
const reportTextRecord = z.object({
  procedure: z.string(),
  offres: z.string(),
  oab: z.string(),
  attribution: z.string(),
});

/** GET /tender/analysis_report_texts/{id}: the report's free-text sections. */
export const reportTexts = z
  .object({
    /** Each section's French title. */
    sections: reportTextRecord,
    texts: reportTextRecord,
    defaults: reportTextRecord,
  })
  .meta({ id: 'ReportTexts' });

export const reportTextsBody = z.object({
  texts: z.object({
    procedure: reportText.optional(),
    offres: reportText.optional(),
    oab: reportText.optional(),
    attribution: reportText.optional(),
  }),
});

export type UploadedFile = z.input<typeof uploadedFile>;
export type TenderSummary = z.infer<typeof tenderSummary>;
export type TenderDetail = z.infer<typeof tenderDetail>;
export type CreationBody = z.input<typeof creationBody>;
export type CompanyFilesBody = z.input<typeof companyFilesBody>;
export type LaunchBody = z.input<typeof launchBody>;
export type DqeState = z.infer<typeof dqeState>;
export type AnalysisEdit = z.infer<typeof analysisEdit>;
export type TenderFileEntry = z.infer<typeof tenderFiles>[number];
export type PriceSafeguards = z.infer<typeof priceSafeguards>;
export type OabReview = z.infer<typeof oabReview>;
export type OabOutcomeBody = z.input<typeof oabOutcomeBody>;
export type AuditEvent = z.infer<typeof auditEvent>;
export type ReportTexts = z.infer<typeof reportTexts>;
export type DeletionAnswer = z.infer<typeof deletionAnswer>;
export type SettingsAnswer = z.infer<typeof settingsAnswer>;
export type CompanyFilesAnswer = z.infer<typeof companyFilesAnswer>;
export type DocumentStatusBody = z.infer<typeof documentStatusBody>;
