import type { CompanyAnalysis } from './types';
import { noteRatio } from './notes';

/** The overall score in %, from Evaluation_globale.note 'x/y'; null when the note is unreadable. */
export function overallScorePercent(a: CompanyAnalysis): number | null {
  const ratio = noteRatio(a.Evaluation_globale?.note);
  return ratio === null ? null : ratio.times(100).toNumber();
}

/** Best first; unreadable scores last; equal scores keep their order. */
function byScore(a: number | null, b: number | null): number {
  if (a === null || b === null) return (a === null ? 1 : 0) - (b === null ? 1 : 0);
  return b - a;
}

/**
 * The analyses best first, each a copy with `rang` set (1 for the best). Equal scores share a rank
 * and the next rank skips ("1, 1, 3"); analyses without a readable score come last, ranked alike.
 */
export function rankCompanies(analyses: readonly CompanyAnalysis[]): CompanyAnalysis[] {
  const scored = analyses.map((analysis) => ({ analysis, score: overallScorePercent(analysis) }));
  scored.sort((a, b) => byScore(a.score, b.score));
  return scored.map(({ analysis, score }, index) => {
    const first = scored.findIndex((other) => other.score === score);
    return { ...analysis, rang: (first < 0 ? index : first) + 1 };
  });
}

/** 'Le candidat le mieux disant': the highest overall score, the first one on a tie; null when none is readable. */
export function bestCompany(analyses: readonly CompanyAnalysis[]): CompanyAnalysis | null {
  let best: CompanyAnalysis | null = null;
  let bestScore = -Infinity;
  for (const analysis of analyses) {
    const score = overallScorePercent(analysis);
    if (score !== null && score > bestScore) {
      best = analysis;
      bestScore = score;
    }
  }
  return best;
}
