import Decimal from 'decimal.js';
import type { CriterionName } from '../criteria/names';
import { formatDecimalFr } from '../money/format';
import { criterionNameOfKey } from '../ponderation/keys';
import { assertNever } from '../shared/assertNever';
import { subIdentity, topLevelIdentity } from '../ponderation/toCriteria';
import type { Ponderation, PonderationCriterion } from '../ponderation/types';
import { GLOBAL_CATEGORY, matrixColumns, NOT_AVAILABLE } from './matrix';
import { noteFraction, noteRatio } from './notes';
import type { CategoryEvaluation, CompanyAnalysis } from './types';

/**
 * The categories of the detailed analysis pages (SPEC.md §2): every criterion and sub-criterion is shown
 * on exactly one of them.
 */
export type DetailCategory =
  | 'Technique'
  | 'Financier'
  | 'Administratif'
  | 'Méthodologie'
  | 'Expérience'
  | 'Délais'
  | 'Environnement'
  | 'Sécurité';

/** The detailed page a criterion of this name is shown on. */
export function detailCategoryOf(name: CriterionName): DetailCategory {
  switch (name) {
    case 'Technique':
    case 'Qualité':
      return 'Technique';
    case 'Financier':
      return 'Financier';
    case 'Administratif':
      return 'Administratif';
    case 'Méthodologie':
      return 'Méthodologie';
    case 'Expérience':
    case 'Références':
      return 'Expérience';
    case 'Délais':
      return 'Délais';
    case 'Environnement':
      return 'Environnement';
    case 'Sécurité':
      return 'Sécurité';
    default:
      return assertNever(name);
  }
}

/** A confirmed criterion or sub-criterion as the results show it. */
export interface ResultCriterion {
  /** Its key in the ponderation's `Critères` (or its parent's `Sous-critères`). */
  key: string;
  /** The tender's wording, else its name. */
  label: string;
  name: CriterionName;
  /** The RC's weight in points; null when the RC states none. */
  weight: number | null;
  category: DetailCategory;
  subCriteria: ResultCriterion[];
}

function weightOf(entry: PonderationCriterion): number | null {
  const weight = entry['Pondération'];
  return typeof weight === 'number' && Number.isFinite(weight) ? weight : null;
}

function resultCriterion(
  key: string,
  entry: PonderationCriterion,
  identity: { name: CriterionName; label: string },
): ResultCriterion {
  return {
    key,
    label: identity.label.trim() || identity.name,
    name: identity.name,
    weight: weightOf(entry),
    category: detailCategoryOf(identity.name),
    subCriteria: Object.entries(entry['Sous-critères'] ?? {}).map(([subKey, sub]) =>
      resultCriterion(subKey, sub, subIdentity(subKey, sub, identity.name)),
    ),
  };
}

/**
 * The criteria the results are shaped by: the confirmed ones (the RC's top level, else its first lot's),
 * with their labels and weights. Without a ponderation, one criterion per category that has a note,
 * without weight.
 */
export function resultCriteria(
  ponderation: Ponderation | null | undefined,
  analyses: readonly CompanyAnalysis[],
): ResultCriterion[] {
  const top = ponderation
    ? Object.keys(ponderation['Critères']).length > 0
      ? ponderation['Critères']
      : (ponderation.Lots?.[0]?.['Critères'] ?? {})
    : null;
  if (top)
    return Object.entries(top).map(([key, entry]) =>
      resultCriterion(key, entry, topLevelIdentity(key, entry)),
    );
  return matrixColumns(analyses)
    .filter((column) => column !== GLOBAL_CATEGORY)
    .flatMap((column) => {
      const name = criterionNameOfKey(column);
      return name === null
        ? []
        : [
            {
              key: column,
              label: column,
              name,
              weight: null,
              category: detailCategoryOf(name),
              subCriteria: [],
            },
          ];
    });
}

/** The detailed categories that have at least one criterion or sub-criterion. */
export function detailCategoriesOf(criteria: readonly ResultCriterion[]): Set<DetailCategory> {
  const found = new Set<DetailCategory>();
  const visit = (list: readonly ResultCriterion[]) => {
    for (const criterion of list) {
      found.add(criterion.category);
      visit(criterion.subCriteria);
    }
  };
  visit(criteria);
  return found;
}

