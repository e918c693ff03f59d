import MiniSearch from 'minisearch';
import type { Citation, CoverageStatus } from '@mieux-disant/domain';
import { term, termsOf, tokenize } from './french';
import { shorten, type Passage } from './passages';
import type { Requirement } from './requirements';

/** Word edges that know accents (\b does not: « équipe » has none before its « é »). */
const edged = (body: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, 'iu');

/** A commitment, a figure or a means: what turns a mention into an answer. */
const COMMITMENT = edged(
  "nous nous engageons|nous garantissons|nous assurons|engagement|engageons|garantie?|garantissons|s[’']engage|sous \\d+\\s?(?:h|heures|jours|minutes)",
);
const FIGURE = edged(
  '\\d+(?:[.,]\\d+)?\\s?(?:%|€|°c|h|heures?|minutes?|mn|jours?|j|mois|semaines?|ans?|euros|personnes|agents?|etp|ingénieurs?|techniciens?|consultants?|m|mètres?|km|m2|m²|m3|mm|kg|kw)',
);
const MEANS = edged(
  '(?:équipe|chef de (?:projet|site|poste|chantier)|responsable|ingénieur|technicien|consultant|expert|superviseur|coordinateur|outil|logiciel|application|matériel|véhicule|radio|talkie|laboratoire|atelier|astreinte|procédure|registre|tableau de bord|formation|formé)s?',
);

export type Substance = 'engagement' | 'chiffre' | 'moyen';

export function substanceOf(text: string): Substance[] {
  const out: Substance[] = [];
  if (COMMITMENT.test(text)) out.push('engagement');
  if (FIGURE.test(text)) out.push('chiffre');
  if (MEANS.test(text)) out.push('moyen');
  return out;
}

export interface Evidence {
  statut: CoverageStatus;
  /** Matched share of the requirement's terms in the best passage, 0 to 1. */
  match: number;
  passages: Passage[];
  substance: Substance[];
}

/** How many of a requirement's terms a passage must share to answer it, and to mention it. */
function thresholds(terms: number): { answer: number; mention: number } {
  return {
    answer: Math.min(terms, Math.max(2, Math.min(4, Math.ceil(terms * 0.4)))),
    mention: Math.max(1, Math.min(2, Math.ceil(terms * 0.25))),
  };
}

/** The sentence of a passage that best answers: most requirement terms, then substance. */
export function bestSentence(passage: Passage, terms: ReadonlySet<string>): string {
  const sentences = passage.text.split(/(?<=[.!?;])\s+/);
  let best = passage.text;
  let bestScore = -1;
  for (const sentence of sentences) {
    const score = termsOf(sentence).filter((t) => terms.has(t)).length * 2 + substanceOf(sentence).length;
    if (score > bestScore) [best, bestScore] = [sentence, score];
  }
  return shorten(best, 260);
}

export function citationOf(passage: Passage, terms: ReadonlySet<string>): Citation {
  const citation = { fichier: passage.file, page: passage.page, texte: bestSentence(passage, terms) };
  return passage.ocr ? { ...citation, ocr: true } : citation;
}

/**
 * A company's passages indexed for French search (MiniSearch, BM25): Snowball stems, accents folded,
 * trade synonyms merged. One index per company, searched once per requirement.
 */
export class EvidenceIndex {
  private readonly index = new MiniSearch<{ id: number; text: string }>({
    fields: ['text'],
    tokenize,
    processTerm: term,
    searchOptions: { combineWith: 'OR' },
  });

  constructor(private readonly passages: readonly Passage[]) {
    this.index.addAll(passages.map((p, id) => ({ id, text: p.text })));
  }

  /** The passages closest to a text, best first, with how many of its terms each shares. */
  related(text: string, limit = 8): { passage: Passage; matched: number; score: number }[] {
    return this.index
      .search(text)
      .slice(0, limit)
      .map((hit) => ({
        passage: this.passages[hit.id as number]!,
        matched: hit.queryTerms.length,
        score: hit.score,
      }));
  }

  /**
   * Covered: a passage shares enough of the requirement's terms and brings a commitment, a figure or a
   * means; partly: it is mentioned without them, or too loosely; not covered: no passage speaks of it.
   */
  evidenceFor(requirement: Requirement): Evidence {
    const none: Evidence = { statut: 'non couvert', match: 0, passages: [], substance: [] };
    if (requirement.terms.length === 0 || this.passages.length === 0) return none;
    const need = thresholds(requirement.terms.length);
    const hits = this.related(requirement.text)
      .map(({ passage, matched, score }) => ({
        passage,
        matched,
        score,
        substance: substanceOf(passage.text),
      }))
      .filter((hit) => hit.matched >= need.mention)
      .sort(
        (a, b) =>
          Number(b.matched >= need.answer && b.substance.length > 0) -
            Number(a.matched >= need.answer && a.substance.length > 0) ||
          b.matched - a.matched ||
          b.score - a.score,
      );
    const best = hits[0];
    if (!best) return none;
    const answered = best.matched >= need.answer && best.substance.length > 0;
    return {
      statut: answered ? 'couvert' : 'partiel',
      match: best.matched / requirement.terms.length,
      passages: hits.slice(0, 2).map((h) => h.passage),
      substance: best.substance,
    };
  }
}
