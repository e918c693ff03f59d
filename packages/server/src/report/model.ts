import type Decimal from 'decimal.js';
import type { CompanyAnalysis, FinancialOffer, Ponderation, ResultCriterion } from '@mieux-disant/domain';
import {
  bestCompany,
  bestOffer,
  completenessMessage,
  criterionNote,
  formatDateFr,
  matchPriceLines,
  noteRatio,
  offerTotal,
  parseAmount,
  rankCompanies,
  resultCriteria,
  subCriterionNote,
} from '@mieux-disant/domain';

/** A note column: a confirmed criterion or one of its sub-criteria, on its own weight. */
export interface NoteColumn {
  label: string;
  /** The parent criterion's label for a sub-criterion, else null. */
  parent: string | null;
  weight: number | null;
}

/** One company's line of the report: numbers stay numbers, each format writes them its own way. */
export interface CompanyReport {
  rang: number;
  compagnie: string;
  /** Overall note on 100; null when unreadable. */
  overall: Decimal | null;
  completeness: string;
  globalPrice: Decimal | null;
  /** One note per `ReportModel.columns` entry, on that column's weight; null for 'N/A'. */
  notes: (Decimal | null)[];
  /** The note texts ('37,2/40', 'N/A'), same order. */
  noteTexts: string[];
  documents: { name: string; present: boolean; detail: string }[];
}

/** What both report formats print, computed once from the stored results with the domain's rules. */
export interface ReportModel {
  title: string;
  /** ISO instant of generation. */
  generatedOn: string;
  best: string | null;
  criteria: ResultCriterion[];
  columns: NoteColumn[];
  companies: CompanyReport[];
  /** The ranked analyses as stored, for a sheet or section that needs more than the above. */
  analyses: CompanyAnalysis[];
  financial: {
    offers: string[];
    best: { name: string; cheaperThanAveragePercent: string } | null;
    lines: {
      priceNumber: string;
      description: string;
      unit: string;
      quantity: Decimal | null;
      unitPrices: (Decimal | null)[];
    }[];
  };
}

export interface ReportInput {
  title: string;
  /** The confirmed criteria; null when the tender has none (one column per category then). */
  ponderation: Ponderation | null;
  analyses: readonly CompanyAnalysis[];
  offers: readonly FinancialOffer[];
  /** ISO date of generation (passed in: no clock read here). */
  now: string;
}

function columnsOf(criteria: readonly ResultCriterion[]): NoteColumn[] {
  return criteria.flatMap((criterion) => [
    { label: criterion.label, parent: null, weight: criterion.weight },
    ...criterion.subCriteria.map((sub) => ({
      label: sub.label,
      parent: criterion.label,
      weight: sub.weight,
    })),
  ]);
}

function notesOf(analysis: CompanyAnalysis, criteria: readonly ResultCriterion[]) {
  return criteria.flatMap((criterion) => [
    criterionNote(analysis, criterion),
    ...criterion.subCriteria.map((sub) => subCriterionNote(analysis, criterion, sub)),
  ]);
}

export function reportModel({ title, ponderation, analyses, offers, now }: ReportInput): ReportModel {
  const ranked = rankCompanies(analyses);
  const criteria = resultCriteria(ponderation, ranked);
  const best = bestCompany(ranked);
  const cheapest = bestOffer(offers);
  return {
    title,
    generatedOn: now,
    best: best?.compagnie ?? null,
    criteria,
    columns: columnsOf(criteria),
    analyses: ranked,
    companies: ranked.map((a, i) => {
      const notes = notesOf(a, criteria);
      const offer = offers.find((o) => o.name === a.compagnie);
      return {
        rang: a.rang ?? i + 1,
        compagnie: a.compagnie,
        overall: noteRatio(a.Evaluation_globale?.note)?.times(100) ?? null,
        completeness: completenessMessage(a),
        globalPrice: offer ? offerTotal(offer) : null,
        notes: notes.map((n) => n.value),
        noteTexts: notes.map((n) => n.text),
        documents: Object.entries(a.Administratif?.documents ?? {}).map(([name, d]) => ({
          name,
          present: d['présent'],
          detail: d['détail'],
        })),
      };
    }),
    financial: {
      offers: offers.map((o) => o.name),
      best: cheapest
        ? { name: cheapest.offer.name, cheaperThanAveragePercent: cheapest.cheaperThanAveragePercent }
        : null,
      lines: matchPriceLines(offers).map((l) => ({
        priceNumber: l.priceNumber,
        description: l.description,
        unit: l.unit,
        quantity: parseAmount(l.quantity),
        unitPrices: l.unitPrices.map((p) => parseAmount(p)),
      })),
    },
  };
}

/** Characters a file name cannot hold on Windows, macOS or Linux. */
const UNSAFE = /[\\/:*?"<>|]+|\p{Cc}+/gu;

/** '<prefix> - <titre> - <AAAA-MM-JJ>.<extension>', the day as Paris reads it. */
export function reportFileName(
  title: string,
  now: string,
  extension: 'pdf' | 'xlsx' | 'docx',
  prefix = 'Analyse',
): string {
  const [day, month, year] = formatDateFr(now).split('/');
  const safe = title.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim().slice(0, 120) || 'Sans titre';
  return `${prefix} - ${safe} - ${year}-${month}-${day}.${extension}`;
}

/** A Content-Disposition header for any file name: an ASCII fallback and the exact UTF-8 name (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
