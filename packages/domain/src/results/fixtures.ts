import type { CompanyAnalysis } from './types';

/** A company analysis as phase 2 writes it, with the given overall note. */
export function analysis(
  compagnie: string,
  note: string,
  overrides: Partial<CompanyAnalysis> = {},
): CompanyAnalysis {
  return {
    id: compagnie.toLowerCase(),
    compagnie,
    Administratif: { documents: { DC1: { présent: true, détail: 'Fourni' } } },
    Technique: { note: '14/20', détail: 'Mémoire solide', points_positifs: ['Méthode'], points_négatifs: [] },
    Financier: { note: '16/20', détail: 'Prix bas' },
    Méthodologie: {
      note: '12/20',
      détail: 'Correcte',
      points_positifs: [],
      points_négatifs: ['Planning flou'],
    },
    Délais: { planning: {} },
    Evaluation_globale: { note, points_positifs: [], points_négatifs: [] },
    Références: { liste_références: ['Piscine de Meylan'] },
    ...overrides,
  };
}
