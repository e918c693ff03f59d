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

/** The model's reading of a company against the buyer's requirements: status and verbatim evidence. */
export const coverageSchema = z.object({
  exigences: z.array(
    z.object({
      id: z.string(),
      statut: z.enum(['couvert', 'partiel', 'non couvert']),
      réponse: z.string(),
      citations: z.array(
        z.object({ fichier: z.string(), page: z.number().int().positive(), texte: z.string().min(1) }),
      ),
    }),
  ),
});
export type CoverageAnswer = z.infer<typeof coverageSchema>;

export const summarySchema = z.object({
  title: z.string(),
  summary: z.string(),
  keyPoints: z.array(z.string()),
  metadata: z.object({ type: z.string(), date: z.string(), author: z.string() }),
});
