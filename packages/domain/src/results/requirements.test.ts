import { describe, expect, it } from 'vitest';
import { analysis } from './fixtures';
import { coverageSummary, isCategoryKey, requirementMatrix } from './requirements';
import type { RequirementCoverage } from './types';

function requirement(
  id: string,
  critère: string,
  statut: RequirementCoverage['statut'],
): RequirementCoverage {
  return {
    id,
    critère,
    sous_critère: 'Moyens humains',
    exigence: `Exigence ${id}`,
    source: 'CCTP.pdf, p. 2',
    statut,
    réponse: '',
    preuves: [],
  };
}

describe('requirement matrix', () => {
  it('puts every company side by side on the same requirement, in the first company order', () => {
    const a = analysis('Alpha', '80/100', {
      Exigences: [requirement('T-1', 'Technique', 'couvert'), requirement('T-2', 'Technique', 'partiel')],
    });
    const b = analysis('Beta', '60/100', {
      Exigences: [requirement('T-2', 'Technique', 'non couvert'), requirement('T-3', 'Technique', 'couvert')],
    });
    const matrix = requirementMatrix([a, b]);
    expect(matrix.companies).toEqual(['Alpha', 'Beta']);
    expect(matrix.rows.map((r) => r.id)).toEqual(['T-1', 'T-2', 'T-3']);
    expect(matrix.rows[1]!.cells.map((c) => c?.statut)).toEqual(['partiel', 'non couvert']);
    expect(matrix.rows[0]!.cells[1]).toBeNull();
  });

  it('keeps only the requirements of the asked category, numbered twins included', () => {
    const a = analysis('Alpha', '80/100', {
      Exigences: [
        requirement('T-1', 'Technique', 'couvert'),
        requirement('T2-1', 'Technique (2)', 'couvert'),
        requirement('M-1', 'Méthodologie', 'partiel'),
      ],
    });
    expect(requirementMatrix([a], isCategoryKey('Technique')).rows.map((r) => r.id)).toEqual(['T-1', 'T2-1']);
    expect(requirementMatrix([a], isCategoryKey('Méthodologie')).rows.map((r) => r.id)).toEqual(['M-1']);
  });

  it('is empty for analyses made before requirements existed', () => {
    expect(requirementMatrix([analysis('Alpha', '80/100')]).rows).toEqual([]);
  });
});

describe('coverage summary', () => {
  it('counts covered, partly and not covered requirements with the mémoire specificity', () => {
    const a = analysis('Alpha', '80/100', {
      Exigences: [
        requirement('T-1', 'Technique', 'couvert'),
        requirement('T-2', 'Technique', 'partiel'),
        requirement('T-3', 'Technique', 'non couvert'),
        requirement('T-4', 'Technique', 'couvert'),
      ],
      Spécificité: { part_spécifique: 35, mémoire_générique: true, détail: '', passages_génériques: [] },
    });
    expect(coverageSummary(a)).toEqual({
      compagnie: 'Alpha',
      exigences: 4,
      couvert: 2,
      partiel: 1,
      non_couvert: 1,
      part_spécifique: 35,
      mémoire_générique: true,
    });
    expect(coverageSummary(analysis('Beta', '1/100'))).toMatchObject({ exigences: 0, part_spécifique: null });
  });
});
