import type { CompanyAnalysis, CoverageStatus, RequirementCoverage } from './types';

/** How a coverage status reads in the matrix and the export. */
export const COVERAGE_LABELS: Record<CoverageStatus, string> = {
  couvert: 'Couvert',
  partiel: 'Partiellement couvert',
  'non couvert': 'Non couvert',
};

export interface RequirementRow {
  id: string;
  critère: string;
  sous_critère: string;
  exigence: string;
  source: string;
  /** One cell per company, in the order of `companies`; null when the company was not assessed on it. */
  cells: (RequirementCoverage | null)[];
}

export interface RequirementMatrix {
  companies: string[];
  rows: RequirementRow[];
}

/**
 * All companies side by side, requirement by requirement, for the criteria whose key satisfies
 * `criterion` (every criterion when omitted). Rows keep the order of the first company that has them.
 */
export function requirementMatrix(
  analyses: readonly CompanyAnalysis[],
  criterion: (key: string) => boolean = () => true,
): RequirementMatrix {
  const rows = new Map<string, RequirementRow>();
  analyses.forEach((analysis, index) => {
    for (const requirement of analysis.Exigences ?? []) {
      if (!criterion(requirement['critère'])) continue;
      let row = rows.get(requirement.id);
      if (!row) {
        const { id, critère, sous_critère, exigence, source } = requirement;
        row = { id, critère, sous_critère, exigence, source, cells: analyses.map(() => null) };
        rows.set(id, row);
      }
      row.cells[index] = requirement;
    }
  });
  return { companies: analyses.map((a) => a.compagnie), rows: [...rows.values()] };
}

/** Requirements of one category: the key itself or its numbered twins ("Technique (2)"). */
export function isCategoryKey(category: string): (key: string) => boolean {
  return (key) => key === category || key.startsWith(`${category} (`);
}

export interface CoverageSummary {
  compagnie: string;
  exigences: number;
  couvert: number;
  partiel: number;
  non_couvert: number;
  /** Share of the mémoire specific to the tender (percent), null when not measured. */
  part_spécifique: number | null;
  mémoire_générique: boolean;
}

/** A company's requirement coverage in counts, with its mémoire's specificity. */
export function coverageSummary(analysis: CompanyAnalysis): CoverageSummary {
  const requirements = analysis.Exigences ?? [];
  const count = (statut: CoverageStatus) => requirements.filter((r) => r.statut === statut).length;
  return {
    compagnie: analysis.compagnie,
    exigences: requirements.length,
    couvert: count('couvert'),
    partiel: count('partiel'),
    non_couvert: count('non couvert'),
    part_spécifique: analysis['Spécificité']?.['part_spécifique'] ?? null,
    mémoire_générique: analysis['Spécificité']?.['mémoire_générique'] ?? false,
  };
}
