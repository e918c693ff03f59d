import Decimal from 'decimal.js';
import type { CategoryEvaluation, CoverageStatus, RequirementCoverage } from '@mieux-disant/domain';
import { citationOf, type Evidence, type EvidenceIndex, type Substance } from './evidence';
import { shorten } from './passages';
import type { Part, Requirement } from './requirements';

export const INDICATIVE_NOTICE =
  'Note indicative calculée automatiquement à partir de la couverture des exigences de l’acheteur (couvert = 1, partiel = 0,5, non couvert = 0) : elle doit être relue et ajustée par l’évaluateur.';

const STATUS_LABEL: Record<CoverageStatus, string> = {
  couvert: 'Couvert',
  partiel: 'Partiel',
  'non couvert': 'Non couvert',
};

/** A requirement as text inside a finding: no guillemets, so only company quotes read as quotes. */
function display(text: string, max = 160): string {
  return shorten(text.replace(/«\s*/g, '"').replace(/\s*»/g, '"'), max);
}

function quoteOf(coverage: RequirementCoverage): string {
  const citation = coverage.preuves[0];
  return citation ? `« ${citation.texte} » (${citation.fichier}, p. ${citation.page})` : '';
}

const SUBSTANCE: Record<Substance, string> = {
  engagement: 'un engagement',
  chiffre: 'un chiffre',
  moyen: 'un moyen',
};

