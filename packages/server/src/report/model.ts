import type { CompanyAnalysis, FinancialOffer } from '@mieux-disant/domain';
import {
  bestCompany,
  bestOffer,
  completenessMessage,
  formatEuro,
  matchPriceLines,
  matrixCell,
  matrixColumns,
  rankCompanies,
} from '@mieux-disant/domain';

/** What both report formats print, computed once from the stored results with the domain's rules. */
export interface ReportModel {
  title: string;
  generatedOn: string;
  best: string | null;
  ranking: { rang: number; compagnie: string; note: string; completeness: string }[];
  matrix: { columns: string[]; rows: { compagnie: string; cells: { note: string; detail: string }[] }[] };
  financial: {
    offers: { name: string; globalPrice: string }[];
    best: { name: string; cheaperThanAveragePercent: string } | null;
    lineHeader: string[];
    lines: string[][];
  };
}

export interface ReportInput {
  title: string;
  analyses: readonly CompanyAnalysis[];
  offers: readonly FinancialOffer[];
  /** ISO date of generation (passed in: no clock read here). */
  now: string;
}

export function reportModel({ title, analyses, offers, now }: ReportInput): ReportModel {
  const ranked = rankCompanies(analyses);
  const columns = matrixColumns(ranked);
  const best = bestCompany(ranked);
  const cheapest = bestOffer(offers);
  const lines = matchPriceLines(offers);
  return {
    title,
    generatedOn: now,
    best: best?.compagnie ?? null,
    ranking: ranked.map((a, i) => ({
      rang: a.rang ?? i + 1,
      compagnie: a.compagnie,
      note: a.Evaluation_globale.note,
      completeness: completenessMessage(a),
    })),
    matrix: {
      columns,
      rows: ranked.map((a) => ({ compagnie: a.compagnie, cells: columns.map((c) => matrixCell(a, c)) })),
    },
    financial: {
      offers: offers.map((o) => ({ name: o.name, globalPrice: formatEuro(o.global_price) })),
      best: cheapest
        ? { name: cheapest.offer.name, cheaperThanAveragePercent: cheapest.cheaperThanAveragePercent }
        : null,
      lineHeader: ['N° prix', 'Désignation', 'Unité', 'Quantité', ...offers.map((o) => `${o.name} (PU HT)`)],
      lines: lines.map((l) => [
        l.priceNumber,
        l.description,
        l.unit,
        l.quantity ?? '',
        ...l.unitPrices.map((p) => formatEuro(p)),
      ]),
    },
  };
}
