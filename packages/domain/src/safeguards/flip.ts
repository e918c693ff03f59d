import Decimal from 'decimal.js';
import { formatDecimalFr } from '../money/format';
import { noteFraction } from '../results/notes';

export interface FlipCriterion {
  name: string;
  weight: number;
  /** The price criterion, whose weight is varied. */
  price: boolean;
}

export interface FlipCandidate {
  name: string;
  /** Category notes 'x/y' by criterion name; a missing note earns nothing (as the overall note). */
  notes: Readonly<Record<string, string | undefined>>;
}

export interface WeightFlip {
  criterion: string;
  /** The current weight and the weight at which the challenger ties the winner, in French ('37,5'). */
  from: string;
  to: string;
  /** The weight at which the challenger ties the winner, exact. */
  at: Decimal;
  challenger: string;
}

export interface NoteFlip {
  criterion: string;
  candidate: string;
  from: string;
  to: string;
  /** The change of the note, signed, in points of its scale. */
  delta: Decimal;
  message: string;
}

export interface WinnerFlips {
  winner: string | null;
  priceWeight: WeightFlip | null;
  priceWeightMessage: string;
  /** The smallest note changes that tie the first place, smallest first. */
  notes: NoteFlip[];
}

interface Scored {
  name: string;
  ratios: Map<string, Decimal>;
  scales: Map<string, Decimal>;
}

function scoredOf(candidate: FlipCandidate, criteria: readonly FlipCriterion[]): Scored {
  const ratios = new Map<string, Decimal>();
  const scales = new Map<string, Decimal>();
  for (const criterion of criteria) {
    const fraction = noteFraction(candidate.notes[criterion.name] ?? '');
    ratios.set(criterion.name, fraction ? fraction.value.dividedBy(fraction.outOf) : new Decimal(0));
    scales.set(criterion.name, fraction?.outOf ?? new Decimal(20));
  }
  return { name: candidate.name, ratios, scales };
}

function totalWeight(criteria: readonly FlipCriterion[]): Decimal {
  return Decimal.sum(0, ...criteria.map((c) => c.weight));
}

/** Σ weight × note ratio over the criteria other than price. */
function othersScore(scored: Scored, criteria: readonly FlipCriterion[]): Decimal {
  return criteria
    .filter((c) => !c.price)
    .reduce((sum, c) => sum.plus((scored.ratios.get(c.name) as Decimal).times(c.weight)), new Decimal(0));
}

/**
 * Overall scores when the price weight becomes `priceWeight`, the other weights scaled so the total
 * stays the same: score(w) = w × price ratio + (T − w) / (T − w₀) × Σ other weights × ratios.
 */
export function scoresAtPriceWeight(
  criteria: readonly FlipCriterion[],
  candidates: readonly FlipCandidate[],
  priceWeight: Decimal.Value,
): { name: string; score: Decimal }[] {
  const price = criteria.find((c) => c.price);
  const total = totalWeight(criteria);
  const rest = total.minus(price?.weight ?? 0);
  const w = new Decimal(priceWeight);
  return candidates.map((candidate) => {
    const scored = scoredOf(candidate, criteria);
    const fromPrice = price ? w.times(scored.ratios.get(price.name) as Decimal) : new Decimal(0);
    const fromOthers = rest.isZero()
      ? new Decimal(0)
      : total.minus(w).times(othersScore(scored, criteria)).dividedBy(rest);
    return { name: candidate.name, score: fromPrice.plus(fromOthers) };
  });
}

function winnerOf(scores: readonly { name: string; score: Decimal }[]): number {
  return scores.reduce(
    (best, s, i) => (s.score.greaterThan((scores[best] as { score: Decimal }).score) ? i : best),
    0,
  );
}

function fr(value: Decimal): string {
  return formatDecimalFr(value, 2);
}

/** The price weight, nearest to the current one within 0..total, at which a challenger ties the winner. */
function priceWeightFlip(
  criteria: readonly FlipCriterion[],
  candidates: readonly FlipCandidate[],
): WeightFlip | null {
  const price = criteria.find((c) => c.price);
  const total = totalWeight(criteria);
  if (!price || total.minus(price.weight).isZero()) return null;
  const current = new Decimal(price.weight);
  const at = (w: Decimal) => scoresAtPriceWeight(criteria, candidates, w);
  const now = at(current);
  const winner = winnerOf(now);
  const end = at(total);
  const start = at(new Decimal(0));
  let best: { to: Decimal; challenger: string } | null = null;
  for (const [j, challenger] of now.entries()) {
    if (j === winner) continue;
    // d(w) = winner − challenger is linear in w: through (0, d0) and (total, dT).
    const d0 = (start[winner] as { score: Decimal }).score.minus((start[j] as { score: Decimal }).score);
    const dT = (end[winner] as { score: Decimal }).score.minus((end[j] as { score: Decimal }).score);
    if (d0.equals(dT)) continue;
    const to = d0.times(total).dividedBy(d0.minus(dT));
    if (to.lessThan(0) || to.greaterThan(total)) continue;
    if (best === null || to.minus(current).abs().lessThan(best.to.minus(current).abs()))
      best = { to, challenger: challenger.name };
  }
  return (
    best && {
      criterion: price.name,
      from: fr(current),
      to: fr(best.to),
      at: best.to,
      challenger: best.challenger,
    }
  );
}

