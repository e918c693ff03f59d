import Decimal from 'decimal.js';
import { criterionNameOfKey, type CategoryEvaluation, type PonderationCriterion } from '@mieux-disant/domain';
import { quote, type Passage } from './passages';
import { CATEGORY_HINTS, topicsIn, topicsOf } from './topics';

const COMMITMENT =
  /\b(nous nous engageons|nous garantissons|nous assurons|engagement|engageons|garanti|garantie|s'engage|sous \d+\s?(h|heures|jours))/i;
const FIGURE =
  /\b\d+([.,]\d+)?\s?(%|€|°c|µm|h\b|heures?|jours?|j\b|mois|semaines?|ans?|euros|personnes|etp|ingenieurs?|ingénieurs?|consultants?|techniciens?|km|m2|m²|m3|m³|mm|cm|kg|kw|kva|db|t\b|tonnes?)/i;
const MEANS =
  /\b(équipe|equipe|chef de projet|ingénieur|ingenieur|technicien|consultant|développeur|developpeur|expert|outil|logiciel|matériel|materiel|véhicule|laboratoire|atelier|astreinte)\b/i;

export const INDICATIVE_NOTICE =
  'Note indicative calculée automatiquement (couverture des points du critère, engagements, chiffres et moyens cités) : elle doit être relue et ajustée par l’évaluateur.';

interface Part {
  label: string;
  text: string;
  weight: number | null;
}

interface PartScore {
  part: Part;
  note: Decimal;
  covered: string[];
  missing: string[];
  best: Passage[];
  commitments: Passage[];
}

function partsOf(key: string, criterion: PonderationCriterion): Part[] {
  const subs = Object.entries(criterion['Sous-critères'] ?? {});
  const own = `${criterion['Libellé'] ?? key} ${criterion['Détails'] ?? ''}`;
  if (subs.length === 0) return [{ label: criterion['Libellé'] ?? key, text: own, weight: null }];
  return subs.map(([label, sub]) => ({
    label: sub['Libellé'] ?? label,
    text: `${label} ${sub['Détails'] ?? ''}`,
    weight: sub['Pondération'] ?? null,
  }));
}

function ratio(count: number, enough: number): Decimal {
  return Decimal.min(new Decimal(count).dividedBy(enough), 1);
}

function scorePart(
  part: Part,
  passages: readonly Passage[],
  fallbackTopics: readonly string[],
  hints: readonly string[],
): PartScore {
  const own = topicsOf(part.text);
  const topics = own.length >= 2 ? own : [...new Set([...own, ...fallbackTopics])];
  const searched = [...new Set([...topics, ...hints])];
  const hits = passages
    .map((passage) => ({ passage, found: topicsIn(passage.words, searched) }))
    .filter((hit) => hit.found.length >= Math.min(2, topics.length));
  const mentioned = new Set(passages.flatMap((passage) => topicsIn(passage.words, topics)));
  const covered = topics.filter((topic) => mentioned.has(topic));
  const relevant = hits.map((hit) => hit.passage);
  const commitments = relevant.filter((p) => COMMITMENT.test(p.text));
  const figures = relevant.filter((p) => FIGURE.test(p.text));
  const means = relevant.filter((p) => MEANS.test(p.text));
  const coverage =
    topics.length === 0 ? new Decimal(0) : new Decimal(covered.length).dividedBy(topics.length);
  const hinted = new Set(passages.flatMap((passage) => topicsIn(passage.words, hints)));
  const raw = coverage
    .times(0.45)
    .plus(ratio(hinted.size, 3).times(0.1))
    .plus(ratio(commitments.length, 3).times(0.15))
    .plus(ratio(figures.length, 4).times(0.15))
    .plus(ratio(means.length, 3).times(0.15));
  const note = raw.times(40).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).dividedBy(2); // on 20, by half points
  const prose = (p: Passage) => (p.text.match(/ ; /g)?.length ?? 0) < 3;
  const best = hits
    .sort((a, b) => Number(prose(b.passage)) - Number(prose(a.passage)) || b.found.length - a.found.length)
    .slice(0, 2)
    .map((hit) => hit.passage);
  return { part, note, covered, missing: topics.filter((t) => !covered.includes(t)), best, commitments };
}

function combine(scores: readonly PartScore[]): Decimal {
  const weighted = scores.every((s) => s.part.weight !== null && s.part.weight > 0);
  if (weighted) {
    const total = scores.reduce((sum, s) => sum + (s.part.weight ?? 0), 0);
    return scores
      .reduce((sum, s) => sum.plus(s.note.times(s.part.weight ?? 0)), new Decimal(0))
      .dividedBy(total)
      .toDecimalPlaces(1);
  }
  return scores
    .reduce((sum, s) => sum.plus(s.note), new Decimal(0))
    .dividedBy(Math.max(scores.length, 1))
    .toDecimalPlaces(1);
}

/**
 * How well a company's documents answer one qualitative criterion of the RC and its sub-criteria:
 * the topics its wording names that the documents cover, with commitments, figures and means.
 */
export function scoreQualitative(
  key: string,
  criterion: PonderationCriterion,
  passages: readonly Passage[],
): CategoryEvaluation {
  if (passages.length === 0) {
    return {
      note: '0/20',
      détail: `Aucun texte lisible dans les documents du candidat pour le critère « ${criterion['Libellé'] ?? key} ». ${INDICATIVE_NOTICE}`,
      points_positifs: [],
      points_négatifs: ['Aucun mémoire technique lisible n’a été fourni.'],
    };
  }
  const fallback = topicsOf(`${key} ${criterion['Libellé'] ?? ''} ${criterion['Détails'] ?? ''}`);
  const hints = CATEGORY_HINTS[criterionNameOfKey(key) ?? 'Technique'] ?? [];
  const scores = partsOf(key, criterion).map((part) => scorePart(part, passages, fallback, hints));
  const note = combine(scores);
  const positives = scores.flatMap((s) =>
    [...s.best, ...s.commitments.filter((p) => !s.best.includes(p)).slice(0, 1)].map(
      (p) => `${s.part.label} : ${quote(p)}`,
    ),
  );
  const negatives = scores
    .filter((s) => s.missing.length > 0 || s.best.length === 0)
    .map((s) =>
      s.best.length === 0
        ? `${s.part.label} : aucun passage des documents ne traite de ce point.`
        : `${s.part.label} : thèmes du critère non traités (${s.missing.join(', ')}).`,
    );
  const detailParts = scores.map(
    (s) =>
      `${s.part.label} : ${s.note.toString()}/20 (${s.covered.length} thème(s) couvert(s) sur ${s.covered.length + s.missing.length})`,
  );
  return {
    note: `${note.toString()}/20`,
    détail: `${detailParts.join(' ; ')}. ${INDICATIVE_NOTICE}`,
    points_positifs: positives.slice(0, 6),
    points_négatifs: negatives.slice(0, 6),
  };
}
