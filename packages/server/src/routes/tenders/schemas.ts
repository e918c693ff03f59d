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

const formule = z.object({
  Expression: z.string().max(2000),
  Variables: z.record(z.string().max(200), z.string().max(2000)),
});

export const criterionSchema: z.ZodType<PonderationCriterion> = z.lazy(() =>
  z.object({
    Libellé: z.string().max(1000).optional(),
    Détails: z.string().max(50_000),
    Pondération: z.number().int().min(0).max(100).optional(),
    Évaluation: z.object({ Formule: formule }),
    'Sous-critères': z.record(z.string().max(1000), criterionSchema).optional(),
  }),
);

export const ponderationSchema = z.object({
  Constantes: z.record(
    z.string().max(200),
    z.union([z.string().max(50_000), z.number(), z.array(z.string().max(2000))]),
  ),
  Résumé: z.string().max(100_000),
  Critères: z.record(z.string().max(200), criterionSchema),
  Lots: z
    .array(
      z.object({
        Lot: z.string().max(200),
        Intitulé: z.string().max(1000).optional(),
        Critères: z.record(z.string().max(200), criterionSchema),
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
      }),
    )
    .min(1)
    .max(500),
});

export const reportQuery = z.object({ format: z.enum(['pdf', 'xlsx']).optional().default('pdf') });
