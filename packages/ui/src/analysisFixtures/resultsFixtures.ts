// Story data for results shaped by the RC: the tender (Prix 40, Valeur technique 50 with three
// sub-criteria, Environnement 10) and analyses whose sub-criteria carry their own notes.
import type { CompanyAnalysis, Ponderation, PonderationCriterion } from '@mieux-disant/domain';
import { companyAnalyses } from './analysisFixtures';

const entry = (weight: number, extra: Partial<PonderationCriterion> = {}): PonderationCriterion => ({
  Détails: '',
  Pondération: weight,
  Évaluation: { Formule: { Expression: '', Variables: {} } },
  ...extra,
});

/** The confirmed criteria: Prix 40, Valeur technique 50 (Méthodologie 25, Qualité 15, Délais 10), Environnement 10. */
export const rcPonderation: Ponderation = {
  Constantes: {},
  Résumé: 'Réhabilitation du groupe scolaire Jules Ferry.',
  Critères: {
    Financier: entry(40, { Libellé: 'Prix des prestations' }),
    Technique: entry(50, {
      Libellé: 'Valeur technique',
      'Sous-critères': {
        'Méthodologie d’exécution': entry(25, { Nom: 'Méthodologie' }),
        'Qualité des matériaux': entry(15, { Nom: 'Qualité' }),
        'Délais d’exécution': entry(10, { Nom: 'Délais' }),
      },
    }),
    Environnement: entry(10, { Libellé: 'Performance environnementale' }),
  },
};

const SUB_NOTES = [
  ['16/20', '14/20', '18/20'],
  ['12,5/20', '17/20', '10/20'],
];

/**
 * Three ranked analyses: the first two with a note of their own for each sub-criterion, the third with
 * only its category notes (its sub-criteria were noted with their criterion).
 */
export function scoredAnalyses(): CompanyAnalysis[] {
  return companyAnalyses(3).map((analysis, index) => {
    const notes = SUB_NOTES[index];
    if (!notes) return analysis;
    return {
      ...analysis,
      Financier: { ...analysis.Financier, note: ['18,6/20', '15/20'][index] ?? '15/20' },
      Critères: {
        Technique: {
          note: '',
          détail: '',
          'Sous-critères': {
            'Méthodologie d’exécution': { note: notes[0] ?? '', détail: 'Phasage en site occupé détaillé.' },
            'Qualité des matériaux': { note: notes[1] ?? '', détail: 'Fiches techniques fournies.' },
            'Délais d’exécution': { note: notes[2] ?? '', détail: 'Délai global de 9 mois tenu.' },
          },
        },
      },
    };
  });
}
