import { detailCategoriesOf } from '@mieux-disant/domain';
import type { DetailCategory, ResultCriterion } from '@mieux-disant/domain';

/**
 * The pages of the detailed analysis, in the side navigation's order, with SPEC.md §2's paths and labels
 * (menu entries capitalised).
 */
export const DETAILED_PAGES = [
  { key: 'technical', path: '/analysis/detailed/technical', label: 'Analyse Technique' },
  { key: 'financial', path: '/analysis/detailed/financial', label: 'Analyse Financière' },
  { key: 'administrative', path: '/analysis/detailed/administrative', label: 'Analyse Administrative' },
  { key: 'methodology', path: '/analysis/detailed/methodology', label: 'Méthodologie' },
  { key: 'experience', path: '/analysis/detailed/experience', label: 'Expérience' },
  { key: 'planning', path: '/analysis/detailed/planning', label: 'Planning' },
  { key: 'environment', path: '/analysis/detailed/environment', label: 'Environnement' },
  { key: 'security', path: '/analysis/detailed/security', label: 'Sécurité' },
] as const;

export type DetailedPageKey = (typeof DETAILED_PAGES)[number]['key'];

/** '/analysis/detailed/technical/{tenderId}' for a page, '/analysis/{tenderId}' for the results. */
export function detailedPath(key: DetailedPageKey, tenderId: string): string {
  const page = DETAILED_PAGES.find((candidate) => candidate.key === key);
  return `${page?.path ?? '/analysis'}/${tenderId}`;
}

export function resultsPath(tenderId: string): string {
  return `/analysis/${tenderId}`;
}

/** The page that shows each detailed category (a new category breaks the build until it has one). */
export const PAGE_OF_CATEGORY: Record<DetailCategory, DetailedPageKey> = {
  Technique: 'technical',
  Financier: 'financial',
  Administratif: 'administrative',
  Méthodologie: 'methodology',
  Expérience: 'experience',
  Délais: 'planning',
  Environnement: 'environment',
  Sécurité: 'security',
};

/** Pages shown whatever the criteria: the price comparison and the documents the RC asks for. */
const ALWAYS: readonly DetailedPageKey[] = ['financial', 'administrative'];

/**
 * The pages worth showing for these confirmed criteria: those of a category that has a criterion or
 * sub-criterion, plus the price and document pages. Every page when there are no criteria at all.
 */
export function pagesForCriteria(criteria: readonly ResultCriterion[]): DetailedPageKey[] {
  if (criteria.length === 0) return DETAILED_PAGES.map((page) => page.key);
  const shown = new Set<DetailedPageKey>([
    ...ALWAYS,
    ...[...detailCategoriesOf(criteria)].map((category) => PAGE_OF_CATEGORY[category]),
  ]);
  return DETAILED_PAGES.filter((page) => shown.has(page.key)).map((page) => page.key);
}
