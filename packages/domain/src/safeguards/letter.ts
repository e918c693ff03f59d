import type Decimal from 'decimal.js';
import type { Check } from '../criteria/criteria';
import { formatEuro } from '../money/format';
import { OAB_METHOD_LABELS, type LowUnitPrice, type OabMethodResult } from './abnormallyLow';

export interface JustificationRequest {
  tenderTitle: string;
  candidate: string;
  /** The offer's total, excluding tax. */
  price: Decimal.Value;
  /** Every method's result; those that name the candidate are quoted. */
  methods: readonly OabMethodResult[];
  /** The candidate's DQE lines priced abnormally low. */
  lines: readonly LowUnitPrice[];
  /** The deadline as the evaluator writes it ('15/12/2026'); '' leaves a blank to fill. */
  deadline: string;
}

/** A letter as plain data: the preview, the DOCX and the PDF all render this. */
export interface Letter {
  subject: string;
  salutation: string;
  paragraphs: string[];
  /** The reasons of the suspicion, one per method that names the offer. */
  reasons: string[];
  /** The lines and amounts concerned. */
  lines: string[];
  /** What the justifications may bear on (R2152-3), after its introduction. */
  topicsIntro: string;
  topics: string[];
  closing: string;
}

export const DEADLINE_BLANK = '[date à préciser]';

const SUBJECT =
  'Demande de précisions et de justifications sur le montant de votre offre (article R2152-3 du code de la commande publique)';

const TOPICS = [
  'le mode de fabrication des produits, les modalités de la prestation des services ou le procédé de construction ;',
  'les solutions techniques adoptées ou les conditions exceptionnellement favorables dont vous disposez pour exécuter le marché ;',
  'l’originalité de votre offre ;',
  'le respect des obligations applicables en matière de droit de l’environnement, de droit social et de droit du travail ;',
  'l’obtention éventuelle d’une aide d’État.',
];

function reasonsOf(request: JustificationRequest): string[] {
  return request.methods
    .filter((m) => m.threshold !== null && m.suspects.includes(request.candidate))
    .map((m) => `${OAB_METHOD_LABELS[m.method]} : seuil de ${formatEuro(m.threshold)} HT.`);
}

/**
 * The draft request for justification an evaluator sends to a candidate whose offer seems
 * abnormally low (L2152-6, R2152-3): the offer is never rejected before the answer is examined.
 */
export function justificationLetter(request: JustificationRequest): Letter {
  const deadline = request.deadline.trim() || DEADLINE_BLANK;
  return {
    subject: SUBJECT,
    salutation: 'Madame, Monsieur,',
    paragraphs: [
      `Dans le cadre de la consultation « ${request.tenderTitle} », l’offre de ${request.candidate}, d’un montant de ${formatEuro(request.price)} HT, paraît anormalement basse au regard des éléments ci-dessous.`,
      'En application des articles L2152-6 et R2152-3 du code de la commande publique, nous vous demandons de bien vouloir nous fournir toutes précisions et justifications de nature à expliquer le montant de votre offre, en particulier pour les prix cités.',
      `Nous vous remercions de nous faire parvenir ces éléments au plus tard le ${deadline}.`,
      'Conformément à l’article R2152-4 du code de la commande publique, votre offre ne pourra être rejetée que si ces éléments ne justifient pas de manière satisfaisante le bas niveau du prix proposé.',
    ],
    reasons: reasonsOf(request),
    lines: request.lines.map((line) => line.message),
    topicsIntro: 'Ces justifications peuvent notamment porter sur :',
    topics: TOPICS,
    closing: 'Nous vous prions d’agréer, Madame, Monsieur, l’expression de nos salutations distinguées.',
  };
}

/** What the evaluator decided after the request: still waiting, justified, or rejected (with its reason). */
export const OAB_OUTCOMES = ['pending', 'justified', 'rejected'] as const;
export type OabOutcome = (typeof OAB_OUTCOMES)[number];

export const OAB_OUTCOME_LABELS: Readonly<Record<OabOutcome, string>> = {
  pending: 'En attente de justification',
  justified: 'Justifiée',
  rejected: 'Rejetée',
};

export const REJECTION_REASON_REQUIRED =
  'Indiquez le motif du rejet : une offre anormalement basse n’est rejetée que si ses justifications ne suffisent pas (article R2152-4 du code de la commande publique).';

export function isOabOutcome(value: string): value is OabOutcome {
  return (OAB_OUTCOMES as readonly string[]).includes(value);
}

/** A rejection needs its reason; the other outcomes need none. */
export function checkOabOutcome(outcome: OabOutcome, reason: string): Check {
  if (outcome === 'rejected' && reason.trim() === '')
    return { ok: false, message: REJECTION_REASON_REQUIRED };
  return { ok: true };
}
