import type { FormulaVariable } from '../criteria/criteria';
import { foldAccents } from '../shared/text';

/**
 * What a variable of a price formula stands for: the price examined, the lowest, the highest and
 * the mean of the offers, the buyer's estimate, or the weight (the maximum note).
 */
export type PriceRole = 'P' | 'Pmin' | 'Pmax' | 'Pmoy' | 'E' | 'N';

export const PRICE_ROLES: readonly PriceRole[] = ['P', 'Pmin', 'Pmax', 'Pmoy', 'E', 'N'];

/** The usual names tenders give each role. */
export const ROLE_NAMES: Readonly<Record<PriceRole, readonly string[]>> = {
  P: ['P', 'Po', 'Pc', 'Pi', 'Pn', 'Prix', 'Offre'],
  Pmin: ['Pmin', 'Pmini', 'Pm', 'Pb', 'Pmd', 'Prix_min', 'Pmoinsdisant'],
  Pmax: ['Pmax', 'Pmaxi', 'Prix_max'],
  Pmoy: ['Pmoy', 'Pmoyen', 'Pmoyenne', 'Prix_moyen'],
  E: ['E', 'Pe', 'Pest', 'Estimation'],
  N: ['N', 'Nmax', 'Note_max', 'Pondération', 'Ponderation'],
};

/** French labels of the roles, as the evaluator confirms them. */
export const ROLE_LABELS: Readonly<Record<PriceRole, string>> = {
  P: 'prix de l’offre examinée',
  Pmin: 'prix le plus bas des offres',
  Pmax: 'prix le plus élevé des offres',
  Pmoy: 'moyenne des prix des offres',
  E: 'estimation de l’acheteur',
  N: 'note maximale (pondération)',
};

/** Words of a description that name a role, most specific first (the price examined comes last). */
const DESCRIPTION_CUES: readonly [PriceRole, RegExp][] = [
  ['Pmin', /moins[\s-]disant|plus bas|moins cher|minimum|minimal|\bmin\b/],
  ['Pmax', /plus eleve|plus haut|plus cher|maximum de[s]? (prix|offre)|prix maximal|\bmax\b/],
  ['Pmoy', /moyen/],
  ['E', /estimation|estime|estimatif|acheteur|pouvoir adjudicateur|administration/],
  ['N', /note maxi|ponderation|points|bareme/],
  ['P', /offre|prix|candidat|soumissionnaire/],
];

function roleOfName(name: string): PriceRole | null {
  return PRICE_ROLES.find((role) => ROLE_NAMES[role].includes(name)) ?? null;
}

function roleOfDescription(description: string): PriceRole | null {
  const text = foldAccents(description);
  return DESCRIPTION_CUES.find(([, cue]) => cue.test(text))?.[0] ?? null;
}

/**
 * The role of a variable: read from its description when the description names one (the RC's own
 * words decide), else from its usual name; null when neither tells.
 */
export function priceRoleOf(variable: FormulaVariable): PriceRole | null {
  return roleOfDescription(variable.description) ?? roleOfName(variable.name);
}
