import type { Ponderation, PonderationCriterion } from '@mieux-disant/domain';

/** One entry of an answer key (../shared/corpus/README.md). */
export interface AnswerEntry {
  file: string;
  lot?: string | null;
  criteria: {
    label: string;
    weight: number | null;
    category: string;
    subcriteria?: { label: string; weight: number | null }[];
  }[];
  price_formula: string | null;
}

export interface DocumentScore {
  file: string;
  weightsRight: boolean;
  criteria: number;
  mapped: number;
  /** Expected criteria with weighted sub-criteria, and how many got exactly those sub-weights. */
  withSubs: number;
  subsRight: number;
  misses: string[];
}

/** Counts of one part of one answer set. */
export interface SetResult {
  documents: number;
  right: number;
  criteria: number;
  mapped: number;
  withSubs: number;
  subsRight: number;
  /** Notices that weight nothing (`neg-*`), and how many of them got no weight at all. */
  negatives: number;
  negativesClean: number;
  /** Documents whose key states a price formula, how many got one, and formulas found where the key has none. */
  formulas: number;
  formulasFound: number;
  formulasInvented: number;
}

export const emptyResult = (): SetResult => ({
  documents: 0,
  right: 0,
  criteria: 0,
  mapped: 0,
  withSubs: 0,
  subsRight: 0,
  negatives: 0,
  negativesClean: 0,
  formulas: 0,
  formulasFound: 0,
  formulasInvented: 0,
});

/**
 * The fixed held-out part: every third document of each answer set, by sorted file name (indexes
 * 2, 5, 8...). It never changes, so the kept-aside score can be compared from one run to the next.
 */
export const keptAside = (indexInSortedSet: number): boolean => indexInSortedSet % 3 === 2;

