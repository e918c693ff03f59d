// The domain types analysis works with. They mirror the @mieux-disant/domain contract while the domain
// package is being written; once it exports them this file re-exports the domain's own.
export interface PriceItem {
  priceNumber: string;
  description: string;
  unit: string;
  estimatedQuantity: string | null;
  unitPrice: string | null;
  totalPrice: string | null;
}
export interface FinancialOffer {
  name: string;
  global_price: string | null;
  items: PriceItem[];
}
export interface PriceLineCheck {
  priceNumber: string;
  description: string;
  kind: 'arithmetic' | 'missing_price' | 'missing_line' | 'total_mismatch';
  message: string;
}

export const CRITERION_NAMES = [
  'Technique',
  'Administratif',
  'Qualité',
  'Sécurité',
  'Environnement',
  'Financier',
  'Méthodologie',
  'Expérience',
  'Délais',
  'Références',
] as const;
export type CriterionName = (typeof CRITERION_NAMES)[number];

export interface PonderationCriterion {
  Libellé?: string;
  Détails: string;
  Pondération?: number;
  Évaluation: { Formule: { Expression: string; Variables: Record<string, string> } };
  'Sous-critères'?: Record<string, PonderationCriterion>;
}
export interface PonderationLot {
  Lot: string;
  Intitulé?: string;
  Critères: Record<string, PonderationCriterion>;
}
export interface Ponderation {
  Constantes: Record<string, string | number | string[]>;
  Résumé: string;
  Critères: Record<string, PonderationCriterion>;
  Lots?: PonderationLot[];
}

export interface PdfSummary {
  title: string;
  summary: string;
  keyPoints: string[];
  metadata: { type: string; date: string; author: string };
}

export interface CategoryEvaluation {
  note: string;
  détail: string;
  points_positifs?: string[];
  points_négatifs?: string[];
}
export interface CompanyAnalysis {
  id: string;
  compagnie: string;
  Administratif: { documents: Record<string, { présent: boolean; détail: string }> };
  Technique: CategoryEvaluation;
  Financier: CategoryEvaluation;
  Méthodologie: CategoryEvaluation;
  Délais: {
    planning: Record<string, { titre: string; début: string; fin: string; détail: string }>;
    note?: string;
    détail?: string;
  };
  Evaluation_globale: { note: string; points_positifs: string[]; points_négatifs: string[] };
  Références: { liste_références: string[]; note?: string; détail?: string };
  Environnement?: CategoryEvaluation;
  Sécurité?: CategoryEvaluation;
  Expérience?: CategoryEvaluation & { équipes?: string[] };
  Qualité?: CategoryEvaluation;
  rang?: number;
}
