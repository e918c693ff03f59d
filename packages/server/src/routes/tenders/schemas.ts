import type { PonderationCriterion } from '@mieux-disant/domain';
import { z } from 'zod';
import { entityId, uuidParam } from '../schemas';

const filename = z.string().min(1).max(1024);
const filetype = z.string().max(200);

/** A file as the app sends it (filecontent: base64 without data-URL prefix). */
export const uploadedFile = z.object({
  filename,
  filetype: filetype.optional().default(''),
  filecontent: z.string(),
});

const uploadedFiles = z.array(uploadedFile).min(1, 'Aucun fichier envoyé.').max(5000);

/** A reference to one of the files (only its name is used). */
export const fileRef = z.object({
  filename,
  filetype: filetype.optional(),
  filecontent: z.string().optional(),
});

export const tenderIdParam = uuidParam;
export const tenderIdParamAlt = z.object({ tender_id: entityId });
export const fileIdParam = z.object({ file_id: entityId });

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

const formule = z.object({
  Expression: z.string().max(2000),
  Variables: boundedRecord(z.string().max(2000), 100, 200),
});

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
    Détails: z.string().max(50_000),
    Pondération: z.number().int().min(0).max(100).optional(),
    Évaluation: z.object({ Formule: formule }),
    'Sous-critères':
      level < MAX_CRITERIA_DEPTH
        ? boundedRecord(criterionAt(level + 1), MAX_CRITERIA_PER_LEVEL).optional()
        : z.never({ error: `Trop de niveaux de sous-critères (${MAX_CRITERIA_DEPTH} au plus).` }).optional(),
  });
}

export const criterionSchema = criterionAt(1);
const criteria = boundedRecord(criterionSchema, MAX_CRITERIA_PER_LEVEL, 200);

export const ponderationSchema = z.object({
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
});

export const ponderationBody = z.object({ ponderation: ponderationSchema });

export const companyFilesBody = z.object({
  companyFiles: uploadedFiles,
  companyName: z.string().max(200),
  selectedFile: fileRef.nullable().optional(),
});

export const launchBody = z.object({
  dqe: z.array(z.object({ company_name: z.string().max(200), fileBlob: fileRef })).max(100),
  companiesName: z.array(z.string().max(200)).max(100),
});

export const editsBody = z.object({
  edits: z
    .array(
      z.object({
        id: entityId,
        category: z.string().max(100),
        note: z.string().max(20),
        détail: z.string().max(20_000),
        points_positifs: z.array(z.string().max(5000)).max(100).optional(),
        points_négatifs: z.array(z.string().max(5000)).max(100).optional(),
        /** Why the evaluator changes the note: kept in the audit trail. */
        motif: z.string().max(2000).optional(),
      }),
    )
    .min(1)
    .max(500),
});

export const reportQuery = z.object({ format: z.enum(['pdf', 'xlsx']).optional().default('pdf') });