const percent = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)} %`);

export function line(r: SetResult): string {
  return [
    `pondérations exactes ${r.right}/${r.documents} (${percent(r.right, r.documents)})`,
    `sous-critères exacts ${r.subsRight}/${r.withSubs} (${percent(r.subsRight, r.withSubs)})`,
    `critères bien nommés ${r.mapped}/${r.criteria} (${percent(r.mapped, r.criteria)})`,
    `sans pondération inventée ${r.negativesClean}/${r.negatives}`,
    `formules du prix lues ${r.formulasFound}/${r.formulas} (${r.formulasInvented} sans formule dans la clé)`,
  ].join(', ');
}

/** Whether any criterion, sub-criterion or lot criterion got a weight. */
export function inventsWeight(ponderation: Ponderation): boolean {
  const weighted = (criteria: Record<string, PonderationCriterion>): boolean =>
    Object.values(criteria).some((c) => c.Pondération !== undefined || weighted(c['Sous-critères'] ?? {}));
  return weighted(ponderation.Critères) || (ponderation.Lots ?? []).some((lot) => weighted(lot.Critères));
}

/** Whether a price formula was read (as an expression, or quoted as unreadable). */
export function statesFormula(ponderation: Ponderation): boolean {
  return [ponderation.Critères, ...(ponderation.Lots ?? []).map((lot) => lot.Critères)].some((criteria) =>
    Object.values(criteria).some(
      (c) => c.Évaluation.Formule.Expression !== '' || (c.Détails ?? '').includes('Formule du règlement'),
    ),
  );
}

/** 'Technique (2)' -> 'Technique'. */
export function baseName(key: string): string {
  return key.replace(/ \(\d+\)$/, '');
}

const sortedWeights = (weights: (number | null | undefined)[]) =>
  weights.filter((w): w is number => typeof w === 'number').sort((a, b) => a - b);

/** The whole the stated weights make. */
const wholeOf = (weights: (number | null | undefined)[]) =>
  sortedWeights(weights).reduce((total, w) => total + w, 0);

/**
 * Weights as shares of their whole, sorted: 12 of 20, 0,6 of 1 and 60 of 100 are one weighting, and
 * sub-criteria in points of their criterion or in percent of it are one too. The extractor gives
 * weights on 100 (sub-criteria in shares of their criterion's weight); answer keys give them either
 * way, as the document writes them.
 */
function shares(weights: (number | null | undefined)[]): number[] {
  const total = wholeOf(weights);
  const sorted = sortedWeights(weights);
  return total > 0 ? sorted.map((w) => (w * 100) / total) : sorted;
}

/**
 * Shares that differ by less than this (in points of 100) are one: a weight brought to 100 is rounded
 * to the hundredth of its own whole (26,66 of 60 for 40 of 90).
 */
const SHARE_TOLERANCE = 0.1;

function sameWeights(expected: (number | null)[], got: (number | undefined)[]): boolean {
  const a = shares(expected);
  const b = shares(got);
  return a.length === b.length && a.every((w, i) => Math.abs(w - b[i]!) < SHARE_TOLERANCE);
}

function words(label: string): Set<string> {
  return new Set(
    label
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2),
  );
}

function overlap(a: string, b: string): number {
  const x = words(a);
  const y = words(b);
  let common = 0;
  for (const w of x) if (y.has(w)) common += 1;
  return common / Math.max(1, Math.min(x.size, y.size));
}

/** Pairs each expected criterion with an extracted one of the same weight (best label first). */
function compareCriteria(
  entry: AnswerEntry,
  got: Record<string, PonderationCriterion>,
  where: string,
  misses: string[],
): { weightsRight: boolean; mapped: number; withSubs: number; subsRight: number } {
  const ourWhole = wholeOf(Object.values(got).map((c) => c.Pondération));
  const expectedWhole = wholeOf(entry.criteria.map((c) => c.weight));
  const ours = Object.entries(got).map(([key, c]) => ({
    name: baseName(key),
    c,
    share: c.Pondération === undefined ? null : (c.Pondération * 100) / ourWhole,
    used: false,
  }));
  const weightsRight = sameWeights(
    entry.criteria.map((c) => c.weight),
    ours.map((o) => o.c.Pondération),
  );
  if (!weightsRight) {
    misses.push(
      `${where}pondérations attendues [${entry.criteria.map((c) => `${c.weight} ${c.category}`).join(', ')}]`,
    );
  }
  let mapped = 0;
  let withSubs = 0;
  let subsRight = 0;
  for (const expected of entry.criteria) {
    const candidates = ours.filter(
      (o) =>
        !o.used &&
        (expected.weight === null ||
          (o.share !== null &&
            Math.abs(o.share - (expected.weight * 100) / expectedWhole) < SHARE_TOLERANCE)),
    );
    candidates.sort(
      (a, b) => overlap(expected.label, b.c.Libellé ?? '') - overlap(expected.label, a.c.Libellé ?? ''),
    );
    const match = candidates.find((o) => o.name === expected.category) ?? candidates[0];
    const expectedSubs = (expected.subcriteria ?? []).map((sub) => sub.weight);
    const weightedSubs = expectedSubs.some((w) => w !== null);
    // A criterion with weighted sub-criteria counts even when nothing was found for it.
    if (weightedSubs) withSubs += 1;
    if (!match) {
      if (weightedSubs)
        misses.push(
          `${where}sous-critères de « ${expected.label.slice(0, 40)} » attendus, critère non trouvé`,
        );
      continue;
    }
    match.used = true;
    if (weightedSubs) {
      const ourSubs = Object.values(match.c['Sous-critères'] ?? {}).map((sub) => sub.Pondération);
      if (sameWeights(expectedSubs, ourSubs)) subsRight += 1;
      else
        misses.push(
          `${where}sous-critères de « ${expected.label.slice(0, 40)} » attendus [${sortedWeights(expectedSubs).join(', ')}], obtenus [${sortedWeights(ourSubs).join(', ')}]`,
        );
    }
    if (match.name === expected.category) mapped += 1;
    else
      misses.push(
        `${where}« ${expected.label.slice(0, 60)} » attendu ${expected.category}, obtenu ${match.name}`,
      );
  }
  return { weightsRight, mapped, withSubs, subsRight };
}

const lotNumber = (lot: string) => /\d+/.exec(lot)?.[0] ?? lot;

export function scoreDocument(file: string, entries: AnswerEntry[], ponderation: Ponderation): DocumentScore {
  const misses: string[] = [];
  let weightsRight = true;
  let criteria = 0;
  let mapped = 0;
  let withSubs = 0;
  let subsRight = 0;
  for (const entry of entries) {
    criteria += entry.criteria.length;
    let got = ponderation.Critères;
    let where = '';
    if (entry.lot) {
      const lot = (ponderation.Lots ?? []).find((l) => lotNumber(l.Lot) === lotNumber(entry.lot!));
      where = `${entry.lot.slice(0, 30)} : `;
      if (!lot) misses.push(`${where}lot non distingué`);
      got = lot?.Critères ?? ponderation.Critères;
    }
    const result = compareCriteria(entry, got, where, misses);
    weightsRight &&= result.weightsRight;
    mapped += result.mapped;
    withSubs += result.withSubs;
    subsRight += result.subsRight;
  }
  return { file, weightsRight, criteria, mapped, withSubs, subsRight, misses };
}
