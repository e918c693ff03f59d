/** The fixed list of criterion names (SPEC.md §5). */
export const CRITERION_NAMES = [
  'Technique',
  'Administratif',
  'Qualité',
  'Sécurité',
  'Environnement',
  'Financier',
  'Méthodologie',
  'Expérience',
  'Délais',
  'Références',
] as const;

export type CriterionName = (typeof CRITERION_NAMES)[number];

export function isCriterionName(name: string): name is CriterionName {
  return (CRITERION_NAMES as readonly string[]).includes(name);
}
