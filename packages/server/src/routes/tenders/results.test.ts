import type { CategoryEvaluation, CompanyAnalysis } from '@mieux-disant/domain';
import { describe, expect, it } from 'vitest';
import { applyEdit } from './results';

const category = (note: string): CategoryEvaluation => ({
  note,
  détail: 'moteur',
  points_positifs: [],
  points_négatifs: [],
});

const analysis: CompanyAnalysis = {
  id: 'alpha',
  compagnie: 'Alpha',
  Administratif: { documents: {} },
  Technique: category('14/20'),
  Financier: category('20/20'),
  Méthodologie: category('N/A'),
  Délais: { planning: {} },
  Evaluation_globale: { note: '17/100', points_positifs: [], points_négatifs: [] },
  Références: { liste_références: [] },
  Critères: {
    Technique: {
      ...category('14/20'),
      'Sous-critères': { Moyens: category('12/20'), Méthode: category('16/20') },
    },
    Financier: category('20/20'),
  },
};

describe('an evaluator edit', () => {
  it('re-notes the category and its criteria, whose engine sub-criteria notes no longer add up', () => {
    const edited = applyEdit(analysis, {
      category: 'Technique',
      note: '18/20',
      détail: 'Revu en commission.',
    });
    expect(edited.Technique).toMatchObject({ note: '18/20', détail: 'Revu en commission.' });
    expect(edited['Critères']?.Technique).toEqual({ ...category('18/20'), détail: 'Revu en commission.' });
    expect(edited['Critères']?.Financier).toEqual(category('20/20'));
  });
});
