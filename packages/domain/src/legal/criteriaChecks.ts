import type { CriterionName } from '../criteria/names';
import { weightSum } from '../criteria/criteria';
import { criterionNameOfKey } from '../ponderation/keys';
import type { Ponderation, PonderationCriterion } from '../ponderation/types';
import { foldAccents } from '../shared/text';

/** 'bloquant': a judge would strike the procedure; 'alerte': a risk the evaluator must look at. */
export type CheckSeverity = 'bloquant' | 'alerte';

export type CriteriaCheckCode =
  | 'SUM_NOT_100'
  | 'SUBCRITERIA_NOT_SUMMING'
  | 'NO_PRICE_CRITERION'
  | 'NO_ENVIRONMENTAL_CRITERION'
  | 'PRICE_ONLY'
  | 'CANDIDATE_CAPACITY_AS_AWARD_CRITERION'
  | 'SUBCRITERIA_WEIGHTS_UNDISCLOSED';

/** One finding, as `mieux-disant criteria --json` prints it under "Contrôles". */
export interface CriteriaCheck {
  code: CriteriaCheckCode;
  message: string;
  gravité: CheckSeverity;
}

export interface LegalContext {
  /** YYYY-MM-DD: when the consultation was launched; null when unknown. */
  launchDate: string | null;
  /** Defence and security contracts are outside the environmental-criterion rule. */
  defenceOrSecurity?: boolean;
}

/** Loi n° 2021-1104 art. 35: from this day an award criterion must weigh the environment. */
export const ENVIRONMENTAL_CRITERION_FROM = '2026-08-22';

interface Named {
  key: string;
  name: CriterionName | null;
  criterion: PonderationCriterion;
}

function named(criteria: Record<string, PonderationCriterion>): Named[] {
  return Object.entries(criteria).map(([key, criterion]) => ({
    key,
    criterion,
    name: criterionNameOfKey(key),
  }));
}

function labelOf(entry: Named): string {
  return entry.criterion.Libellé?.trim() || entry.key;
}

function subsOf(entry: Named): Named[] {
  return Object.entries(entry.criterion['Sous-critères'] ?? {}).map(([key, criterion]) => ({
    key,
    criterion,
    name: (criterion.Nom as CriterionName | undefined) ?? criterionNameOfKey(key) ?? entry.name,
  }));
}

function isAbout(entry: Named, name: CriterionName): boolean {
  return entry.name === name || subsOf(entry).some((sub) => sub.name === name);
}

const SUM_RULE = 'La somme des pondérations des critères';

function sumCheck(entries: Named[], where: string): CriteriaCheck[] {
  const total = weightSum(entries.map((e) => e.criterion.Pondération ?? 0));
  if (total === 100) return [];
  return [
    {
      code: 'SUM_NOT_100',
      gravité: 'bloquant',
      message: `${where}${SUM_RULE} est de ${total} : elle doit être égale à 100.`,
    },
  ];
}

/**
 * Sub-criteria weights: stated for none of them is an undisclosed weighting; stated, they must add
 * up to the parent's weight, or to 100 when the RC writes them as shares of the parent.
 */
function subCriteriaChecks(entry: Named, where: string): CriteriaCheck[] {
  const subs = subsOf(entry);
  if (subs.length === 0) return [];
  const label = labelOf(entry);
  if (subs.every((sub) => sub.criterion.Pondération === undefined)) {
    return [
      {
        code: 'SUBCRITERIA_WEIGHTS_UNDISCLOSED',
        gravité: 'alerte',
        message: `${where}Les sous-critères de « ${label} » n'ont pas de pondération dans le règlement de consultation : s'ils servent à noter les offres, leur pondération doit avoir été portée à la connaissance des candidats.`,
      },
    ];
  }
  const total = weightSum(subs.map((sub) => sub.criterion.Pondération ?? 0));
  const weight = entry.criterion.Pondération;
  if (total === weight || total === 100) return [];
  return [
    {
      code: 'SUBCRITERIA_NOT_SUMMING',
      gravité: 'bloquant',
      message: `${where}La somme des pondérations des sous-critères de « ${label} » est de ${total} : elle doit être égale à ${weight ?? 100}.`,
    },
  ];
}

const PRICE_RULE =
  "l'article L2152-7 du code de la commande publique impose que le prix ou le coût figure parmi les critères d'attribution";

function priceChecks(entries: Named[], where: string): CriteriaCheck[] {
  if (entries.some((e) => isAbout(e, 'Financier'))) return [];
  return [
    {
      code: 'NO_PRICE_CRITERION',
      gravité: 'bloquant',
      message: `${where}Aucun critère ne porte sur le prix ou le coût : ${PRICE_RULE}.`,
    },
  ];
}

