import { z } from 'zod';

const formula = z.object({ Expression: z.string(), Variables: z.record(z.string(), z.string()) });

type CriterionShape = {
  Libellé?: string;
  Détails: string;
  Pondération?: number;
  Évaluation: { Formule: { Expression: string; Variables: Record<string, string> } };
  'Sous-critères'?: Record<string, CriterionShape>;
};

const criterion: z.ZodType<CriterionShape> = z.lazy(() =>
  z.object({
    Libellé: z.string().optional(),
    Détails: z.string(),
    Pondération: z.number().nonnegative().optional(),
    Évaluation: z.object({ Formule: formula }),
    'Sous-critères': z.record(z.string(), criterion).optional(),
  }),
);

/** The Ponderation JSON of SPEC.md §3, as the model must answer it. */
export const ponderationSchema = z.object({
  Constantes: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
  Résumé: z.string(),
  Critères: z.record(z.string(), criterion),
  Lots: z
    .array(
      z.object({
        Lot: z.string(),
        Intitulé: z.string().optional(),
        Critères: z.record(z.string(), criterion),
      }),
    )
    .optional(),
});

/** One category of a company analysis, noted on 20. */
export const categorySchema = z.object({
  note: z
    .string()
    .regex(/^\s*\d+(?:[.,]\d+)?\s*\/\s*20\s*$/, 'note attendue sous la forme « x/20 »')
    .refine((note) => Number(note.split('/')[0]?.replace(',', '.')) <= 20, 'note supérieure à 20'),
  détail: z.string().min(1),
  points_positifs: z.array(z.string()),
  points_négatifs: z.array(z.string()),
});

export const summarySchema = z.object({
  title: z.string(),
  summary: z.string(),
  keyPoints: z.array(z.string()),
  metadata: z.object({ type: z.string(), date: z.string(), author: z.string() }),
});