function weightMessage(
  flip: WeightFlip | null,
  winner: string | null,
  criteria: readonly FlipCriterion[],
): string {
  if (winner === null) return 'Aucun candidat classé.';
  const price = criteria.find((c) => c.price);
  if (!price) return 'La pondération ne comporte pas de critère prix.';
  if (flip === null)
    return `Aucune pondération du critère ${price.name} entre 0 et ${fr(totalWeight(criteria))} ne change le premier : ${winner} reste premier.`;
  return (
    `Si la pondération du critère ${flip.criterion} passait de ${flip.from} à ${flip.to} (les autres critères ` +
    `ajustés en proportion), ${flip.challenger} égalerait ${winner}, et passerait premier au-delà.`
  );
}

function noteFlip(
  criterion: FlipCriterion,
  candidate: Scored,
  gap: Decimal,
  raise: boolean,
  rival: string,
): NoteFlip | null {
  const ratio = candidate.ratios.get(criterion.name) as Decimal;
  const scale = candidate.scales.get(criterion.name) as Decimal;
  const change = gap.dividedBy(criterion.weight);
  const next = raise ? ratio.plus(change) : ratio.minus(change);
  if (next.lessThan(0) || next.greaterThan(1)) return null;
  const from = ratio.times(scale);
  const to = next.times(scale);
  const delta = to.minus(from);
  const sign = delta.isNegative() ? '' : '+';
  const what = raise ? `pour égaler ${rival}` : `pour que ${rival} l’égale`;
  return {
    criterion: criterion.name,
    candidate: candidate.name,
    from: `${fr(from)}/${fr(scale)}`,
    to: `${fr(to)}/${fr(scale)}`,
    delta,
    message: `La note ${criterion.name} de ${candidate.name} passant de ${fr(from)}/${fr(scale)} à ${fr(to)}/${fr(scale)} (${sign}${fr(delta)}) suffirait ${what}.`,
  };
}

/** For every criterion other than price and every candidate, the note change that ties the first place. */
function noteFlips(criteria: readonly FlipCriterion[], candidates: readonly FlipCandidate[]): NoteFlip[] {
  const price = criteria.find((c) => c.price);
  const scores = scoresAtPriceWeight(criteria, candidates, price?.weight ?? 0);
  if (scores.length < 2) return [];
  const k = winnerOf(scores);
  const top = (scores[k] as { score: Decimal }).score;
  const runnerUp = scores.reduce(
    (best, s, i) =>
      i !== k && (best < 0 || s.score.greaterThan((scores[best] as { score: Decimal }).score)) ? i : best,
    -1,
  );
  const scored = candidates.map((c) => scoredOf(c, criteria));
  const flips = criteria
    .filter((c) => !c.price && c.weight > 0)
    .flatMap((criterion) =>
      scored.map((candidate, i) => {
        const winner = i === k;
        const rival = winner ? (scores[runnerUp] as { name: string }) : (scores[k] as { name: string });
        const gap = top.minus(
          winner ? (scores[runnerUp] as { score: Decimal }).score : (scores[i] as { score: Decimal }).score,
        );
        return noteFlip(criterion, candidate, gap, !winner, rival.name);
      }),
    )
    .filter((f): f is NoteFlip => f !== null);
  return flips.sort((a, b) => a.delta.abs().comparedTo(b.delta.abs()));
}

/**
 * What flips the winner of the final ranking: the nearest price weight at which another candidate
 * ties the first, and the smallest change of each other criterion's note that does.
 */
export function whatFlipsTheWinner(
  criteria: readonly FlipCriterion[],
  candidates: readonly FlipCandidate[],
): WinnerFlips {
  const price = criteria.find((c) => c.price);
  const scores = scoresAtPriceWeight(criteria, candidates, price?.weight ?? 0);
  const winner = scores.length ? (scores[winnerOf(scores)] as { name: string }).name : null;
  const priceWeight = priceWeightFlip(criteria, candidates);
  return {
    winner,
    priceWeight,
    priceWeightMessage: weightMessage(priceWeight, winner, criteria),
    notes: noteFlips(criteria, candidates),
  };
}
