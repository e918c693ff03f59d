/** One criterion of the ponderation JSON (SPEC.md §3, DECISIONS.md), French keys. */
export interface PonderationCriterion {
  /** The tender's own wording of the criterion. */
  Libellé?: string;
  Détails: string;
  /** Absent when the tender does not state the weight: never invented. */
  Pondération?: number;
  Évaluation: { Formule: { Expression: string; Variables: Record<string, string> } };
  /** Sub-criteria keyed by their label. */
  'Sous-critères'?: Record<string, PonderationCriterion>;
  /**
   * A sub-criterion's name from the fixed list, written only when it differs from its parent's name
   * (a sub-criterion's key is its label, so its name needs a place of its own to survive a round trip).
   */
  Nom?: string;
}

export interface PonderationLot {
  Lot: string;
  Intitulé?: string;
  Critères: Record<string, PonderationCriterion>;
}

export interface Ponderation {
  /** E.g. "Objet", "Acheteur", "Procédure", "Date limite", "Montant estimé", "Pièces à fournir" (string[]). */
  Constantes: Record<string, string | number | string[]>;
  Résumé: string;
  /** Keyed by criterion name, made unique by criterionKey(). */
  Critères: Record<string, PonderationCriterion>;
  Lots?: PonderationLot[];
}