/** The criteria and sub-criteria shown on one detailed page, each with its parent's label when nested. */
export function criteriaOfCategory(
  criteria: readonly ResultCriterion[],
  category: DetailCategory,
): { criterion: ResultCriterion; parent: ResultCriterion | null }[] {
  return criteria.flatMap((criterion) => [
    ...(criterion.category === category ? [{ criterion, parent: null }] : []),
    ...criterion.subCriteria
      .filter((sub) => sub.category === category)
      .map((sub) => ({ criterion: sub, parent: criterion })),
  ]);
}

/** A criterion's weight as the RC gives it ('40 pts', '12,5 pts'), or that the RC states none. */
export function weightLabel(weight: number | null): string {
  return weight === null ? 'pondération non précisée' : `${formatDecimalFr(new Decimal(weight), 2)} pts`;
}

/** A note on its criterion's scale: value out of the weight (or of the note's own maximum). */
export interface CriterionNote {
  value: Decimal | null;
  outOf: Decimal | null;
  /** 'x/40' in French ('18,6/40'), or 'N/A'. */
  text: string;
  detail: string;
  evaluation: CategoryEvaluation | null;
}

/** A note 'x/y' (dot or comma) written in French: '74,45/100'; other text as is. */
export function formatNoteFr(note: string): string {
  const fraction = noteFraction(note);
  return fraction === null
    ? note
    : `${formatDecimalFr(fraction.value, 2)}/${formatDecimalFr(fraction.outOf, 2)}`;
}

function scaled(evaluation: CategoryEvaluation | undefined, weight: number | null): CriterionNote | null {
  if (!evaluation) return null;
  const fraction = noteFraction(evaluation.note);
  if (fraction === null) return null;
  const outOf = weight === null ? fraction.outOf : new Decimal(weight);
  const value = weight === null ? fraction.value : fraction.value.dividedBy(fraction.outOf).times(weight);
  return {
    value,
    outOf,
    text: `${formatDecimalFr(value, 2)}/${formatDecimalFr(outOf, 2)}`,
    detail: evaluation['détail'],
    evaluation,
  };
}

function categoryEvaluation(analysis: CompanyAnalysis, name: CriterionName): CategoryEvaluation | undefined {
  const section: unknown = (analysis as unknown as Record<string, unknown>)[name];
  if (typeof section !== 'object' || section === null) return undefined;
  const { note, détail } = section as { note?: unknown; détail?: unknown };
  return typeof note === 'string'
    ? { ...(section as CategoryEvaluation), détail: typeof détail === 'string' ? détail : '' }
    : undefined;
}

function missing(detail: string): CriterionNote {
  return { value: null, outOf: null, text: NOT_AVAILABLE, detail, evaluation: null };
}

/**
 * A top-level criterion's note on its own scale: its own evaluation when phase 2 scored it, else the sum
 * of its sub-criteria's, else its category's note brought to its weight.
 */
export function criterionNote(analysis: CompanyAnalysis, criterion: ResultCriterion): CriterionNote {
  const own = analysis['Critères']?.[criterion.key];
  const direct = scaled(own, criterion.weight);
  if (direct) return direct;
  const subs = criterion.subCriteria.map((sub) => subCriterionNote(analysis, criterion, sub));
  if (subs.length > 0 && subs.every((sub) => sub.value !== null) && criterion.weight !== null) {
    const value = subs.reduce((sum, sub) => sum.plus(sub.value ?? 0), new Decimal(0));
    const outOf = new Decimal(criterion.weight);
    return {
      value,
      outOf,
      text: `${formatDecimalFr(value, 2)}/${formatDecimalFr(outOf, 2)}`,
      detail: subs.map((sub, i) => `${criterion.subCriteria[i]?.label ?? ''} : ${sub.text}`).join(' ; '),
      evaluation: null,
    };
  }
  return (
    scaled(categoryEvaluation(analysis, criterion.name), criterion.weight) ?? missing('Détail non disponible')
  );
}

/**
 * A sub-criterion's note on its own scale, from its own evaluation. Without one it was noted with its
 * criterion, and the detail says so (never "absent du règlement").
 */
export function subCriterionNote(
  analysis: CompanyAnalysis,
  parent: ResultCriterion,
  sub: ResultCriterion,
): CriterionNote {
  const own = analysis['Critères']?.[parent.key]?.['Sous-critères']?.[sub.key];
  return scaled(own, sub.weight) ?? missing(`Noté avec le critère « ${parent.label} ».`);
}

/** The overall note 'x/100' in French, 'N/A' when unreadable. */
export function overallNoteText(analysis: CompanyAnalysis): string {
  const ratio = noteRatio(analysis.Evaluation_globale?.note);
  return ratio === null ? NOT_AVAILABLE : formatNoteFr(analysis.Evaluation_globale.note);
}
