import { describe, expect, it } from 'vitest';
import { blankCriterion } from '../criteria/criteria';
import type { EditorCriterion } from '../criteria/criteria';
import { grenoblePonderation, ids } from './fixtures';
import { ponderationToCriteria } from './toCriteria';
import { criteriaToPonderation } from './toPonderation';
import type { Ponderation } from './types';

/** The editor's view without what the JSON does not hold (ids, the expanded flag). */
function content(criteria: readonly EditorCriterion[]): unknown[] {
  return criteria.map(({ id: _id, expanded: _expanded, subCriteria, ...rest }) => ({
    ...rest,
    subCriteria: content(subCriteria),
  }));
}

describe('ponderationToCriteria', () => {
  it('reads name, label, weight, formula, variables, text and sub-criteria', () => {
    const criteria = ponderationToCriteria(grenoblePonderation(), ids());
    expect(criteria.map((c) => [c.id, c.name, c.label, c.weight])).toEqual([
      ['c1', 'Financier', 'Prix des prestations', 40],
      ['c2', 'Technique', 'Performances techniques du système', 40],
      ['c5', 'Qualité', 'Qualité des services associés', 10],
      ['c6', 'Environnement', '', 0],
    ]);
    expect(criteria[0]).toMatchObject({
      formula: '40 * Pmin / P',
      variables: [
        { name: 'Pmin', description: 'Prix le plus bas' },
        { name: 'P', description: 'Prix du candidat' },
      ],
      text: 'Note sur 40.',
      expanded: false,
    });
    expect(criteria[1]?.subCriteria.map((s) => [s.id, s.name, s.label, s.weight, s.text])).toEqual([
      ['c3', 'Technique', 'Finesse de structuration laser', 20, 'Mesurée sur échantillon.'],
      ['c4', 'Technique', 'Performances du procédé de fabrication intégré', 20, ''],
    ]);
  });

  it('reads a free key as the wording and guesses its name', () => {
    const p: Ponderation = {
      Constantes: {},
      Résumé: '',
      Critères: {
        'Valeur technique': {
          Détails: '',
          Pondération: 60,
          Évaluation: { Formule: { Expression: '', Variables: {} } },
        },
      },
    };
    expect(ponderationToCriteria(p, ids())[0]).toMatchObject({
      name: 'Technique',
      label: 'Valeur technique',
    });
  });

  it('falls back to Technique for a key naming nothing of the list', () => {
    const p: Ponderation = {
      Constantes: {},
      Résumé: '',
      Critères: { 'Critère 3': { Détails: '', Évaluation: { Formule: { Expression: '', Variables: {} } } } },
    };
    expect(ponderationToCriteria(p, ids())[0]).toMatchObject({ name: 'Technique', label: 'Critère 3' });
  });

  it('tolerates an entry without Évaluation or Détails (model output)', () => {
    const p = {
      Constantes: {},
      Résumé: '',
      Critères: { Financier: { Pondération: 100 } },
    } as unknown as Ponderation;
    expect(ponderationToCriteria(p, ids())[0]).toMatchObject({
      formula: '',
      variables: [],
      text: '',
      weight: 100,
    });
  });

  it('reads a sub-criterion name from Nom when it differs from its parent', () => {
    const p = grenoblePonderation();
    const technique = p['Critères'].Technique!;
    technique['Sous-critères']!['Finesse de structuration laser']!.Nom = 'Qualité';
    expect(ponderationToCriteria(p, ids())[1]?.subCriteria[0]?.name).toBe('Qualité');
  });
});