/** « a », « a et b », « a, b et c ». */
function listFr(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`;
}

/** The company's coverage of one requirement, its evidence quoted verbatim. */
export function coverageOf(part: Part, requirement: Requirement, evidence: Evidence): RequirementCoverage {
  const terms = new Set(requirement.terms);
  const preuves = evidence.passages.map((p) => citationOf(p, terms));
  const offers =
    evidence.statut === 'couvert'
      ? `Répond avec ${listFr(evidence.substance.map((s) => SUBSTANCE[s]))} :`
      : evidence.statut === 'partiel'
        ? 'Mentionné sans engagement, chiffre ni moyen suffisant :'
        : '';
  return {
    id: requirement.id,
    critère: part.key,
    sous_critère: part.label,
    exigence: requirement.text,
    source: requirement.source,
    statut: evidence.statut,
    réponse: offers,
    preuves,
  };
}

export interface PartScore {
  part: Part;
  coverages: RequirementCoverage[];
  /** Null when no requirement was found for the sub-criterion: the evaluator notes it. */
  note: Decimal | null;
  formula: string;
}

/** 20 × (C + 0.5 × P) / N, by half points: the note of a sub-criterion from its coverage. */
export function partScore(part: Part, coverages: RequirementCoverage[]): PartScore {
  const n = coverages.length;
  if (n === 0)
    return {
      part,
      coverages,
      note: null,
      formula: 'aucune exigence identifiée, sous-critère à noter par l’évaluateur (hors calcul)',
    };
  const c = coverages.filter((r) => r.statut === 'couvert').length;
  const p = coverages.filter((r) => r.statut === 'partiel').length;
  const note = new Decimal(c)
    .plus(new Decimal(p).times(0.5))
    .times(40)
    .dividedBy(n)
    .toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
    .dividedBy(2);
  const formula = `20 × (C + 0.5 × P) / N = 20 × (${c} + 0.5 × ${p}) / ${n} = ${note.toString()}/20, C = exigences couvertes, P = partiellement, N = exigences`;
  return { part, coverages, note, formula };
}

/**
 * The criterion's note: its noted sub-criteria weighted by their points, or their plain mean; null when
 * none could be noted.
 */
function combine(all: readonly PartScore[]): { note: Decimal | null; formula: string } {
  const scores = all.filter((s): s is PartScore & { note: Decimal } => s.note !== null);
  if (scores.length === 0) return { note: null, formula: '' };
  if (all.length === 1) return { note: scores[0]!.note, formula: '' };
  const weighted = scores.every((s) => s.part.weight !== null && s.part.weight > 0);
  const weights = scores.map((s) => (weighted ? (s.part.weight ?? 0) : 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const note = scores
    .reduce((sum, s, i) => sum.plus(s.note.times(weights[i]!)), new Decimal(0))
    .dividedBy(total)
    .toDecimalPlaces(1);
  const terms = scores.map((s, i) => (weighted ? `${weights[i]} × ${s.note.toString()}` : s.note.toString()));
  const formula = weighted
    ? `Note du critère = (${terms.join(' + ')}) / ${total} = ${note.toString()}/20 (sous-critères pondérés par leur poids).`
    : `Note du critère = (${terms.join(' + ')}) / ${scores.length} = ${note.toString()}/20 (moyenne des sous-critères).`;
  return { note, formula };
}

function gridLine(coverage: RequirementCoverage): string {
  const head = `${STATUS_LABEL[coverage.statut]} — ${display(coverage.exigence)} [${coverage.source}]`;
  if (coverage.statut === 'non couvert') return `${head} → aucun passage ne le traite.`;
  return `${head} → ${coverage['réponse']} ${quoteOf(coverage)}`;
}

/**
 * The evaluation of a criterion from its sub-criteria's coverage, the detail written as an evaluator's
 * grid: requirement → what the company offers → where (file, page), and the formula. Both engines use it.
 */
export function evaluationOf(label: string, scores: readonly PartScore[]): CategoryEvaluation {
  const { note, formula } = combine(scores);
  const coverages = scores.flatMap((s) => s.coverages);
  const detail = [
    ...scores.flatMap((s) => [
      `${s.part.label}${s.part.weight !== null ? ` (${s.part.weight} pts)` : ''} : ${s.formula}.`,
      ...s.coverages.map(gridLine),
    ]),
    ...(formula ? [formula] : []),
    INDICATIVE_NOTICE,
  ];
  const positives = coverages
    .filter((c) => c.statut === 'couvert')
    .map((c) => `${display(c.exigence, 90)} : ${quoteOf(c)}`);
  const negatives = [
    ...coverages
      .filter((c) => c.statut === 'non couvert')
      .map((c) => `Non couvert : ${display(c.exigence, 120)} [${c.source}]`),
    ...coverages
      .filter((c) => c.statut === 'partiel')
      .map(
        (c) => `Partiel : ${display(c.exigence, 90)} — ${c['réponse'] || 'réponse incomplète'} ${quoteOf(c)}`,
      ),
  ];
  if (coverages.length === 0)
    negatives.push(
      `Aucune exigence de l’acheteur n’a été trouvée pour « ${label} » : à noter par l’évaluateur.`,
    );
  return {
    note: note === null ? 'N/A' : `${note.toString()}/20`,
    détail: detail.join('\n'),
    points_positifs: positives.slice(0, 8),
    points_négatifs: negatives.slice(0, 8),
  };
}

/**
 * A criterion's score from its sub-criteria's: the criterion's evaluation, the coverage of every
 * requirement, and each sub-criterion's own evaluation keyed as in the ponderation's `Sous-critères`
 * (when it could be noted). Both engines use it.
 */
export function criterionScore(
  label: string,
  scores: readonly PartScore[],
): {
  evaluation: CategoryEvaluation;
  coverages: RequirementCoverage[];
  subCriteria: Record<string, CategoryEvaluation>;
} {
  const subCriteria: Record<string, CategoryEvaluation> = {};
  for (const score of scores)
    if (score.part.subKey !== null && score.note !== null)
      subCriteria[score.part.subKey] = evaluationOf(score.part.label, [score]);
  return {
    evaluation: evaluationOf(label, scores),
    coverages: scores.flatMap((s) => s.coverages),
    subCriteria,
  };
}

/** The built-in engine's note of a qualitative criterion: each requirement searched in the passages. */
export function scoreQualitative(label: string, parts: readonly Part[], index: EvidenceIndex) {
  return criterionScore(
    label,
    parts.map((part) =>
      partScore(
        part,
        part.requirements.map((r) => coverageOf(part, r, index.evidenceFor(r))),
      ),
    ),
  );
}
