import {
  abnormallyLowOffers,
  criterionNameOfKey,
  CRITERION_NAMES,
  lowUnitPrices,
  parseAmount,
  rankCompanies,
  rectificationRuleOf,
  rectifiedRanking,
  type CompanyAnalysis,
  type CriterionName,
  type FinancialOffer,
  type LowUnitPrice,
  type OabMethodResult,
  type Ponderation,
  type RectifiedRanking,
  type RuleReading,
} from '@mieux-disant/domain';
import type { CompaniesResult } from '../engine/types';
import { extractText, type SourceDocument } from '../text';
import { financialEvaluations } from './financial';
import { criteriaOf, overallNote } from './phase2';

export interface RankingEntry {
  rang: number | undefined;
  compagnie: string;
  note: string;
}

export interface PriceSafeguards {
  /** The offers, each with `rectified_price` under the RC's rule. */
  offers: FinancialOffer[];
  /** The overall ranking with the price note recomputed on the rectified totals. */
  rectified_ranking: RankingEntry[];
  rectification: RectifiedRanking & { rule: RuleReading; ranking_changed: boolean };
  oab: { methods: OabMethodResult[]; lines: { name: string; lines: LowUnitPrice[] }[] };
}

/** Under an RC where the amounts prevail, the rectified total is the stated one. */
function underRule(offer: FinancialOffer, rule: RuleReading): FinancialOffer {
  return rule.rule === 'amount' ? { ...offer, rectified_price: offer.global_price } : offer;
}

/**
 * The RC's text, pages joined; '' without an RC or when it cannot be read again (phase 1 read it, so
 * the default rule then stands rather than failing the whole analysis).
 */
export async function rcTextOf(rc: SourceDocument | undefined): Promise<string> {
  if (!rc) return '';
  return extractText(rc).then(
    (text) => text.pages.map((p) => p.text).join('\n'),
    () => '',
  );
}

/**
 * The offers with `rectified_price` under the RC's rule for arithmetic errors: as computed from the
 * bill (unit prices prevail), or the stated total when the RC says the amounts prevail.
 */
export function offersUnderRcRule(offers: readonly FinancialOffer[], rcText: string): FinancialOffer[] {
  const rule = rectificationRuleOf(rcText);
  return offers.map((o) => underRule(o, rule));
}

function categoryNotes(analysis: CompanyAnalysis): Partial<Record<CriterionName, string>> {
  const record = analysis as unknown as Record<string, { note?: unknown } | undefined>;
  return Object.fromEntries(
    CRITERION_NAMES.flatMap((name) => {
      const note = record[name]?.note;
      return typeof note === 'string' ? [[name, note]] : [];
    }),
  );
}

/** The analyses re-ranked with the Financier note computed on the rectified totals. */
function rectifiedAnalyses(
  ponderation: Ponderation,
  result: CompaniesResult,
  offers: readonly FinancialOffer[],
): CompanyAnalysis[] {
  const criteria = criteriaOf(ponderation);
  const key = Object.keys(criteria).find((k) => criterionNameOfKey(k) === 'Financier');
  const rectified = offers.map((o) => ({ ...o, global_price: o.rectified_price ?? o.global_price }));
  const notes = financialEvaluations(
    key ? criteria[key] : undefined,
    rectified,
    offers.map((o) => result.checks[o.name] ?? []),
  );
  return rankCompanies(
    result.analyses.map((analysis) => {
      const index = offers.findIndex((o) => o.name === analysis.compagnie);
      const financier = notes[index];
      if (!financier) return analysis;
      const own = { ...categoryNotes(analysis), Financier: financier.note };
      return {
        ...analysis,
        Financier: financier,
        Evaluation_globale: { ...analysis.Evaluation_globale, note: overallNote(ponderation, own) },
      };
    }),
  );
}

function rankingOf(analyses: readonly CompanyAnalysis[]): RankingEntry[] {
  return analyses.map((a) => ({ rang: a.rang, compagnie: a.compagnie, note: a.Evaluation_globale.note }));
}

/**
 * The price safeguards of a finished analysis: totals rectified under the RC's rule (read from its
 * text), the ranking with rectified totals, and the abnormally low offers by every method and by line.
 */
export function priceSafeguards(
  ponderation: Ponderation,
  result: CompaniesResult,
  rcText: string,
  estimate?: string,
): PriceSafeguards {
  const rule = rectificationRuleOf(rcText);
  const offers = offersUnderRcRule(result.offers, rcText);
  const byPrice = rectifiedRanking(
    offers.map((o) => ({
      name: o.name,
      stated: o.global_price,
      rectified: o.rectified_price ?? null,
      lines: (result.checks[o.name] ?? []).filter((c) => c.kind === 'arithmetic').map((c) => c.priceNumber),
    })),
  );
  const ranking = rankingOf(rectifiedAnalyses(ponderation, result, offers));
  const stated = rankingOf(result.analyses);
  const priced = offers.filter((o) => parseAmount(o.global_price)?.greaterThan(0));
  const oab = abnormallyLowOffers({
    offers: priced.map((o) => ({ name: o.name, price: o.global_price as string })),
    estimate: estimate ?? null,
  });
  const lines = lowUnitPrices(offers);
  return {
    offers,
    rectified_ranking: ranking,
    rectification: {
      ...byPrice,
      rule,
      ranking_changed: ranking.some((r, i) => r.compagnie !== stated[i]?.compagnie),
    },
    oab: {
      methods: oab.ok ? oab.methods : [],
      lines: offers.map((o, i) => ({ name: o.name, lines: lines[i] ?? [] })),
    },
  };
}
