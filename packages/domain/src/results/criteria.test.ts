import { describe, expect, it } from 'vitest';
import type { Ponderation, PonderationCriterion } from '../ponderation/types';
import {
  criteriaOfCategory,
  criterionNote,
  detailCategoriesOf,
  formatNoteFr,
  overallNoteText,
  resultCriteria,
  subCriterionNote,
  weightLabel,
} from './criteria';
import { analysis } from './fixtures';

const entry = (weight: number, extra: Partial<PonderationCriterion> = {}): PonderationCriterion => ({
  Détails: '',
  Pondération: weight,
  Évaluation: { Formule: { Expression: '', Variables: {} } },
  ...extra,
});

/** The issue's RC: Prix 40, Valeur technique 50 (Méthodologie 25, Qualité 15, Délais 10), Environnement 10. */
function issueRc(): Ponderation {
  return {
    Constantes: {},
    Résumé: '',
    Critères: {
      Financier: entry(40, { Libellé: 'Prix' }),
      Technique: entry(50, {
        Libellé: 'Valeur technique',
        'Sous-critères': {
          Méthodologie: entry(25, { Nom: 'Méthodologie' }),
          'Qualité des matériaux': entry(15, { Nom: 'Qualité' }),
          'Délais d’exécution': entry(10, { Nom: 'Délais' }),
        },
      }),
      Environnement: entry(10),
    },
  };
}

describe('resultCriteria', () => {
  it('keeps the confirmed labels, weights and sub-criteria in the RC order', () => {
    const criteria = resultCriteria(issueRc(), []);
    expect(criteria.map((c) => [c.label, c.weight, c.category])).toEqual([
      ['Prix', 40, 'Financier'],
      ['Valeur technique', 50, 'Technique'],
      ['Environnement', 10, 'Environnement'],
    ]);
    expect(criteria[1]?.subCriteria.map((s) => [s.label, s.weight, s.category])).toEqual([
      ['Méthodologie', 25, 'Méthodologie'],
      ['Qualité des matériaux', 15, 'Technique'],
      ['Délais d’exécution', 10, 'Délais'],
    ]);
  });

  it('gives a weight the RC does not state as null, never 0', () => {
    const p = issueRc();
    delete p['Critères'].Environnement?.['Pondération'];
    expect(resultCriteria(p, []).at(-1)?.weight).toBeNull();
  });

  it('reads the first lot when the criteria differ by lot', () => {
    const p: Ponderation = {
      Constantes: {},
      Résumé: '',
      Critères: {},
      Lots: [{ Lot: '1', Critères: { Financier: entry(100) } }],
    };
    expect(resultCriteria(p, []).map((c) => c.label)).toEqual(['Financier']);
  });

  it('falls back to the categories with a note when there is no ponderation', () => {
    expect(resultCriteria(null, [analysis('A', '70/100')]).map((c) => [c.name, c.weight])).toEqual([
      ['Technique', null],
      ['Financier', null],
      ['Méthodologie', null],
    ]);
  });
});

describe('detail categories', () => {
  it('maps every criterion and sub-criterion to one page and leaves the others out', () => {
    const criteria = resultCriteria(issueRc(), []);
    expect([...detailCategoriesOf(criteria)].sort()).toEqual(
      ['Délais', 'Environnement', 'Financier', 'Méthodologie', 'Technique'].sort(),
    );
    expect(
      criteriaOfCategory(criteria, 'Méthodologie').map((c) => [c.criterion.label, c.parent?.label]),
    ).toEqual([['Méthodologie', 'Valeur technique']]);
    expect(criteriaOfCategory(criteria, 'Technique').map((c) => c.criterion.label)).toEqual([
      'Valeur technique',
      'Qualité des matériaux',
    ]);
    expect(criteriaOfCategory(criteria, 'Sécurité')).toEqual([]);
  });
});

describe('criterionNote', () => {
  const [prix, technique] = resultCriteria(issueRc(), []);

  it('writes a price note of 18.6/20 on the RC scale of 40 with a decimal comma', () => {
    const a = analysis('A', '70/100', { Financier: { note: '18.6/20', détail: 'Prix' } });
    expect(criterionNote(a, prix!).text).toBe('37,2/40');
  });

  it("prefers the criterion's own evaluation, on any scale", () => {
    const a = analysis('A', '70/100', { Critères: { Financier: { note: '3/4', détail: 'Propre' } } });
    const note = criterionNote(a, prix!);
    expect([note.text, note.detail]).toEqual(['30/40', 'Propre']);
  });

  it('sums the sub-criteria notes when each has its own', () => {
    const a = analysis('A', '70/100', {
      Critères: {
        Technique: {
          note: '',
          détail: '',
          'Sous-critères': {
            Méthodologie: { note: '10/20', détail: '' },
            'Qualité des matériaux': { note: '20/20', détail: '' },
            'Délais d’exécution': { note: '15/20', détail: '' },
          },
        },
      },
    });
    expect(criterionNote(a, technique!).text).toBe('35/50');
    expect(technique!.subCriteria.map((s) => subCriterionNote(a, technique!, s).text)).toEqual([
      '12,5/25',
      '15/15',
      '7,5/10',
    ]);
  });

  it('says a sub-criterion without a note of its own was noted with its criterion', () => {
    const a = analysis('A', '70/100');
    const note = subCriterionNote(a, technique!, technique!.subCriteria[0]!);
    expect([note.text, note.detail]).toEqual(['N/A', 'Noté avec le critère « Valeur technique ».']);
    expect(criterionNote(a, technique!).text).toBe('35/50');
  });

  it("is N/A when the category's note is not a fraction", () => {
    const a = analysis('A', '70/100', { Technique: { note: 'N/A', détail: 'Critère absent' } });
    expect(criterionNote(a, technique!).text).toBe('N/A');
  });
});

describe('French notes', () => {
  it('writes decimal commas in both parts', () => {
    expect(formatNoteFr('74.45/100')).toBe('74,45/100');
    expect(formatNoteFr('N/A')).toBe('N/A');
    expect(overallNoteText(analysis('A', '72.5/100'))).toBe('72,5/100');
    expect(overallNoteText(analysis('A', 'rien'))).toBe('N/A');
  });
});

describe('weightLabel', () => {
  it('writes the RC weight in points, or that the RC states none', () => {
    expect(weightLabel(40)).toBe('40 pts');
    expect(weightLabel(12.5)).toBe('12,5 pts');
    expect(weightLabel(null)).toBe('pondération non précisée');
  });
});
