import type { Ponderation } from './types';

/** Grenoble INP 2026FCSSA0025 (the corpus answer key rc.json), as phase 1 writes it. */
export function grenoblePonderation(): Ponderation {
  return {
    Constantes: {
      Objet: 'Machine de prototypage de circuits imprimés',
      Acheteur: 'Grenoble INP',
      'Pièces à fournir': ['DC1', 'DC2', 'Mémoire technique'],
      'Montant estimé': 120000,
    },
    Résumé: 'Marché à procédure adaptée, lot unique.',
    Critères: {
      Financier: {
        Libellé: 'Prix des prestations',
        Détails: 'Note sur 40.',
        Pondération: 40,
        Évaluation: {
          Formule: {
            Expression: '40 * Pmin / P',
            Variables: { Pmin: 'Prix le plus bas', P: 'Prix du candidat' },
          },
        },
      },
      Technique: {
        Libellé: 'Performances techniques du système',
        Détails: '',
        Pondération: 40,
        Évaluation: { Formule: { Expression: '', Variables: {} } },
        'Sous-critères': {
          'Finesse de structuration laser': {
            Détails: 'Mesurée sur échantillon.',
            Pondération: 20,
            Évaluation: { Formule: { Expression: '', Variables: {} } },
          },
          'Performances du procédé de fabrication intégré': {
            Détails: '',
            Pondération: 20,
            Évaluation: { Formule: { Expression: '', Variables: {} } },
          },
        },
      },
      Qualité: {
        Libellé: 'Qualité des services associés',
        Détails: '',
        Pondération: 10,
        Évaluation: { Formule: { Expression: '', Variables: {} } },
      },
      Environnement: {
        Détails: 'Poids non indiqué par le RC.',
        Évaluation: { Formule: { Expression: '', Variables: {} } },
      },
    },
    Lots: [{ Lot: '1', Intitulé: 'Lot unique', Critères: {} }],
  };
}

/** Ids c1, c2… in the order they are asked for, as the editor would give them. */
export function ids(): () => string {
  let next = 0;
  return () => `c${++next}`;
}