describe('criteriaToPonderation', () => {
  it('gives back the same ponderation after an untouched round trip', () => {
    const base = grenoblePonderation();
    expect(criteriaToPonderation(ponderationToCriteria(base, ids()), base)).toEqual(grenoblePonderation());
  });

  it('gives back the same JSON text, key order included', () => {
    const base = grenoblePonderation();
    const saved = criteriaToPonderation(ponderationToCriteria(base, ids()), base);
    expect(JSON.stringify(saved)).toBe(JSON.stringify(grenoblePonderation()));
  });

  it('keeps an unstated weight absent while the editor shows 0', () => {
    const base = grenoblePonderation();
    const saved = criteriaToPonderation(ponderationToCriteria(base, ids()), base);
    expect(saved['Critères'].Environnement).not.toHaveProperty('Pondération');
  });

  it('writes a weight the evaluator sets on a criterion the tender left unstated', () => {
    const base = grenoblePonderation();
    const criteria = ponderationToCriteria(base, ids()).map((c) =>
      c.name === 'Environnement' ? { ...c, weight: 10 } : c,
    );
    expect(criteriaToPonderation(criteria, base)['Critères'].Environnement?.['Pondération']).toBe(10);
  });

  it('writes a weight of 0 for a new criterion', () => {
    const saved = criteriaToPonderation([blankCriterion('x')], grenoblePonderation());
    expect(saved['Critères']).toEqual({
      Technique: { Détails: '', Pondération: 0, Évaluation: { Formule: { Expression: '', Variables: {} } } },
    });
  });

  it('keeps Constantes, Résumé and Lots of the base', () => {
    const base = grenoblePonderation();
    const saved = criteriaToPonderation([], base);
    expect(saved.Constantes).toEqual(base.Constantes);
    expect(saved['Résumé']).toBe(base['Résumé']);
    expect(saved.Lots).toEqual(base.Lots);
    expect(saved['Critères']).toEqual({});
  });

  it('gives two criteria of the same name unique keys that read back to the same name', () => {
    const criteria = [
      { ...blankCriterion('a'), name: 'Technique' as const, weight: 30 },
      { ...blankCriterion('b'), name: 'Technique' as const, weight: 70, label: 'Valeur technique' },
    ];
    const saved = criteriaToPonderation(criteria, { Constantes: {}, Résumé: '', Critères: {} });
    expect(Object.keys(saved['Critères'])).toEqual(['Technique', 'Technique (2)']);
    expect(content(ponderationToCriteria(saved, ids()))).toEqual(content(criteria));
  });

  it('loses nothing of the editor through JSON and back (but ids and the expanded flag)', () => {
    const criteria: EditorCriterion[] = [
      {
        ...blankCriterion('a'),
        name: 'Financier',
        label: 'Prix',
        weight: 40,
        formula: '40 * Pmin / P',
        variables: [
          { name: 'Pmin', description: 'Prix le plus bas' },
          { name: 'P', description: 'Prix' },
        ],
        text: 'Détails du prix',
      },
      {
        ...blankCriterion('b'),
        name: 'Technique',
        weight: 60,
        subCriteria: [
          { ...blankCriterion('b1'), name: 'Technique', label: 'Méthode', weight: 30 },
          { ...blankCriterion('b2'), name: 'Qualité', label: 'Méthode', weight: 20 },
          { ...blankCriterion('b3'), name: 'Délais', label: '', weight: 10, text: 'Planning' },
        ],
      },
    ];
    const saved = criteriaToPonderation(criteria, { Constantes: {}, Résumé: '', Critères: {} });
    expect(Object.keys(saved['Critères'].Technique?.['Sous-critères'] ?? {})).toEqual([
      'Méthode',
      'Méthode (2)',
      'Délais',
    ]);
    expect(content(ponderationToCriteria(saved, ids()))).toEqual(content(criteria));
  });

  it('keeps a free key and its wording when the criterion is untouched', () => {
    const base: Ponderation = {
      Constantes: {},
      Résumé: '',
      Critères: {
        'Valeur technique': {
          Détails: 'x',
          Pondération: 60,
          Évaluation: { Formule: { Expression: '', Variables: {} } },
        },
      },
    };
    expect(criteriaToPonderation(ponderationToCriteria(base, ids()), base)).toEqual(base);
  });

  it('moves a renamed criterion to the key of its new name, keeping its wording', () => {
    const base = grenoblePonderation();
    const criteria = ponderationToCriteria(base, ids()).map((c) =>
      c.name === 'Qualité' ? { ...c, name: 'Sécurité' as const } : c,
    );
    const saved = criteriaToPonderation(criteria, base);
    expect(Object.keys(saved['Critères'])).toEqual(['Financier', 'Technique', 'Sécurité', 'Environnement']);
    expect(saved['Critères']['Sécurité']?.['Libellé']).toBe('Qualité des services associés');
  });

  it('keeps fields it does not know, in criteria and in formulas', () => {
    const base = grenoblePonderation();
    const financier = base['Critères'].Financier as unknown as Record<string, unknown>;
    financier.Source = 'RC art. 7.2';
    (base['Critères'].Financier!['Évaluation'] as unknown as Record<string, unknown>).Méthode =
      'proportionnelle';
    const saved = criteriaToPonderation(ponderationToCriteria(base, ids()), base);
    expect(saved).toEqual(base);
  });

  it('drops the sub-criteria an evaluator deleted, keeping an empty Sous-critères', () => {
    const base = grenoblePonderation();
    const criteria = ponderationToCriteria(base, ids()).map((c) => ({ ...c, subCriteria: [] }));
    expect(criteriaToPonderation(criteria, base)['Critères'].Technique?.['Sous-critères']).toEqual({});
  });

  it('follows the editor order', () => {
    const base = grenoblePonderation();
    const criteria = ponderationToCriteria(base, ids()).reverse();
    expect(Object.keys(criteriaToPonderation(criteria, base)['Critères'])).toEqual([
      'Environnement',
      'Qualité',
      'Technique',
      'Financier',
    ]);
  });
});
