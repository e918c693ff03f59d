import type { Citation, RequirementCoverage } from '@mieux-disant/domain';
import type { PageText } from '../text';
import { normaliseQuote } from './passages';

/** « quoted text » (file, p. N): how every finding cites a document. */
const QUOTE = /«\s*(.+?)\s*»\s*\(([^()]+?), p\. (\d+)\)/g;

/** The pages a quote may cite, by file then page number, already normalised for comparison. */
export class PageIndex {
  private readonly pages = new Map<string, Map<number, string>>();

  constructor(pages: readonly PageText[]) {
    for (const page of pages) {
      const byPage = this.pages.get(page.file) ?? new Map<number, string>();
      byPage.set(page.page, normaliseQuote(page.text));
      this.pages.set(page.file, byPage);
    }
  }

  /** Whether the text is found verbatim (whitespace normalised) on that page of that file. */
  has(citation: Citation): boolean {
    const page = this.pages.get(citation.fichier)?.get(citation.page);
    if (page === undefined) return false;
    const text = normaliseQuote(citation.texte.replace(/…$/, ''));
    return text.length > 0 && page.includes(text);
  }
}

/** Every quote a text makes, as citations. */
export function quotesIn(text: string): Citation[] {
  return [...text.matchAll(QUOTE)].map((m) => ({ fichier: m[2]!, page: Number(m[3]), texte: m[1]! }));
}

export interface DroppedQuote {
  citation: Citation;
  /** Where it was: a point, a detail line, a requirement. */
  where: string;
}

/** Sink for the quotes a check drops; by default a warning on the process's standard error. */
export type QuoteLog = (company: string, dropped: readonly DroppedQuote[]) => void;

export const warnDroppedQuotes: QuoteLog = (company, dropped) => {
  for (const { citation, where } of dropped)
    console.warn(
      `Citation introuvable retirée (${company}, ${where}) : « ${citation.texte} » (${citation.fichier}, p. ${citation.page})`,
    );
};

/** The strings whose quotes are all found; the others go to `dropped`. */
function checkedLines(
  lines: readonly string[],
  index: PageIndex,
  where: string,
  dropped: DroppedQuote[],
): string[] {
  return lines.filter((line) => {
    const failing = quotesIn(line).filter((c) => !index.has(c));
    dropped.push(...failing.map((citation) => ({ citation, where })));
    return failing.length === 0;
  });
}

/** A requirement keeps only the evidence found on its page; without any left it is not covered. */
export function checkRequirement(
  requirement: RequirementCoverage,
  index: PageIndex,
  dropped: DroppedQuote[],
): RequirementCoverage {
  const preuves = requirement.preuves.filter((citation) => {
    if (index.has(citation)) return true;
    dropped.push({ citation, where: `exigence ${requirement.id}` });
    return false;
  });
  if (preuves.length === requirement.preuves.length) return requirement;
  return preuves.length > 0 || requirement.statut === 'non couvert'
    ? { ...requirement, preuves }
    : { ...requirement, preuves, statut: 'non couvert', réponse: '' };
}

function isCoverage(value: unknown): value is RequirementCoverage {
  return typeof value === 'object' && value !== null && 'preuves' in value && 'statut' in value;
}

/**
 * Any finding with every quote checked against its page: list items and detail lines whose quote is
 * not found verbatim are taken out, requirement evidence too (a requirement left without evidence is
 * not covered). What was taken out is added to `dropped`.
 */
export function checkQuotes<T>(value: T, index: PageIndex, dropped: DroppedQuote[], where = ''): T {
  if (isCoverage(value)) return checkRequirement(value, index, dropped) as T;
  if (Array.isArray(value)) {
    const items = value.every((v) => typeof v === 'string')
      ? checkedLines(value, index, where, dropped)
      : value;
    return items.map((v: unknown) => checkQuotes(v, index, dropped, where)) as T;
  }
  if (typeof value === 'string')
    return checkedLines(value.split('\n'), index, where, dropped).join('\n') as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, checkQuotes(v, index, dropped, where ? `${where}.${k}` : k)]),
  ) as T;
}

/** Every quote an analysis makes, wherever it is: for the checks and the tests that walk them. */
export function allQuotes(value: unknown): Citation[] {
  if (isCoverage(value)) return [...value.preuves];
  if (typeof value === 'string') return quotesIn(value);
  if (Array.isArray(value)) return value.flatMap(allQuotes);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(allQuotes);
  return [];
}
