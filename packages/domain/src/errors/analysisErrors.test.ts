import { describe, expect, it } from 'vitest';
import { analysisErrorMessage, ANALYSIS_ERROR_TITLE } from './analysisErrors';
import type { AnalysisError } from './analysisErrors';

describe('analysisErrorMessage', () => {
  it('titles the panel "Erreur lors du traitement"', () => {
    expect(ANALYSIS_ERROR_TITLE).toBe('Erreur lors du traitement');
  });

  it.each([
    [
      'NO_PAGES',
      "Aucune page n'a été trouvée dans les documents. Vérifiez que les fichiers PDF sont valides.",
    ],
    [
      'NO_ANALYSIS',
      "L'analyse n'a produit aucun résultat. Les documents sont peut-être vides ou illisibles.",
    ],
  ] as const)('explains %s in SPEC.md words, whatever message it carries', (code, message) => {
    expect(analysisErrorMessage({ code, message: 'ignored' })).toBe(message);
  });

  it('explains FILE_ANALYSIS_FAILED and adds the unreadable file when it is named', () => {
    const general =
      "L'analyse d'un ou plusieurs fichiers a échoué. Vérifiez que les fichiers ne sont pas corrompus.";
    expect(analysisErrorMessage({ code: 'FILE_ANALYSIS_FAILED' })).toBe(general);
    expect(
      analysisErrorMessage({
        code: 'FILE_ANALYSIS_FAILED',
        message: "Impossible d'extraire le texte du PDF: CCTP.pdf",
      }),
    ).toBe(`${general}\nImpossible d'extraire le texte du PDF: CCTP.pdf`);
  });

  it("shows an unexpected error's own message ('Erreur inattendue: …'), else the general one", () => {
    expect(
      analysisErrorMessage({ code: 'UNKNOWN_ERROR', message: 'Erreur inattendue: lecture impossible' }),
    ).toBe('Erreur inattendue: lecture impossible');
    expect(analysisErrorMessage({ code: 'UNKNOWN_ERROR' })).toBe('Une erreur inattendue est survenue');
  });

  it('lists the sub-errors of MULTIPLE_ERRORS after its introduction', () => {
    const error: AnalysisError = {
      code: 'MULTIPLE_ERRORS',
      errors: [{ code: 'NO_PAGES' }, { code: 'MISSING_FILE', message: 'Fichier manquant : RC.pdf' }],
    };
    expect(analysisErrorMessage(error)).toBe(
      'Plusieurs erreurs sont survenues :\n' +
        "- Aucune page n'a été trouvée dans les documents. Vérifiez que les fichiers PDF sont valides.\n" +
        '- Fichier manquant : RC.pdf',
    );
  });

  it('shows only the introduction when MULTIPLE_ERRORS has no sub-error', () => {
    expect(analysisErrorMessage({ code: 'MULTIPLE_ERRORS' })).toBe('Plusieurs erreurs sont survenues :');
  });

  it('gives MISSING_FILE its own message, else a general one', () => {
    expect(analysisErrorMessage({ code: 'MISSING_FILE', message: 'Fichier manquant : DQE.xlsx' })).toBe(
      'Fichier manquant : DQE.xlsx',
    );
    expect(analysisErrorMessage({ code: 'MISSING_FILE' })).toBe(
      "Un fichier nécessaire à l'analyse est manquant.",
    );
  });

  it('falls back to the unknown-error message for a code it does not know', () => {
    expect(analysisErrorMessage({ code: 'NEW_CODE' } as unknown as AnalysisError)).toBe(
      'Une erreur inattendue est survenue',
    );
  });
});