const ENVIRONMENT_WORDING = /environnement|ecolog|developpement durable|carbone|cycle de vie|dechets|energ/;

function weighsEnvironment(entry: Named): boolean {
  if (isAbout(entry, 'Environnement')) return true;
  const wording = [entry, ...subsOf(entry)].map((e) => foldAccents(`${labelOf(e)} ${e.criterion.Détails}`));
  return wording.some((text) => ENVIRONMENT_WORDING.test(text));
}

const REFORM = "l'article L2152-7 modifié par l'article 35 de la loi n° 2021-1104 du 22 août 2021";

/** The rules of the climate and resilience law, for consultations launched from 22 August 2026. */
function environmentChecks(entries: Named[], where: string): CriteriaCheck[] {
  const checks: CriteriaCheck[] = [];
  if (!entries.some(weighsEnvironment)) {
    checks.push({
      code: 'NO_ENVIRONMENTAL_CRITERION',
      gravité: 'bloquant',
      message: `${where}Aucun critère d'attribution ne prend en compte les caractéristiques environnementales de l'offre : c'est obligatoire pour les consultations lancées à partir du 22 août 2026 (${REFORM}), hors marchés de défense ou de sécurité.`,
    });
  }
  const only = entries.length === 1 ? entries[0] : undefined;
  if (only && only.name === 'Financier' && !/cycle de vie/.test(foldAccents(labelOf(only)))) {
    checks.push({
      code: 'PRICE_ONLY',
      gravité: 'bloquant',
      message: `${where}Le prix est le seul critère d'attribution : un critère unique du prix n'est plus possible pour les consultations lancées à partir du 22 août 2026 (${REFORM}).`,
    });
  }
  return checks;
}

// The company's own capacities (selection of candidates), as opposed to the staff assigned to the
// contract, which R2152-7 2° b allows as an award criterion.
const CAPACITY =
  /chiffre d.affaires|references? (?:de l.entreprise|du candidat|de la societe|du soumissionnaire|similaires|generales)|experience (?:de l.entreprise|du candidat|de la societe|generale|du soumissionnaire)|anciennete de l.entreprise|capacites? (?:economiques?|financieres?|professionnelles?) (?:de l.entreprise|du candidat)/;
const STAFF = /personnel|equipe|intervenants?|affecte|encadrement|chef de projet|consultants?/;

function isCandidateCapacity(entry: Named): boolean {
  const label = foldAccents(labelOf(entry));
  if (STAFF.test(label)) return false;
  return entry.name === 'Références' || CAPACITY.test(label);
}

function capacityChecks(entries: Named[], where: string): CriteriaCheck[] {
  return entries
    .flatMap((e) => [e, ...subsOf(e)])
    .filter(isCandidateCapacity)
    .map((e) => ({
      code: 'CANDIDATE_CAPACITY_AS_AWARD_CRITERION' as const,
      gravité: 'alerte' as const,
      message: `${where}Le critère « ${labelOf(e)} » porte sur les capacités de l'entreprise (références, chiffre d'affaires, expérience générale) : elles relèvent de la sélection des candidatures, pas de l'attribution. Seules la qualification et l'expérience du personnel affecté au marché peuvent être un critère d'attribution (article R2152-7, 2° b).`,
    }));
}

/** Whether the environmental-criterion rule applies: launched on or after 22 August 2026, not defence. */
export function environmentalRuleApplies(context: LegalContext): boolean {
  if (context.defenceOrSecurity) return false;
  return context.launchDate !== null && context.launchDate >= ENVIRONMENTAL_CRITERION_FROM;
}

function checksOf(criteria: Record<string, PonderationCriterion>, where: string, context: LegalContext) {
  const entries = named(criteria);
  return [
    ...sumCheck(entries, where),
    ...entries.flatMap((e) => subCriteriaChecks(e, where)),
    ...priceChecks(entries, where),
    ...(environmentalRuleApplies(context) ? environmentChecks(entries, where) : []),
    ...capacityChecks(entries, where),
  ];
}

/**
 * The legal checks of a tender's award criteria (and of each lot's when they differ by lot). Pure:
 * the launch date is passed in, never read from a clock.
 */
export function checkCriteriaLegality(ponderation: Ponderation, context: LegalContext): CriteriaCheck[] {
  const lots = ponderation.Lots ?? [];
  if (lots.length === 0) return checksOf(ponderation.Critères, '', context);
  return lots.flatMap((lot) => checksOf(lot.Critères, `Lot ${lot.Lot} : `, context));
}
