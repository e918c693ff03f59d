/** The pages of the detailed analysis, in the side navigation's order, with SPEC.md §2's paths and labels. */
export const DETAILED_PAGES = [
  { key: 'technical', path: '/analysis/detailed/technical', label: 'Analyse Technique' },
  { key: 'financial', path: '/analysis/detailed/financial', label: 'Analyse Financière' },
  { key: 'administrative', path: '/analysis/detailed/administrative', label: 'Analyse Administrative' },
  { key: 'methodology', path: '/analysis/detailed/methodology', label: 'Méthodologie' },
  { key: 'experience', path: '/analysis/detailed/experience', label: 'Expérience' },
  { key: 'planning', path: '/analysis/detailed/planning', label: 'Planning' },
  { key: 'environment', path: '/analysis/detailed/environment', label: 'environnement' },
  { key: 'security', path: '/analysis/detailed/security', label: 'sécurité' },
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
