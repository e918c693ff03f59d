import { addMonths, dayFr } from './calendar';
import { isValidSiren, isValidSiret, sirenOf } from './identifiers';

/** présent: found, its validity cannot be read; valide; périmé: out of date at the deadline; incohérent. */
export type ValidityStatus = 'présent' | 'valide' | 'périmé' | 'incohérent';

/** One administrative document of a candidate, as the document validity table shows it. */
export interface DocumentValidity {
  /** E.g. 'Attestation de vigilance URSSAF'. */
  document: string;
  statut: ValidityStatus;
  /** The date or number found, as written ('' when none). */
  valeur: string;
  fichier: string;
  page: number | null;
  /** French: why this status. */
  détail: string;
}

export interface Verdict {
  statut: ValidityStatus;
  détail: string;
}

export type DatedDocumentKind = 'urssaf' | 'kbis' | 'fiscal';

/**
 * How long a dated certificate is accepted, in months before the deadline for offers: the URSSAF
 * vigilance certificate six months (D8222-5 and D243-15 of the social security code), the Kbis extract
 * three months (the buyers' usual demand). The tax certificate has no period in the codes; it is
 * issued once a year, so a year is taken.
 */
export const VALIDITY_MONTHS: Record<DatedDocumentKind, number> = { urssaf: 6, kbis: 3, fiscal: 12 };

/**
 * A dated certificate at the deadline for offers: valid while it is less than its period old,
 * so an URSSAF certificate of 15 March is out of date on 15 September (six months to the day).
 */
export function datedDocumentVerdict(
  kind: DatedDocumentKind,
  issuedOn: string | null,
  deadline: string | null,
): Verdict {
  if (!issuedOn) return { statut: 'présent', détail: 'Aucune date de délivrance trouvée : à vérifier.' };
  if (!deadline) {
    return {
      statut: 'présent',
      détail: 'Date limite de remise des offres inconnue : validité non vérifiée.',
    };
  }
  const months = VALIDITY_MONTHS[kind];
  const expires = addMonths(issuedOn, months);
  if (deadline < expires) {
    return {
      statut: 'valide',
      détail: `Délivré le ${dayFr(issuedOn)}, moins de ${months} mois avant la date limite.`,
    };
  }
  return {
    statut: 'périmé',
    détail: `Délivré le ${dayFr(issuedOn)} : plus de ${months} mois à la date limite du ${dayFr(deadline)}.`,
  };
}

/** An insurance certificate: its period must cover the deadline for offers. */
export function coverageVerdict(
  period: { from: string; to: string } | null,
  deadline: string | null,
): Verdict {
  if (!period) return { statut: 'présent', détail: 'Aucune période de garantie trouvée : à vérifier.' };
  const span = `du ${dayFr(period.from)} au ${dayFr(period.to)}`;
  if (period.from > period.to)
    return { statut: 'incohérent', détail: `Période ${span} : la fin précède le début.` };
  if (!deadline) {
    return { statut: 'présent', détail: `Période ${span} ; date limite inconnue : couverture non vérifiée.` };
  }
  if (period.from <= deadline && deadline <= period.to) {
    return { statut: 'valide', détail: `Période ${span}, qui couvre la date limite.` };
  }
  return {
    statut: 'périmé',
    détail: `Période ${span}, qui ne couvre pas la date limite du ${dayFr(deadline)}.`,
  };
}

/**
 * A SIRET or SIREN found in a document: its Luhn key, and the same company as the candidate's other
 * documents (`companySiren`, the SIREN most of them carry; null when unknown).
 */
export function identifierVerdict(identifier: string, companySiren: string | null): Verdict {
  const digits = identifier.replace(/\D/g, '');
  const valid = digits.length === 14 ? isValidSiret(digits) : isValidSiren(digits);
  const kind = digits.length === 14 ? 'SIRET' : 'SIREN';
  if (!valid) return { statut: 'incohérent', détail: `Clé de contrôle du ${kind} ${identifier} invalide.` };
  if (companySiren && sirenOf(digits) !== companySiren) {
    return {
      statut: 'incohérent',
      détail: `Le ${kind} ${identifier} ne correspond pas au SIREN ${companySiren} des autres documents.`,
    };
  }
  return { statut: 'valide', détail: `${kind} ${identifier} : clé de contrôle exacte.` };
}

/** The SIREN most of a company's valid identifiers share (the first one on a tie), null without any. */
export function companySirenOf(identifiers: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const identifier of identifiers) {
    const digits = identifier.replace(/\D/g, '');
    const valid = digits.length === 14 ? isValidSiret(digits) : isValidSiren(digits);
    if (valid) counts.set(sirenOf(digits), (counts.get(sirenOf(digits)) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [siren, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = siren;
  return best;
}

/**
 * The acte d'engagement, when the RC asks for it signed. A handwritten or image signature leaves no
 * text, so a signature not found is left for the evaluator to check rather than called a defect.
 */
export function signatureVerdict(signed: boolean, required: boolean): Verdict {
  if (signed) return { statut: 'valide', détail: 'Signature trouvée.' };
  if (!required) return { statut: 'présent', détail: 'Signature non exigée au stade de l’offre.' };
  return {
    statut: 'présent',
    détail:
      'Le règlement exige un acte d’engagement signé : aucune signature trouvée dans le texte, à vérifier.',
  };
}
