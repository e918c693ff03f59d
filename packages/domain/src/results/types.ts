import type { DocumentValidity } from '../legal/documentValidity';

/** One category's evaluation; notes are on 20 (DECISIONS.md). */
export interface CategoryEvaluation {
  /** E.g. "14/20". */
  note: string;
  détail: string;
  points_positifs?: string[];
  points_négatifs?: string[];
}

/** How far a company's documents answer one requirement of the buyer. */
export type CoverageStatus = 'couvert' | 'partiel' | 'non couvert';

/** A passage quoted verbatim from a company document, at the page it was read. */
export interface Citation {
  fichier: string;
  page: number;
  texte: string;
  /** The page is a scan: its text was recognised by OCR, and the quote may hold reading errors. */
  ocr?: boolean;
}

/**
 * One requirement of the buyer (criterion or sub-criterion wording, RC element of appreciation, CCTP
 * requirement) and the company's answer to it.
 */
export interface RequirementCoverage {
  /** Stable across companies of one analysis, e.g. "Technique-2-05". */
  id: string;
  /** Criterion key of the ponderation, e.g. "Technique". */
  critère: string;
  /** Sub-criterion label, or the criterion's own label when it has none. */
  sous_critère: string;
  exigence: string;
  /** Where the buyer writes it: "CCTP.pdf, p. 3", or "Règlement de consultation". */
  source: string;
  statut: CoverageStatus;
  /** What the company offers, in a sentence; empty when not covered. */
  réponse: string;
  preuves: Citation[];
}

/** How much of a company's mémoire is written for this tender. */
export interface Specificity {
  /** Share of the mémoire's text that is specific to the tender, in percent (0 to 100). */
  part_spécifique: number;
  mémoire_générique: boolean;
  détail: string;
  /** Passages judged generic or copied, each with why. */
  passages_génériques: string[];
}

/**
 * One confirmed criterion's evaluation, keyed in `CompanyAnalysis.Critères` like the ponderation's
 * `Critères`; its note 'x/y' may be on any scale (it is read as a share of its maximum).
 */
export interface CriterionEvaluation extends CategoryEvaluation {
  /** The sub-criteria's own evaluations, keyed like the ponderation's `Sous-critères`. */
  'Sous-critères'?: Record<string, CategoryEvaluation>;
}

/** A company's phase-2 analysis (SPEC.md §3), what GET /api/tender/analysis_results returns. */
export interface CompanyAnalysis {
  id: string;
  compagnie: string;
  Administratif: {
    documents: Record<string, { présent: boolean; détail: string }>;
    /** Dates and identifiers read in the candidate's administrative documents, with their validity. */
    validité?: DocumentValidity[];
  };
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
  /** Every requirement of the qualitative criteria and the company's coverage of it (phase 2). */
  Exigences?: RequirementCoverage[];
  Spécificité?: Specificity;
  /**
   * Per confirmed criterion and sub-criterion (keyed as in the ponderation), when phase 2 scored them
   * one by one; without it, a criterion's note is its category's.
   */
  Critères?: Record<string, CriterionEvaluation>;
  rang?: number;
}
