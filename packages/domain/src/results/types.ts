/** One category's evaluation; notes are on 20 (DECISIONS.md). */
export interface CategoryEvaluation {
  /** E.g. "14/20". */
  note: string;
  détail: string;
  points_positifs?: string[];
  points_négatifs?: string[];
}

/** A company's phase-2 analysis (SPEC.md §3), what GET /api/tender/analysis_results returns. */
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
  Evaluation_globale: {
    /** Weighted total, e.g. "72.5/100". */
    note: string;
    points_positifs: string[];
    points_négatifs: string[];
  };
  Références: { liste_références: string[]; note?: string; détail?: string };
  Environnement?: CategoryEvaluation;
  Sécurité?: CategoryEvaluation;
  Expérience?: CategoryEvaluation & { équipes?: string[] };
  Qualité?: CategoryEvaluation;
  rang?: number;
}
