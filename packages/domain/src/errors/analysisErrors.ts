export type AnalysisErrorCode =
  'NO_PAGES' | 'FILE_ANALYSIS_FAILED' | 'NO_ANALYSIS' | 'MULTIPLE_ERRORS' | 'MISSING_FILE' | 'UNKNOWN_ERROR';

export interface AnalysisError {
  code: AnalysisErrorCode;
  message?: string;
  errors?: AnalysisError[];
}

export const ANALYSIS_ERROR_TITLE = 'Erreur lors du traitement';
export const NO_PAGES_MESSAGE =
  "Aucune page n'a été trouvée dans les documents. Vérifiez que les fichiers PDF sont valides.";
export const FILE_ANALYSIS_FAILED_MESSAGE =
  "L'analyse d'un ou plusieurs fichiers a échoué. Vérifiez que les fichiers ne sont pas corrompus.";
export const NO_ANALYSIS_MESSAGE =
  "L'analyse n'a produit aucun résultat. Les documents sont peut-être vides ou illisibles.";
export const MULTIPLE_ERRORS_INTRO = 'Plusieurs erreurs sont survenues :';
/** SPEC.md gives MISSING_FILE no words; the error's own message names the file when it has one. */
export const MISSING_FILE_MESSAGE = "Un fichier nécessaire à l'analyse est manquant.";
export const UNKNOWN_ERROR_MESSAGE = 'Une erreur inattendue est survenue';

/**
 * The French text of the error panel; MULTIPLE_ERRORS lists its sub-errors one per line. NO_PAGES and
 * NO_ANALYSIS always say SPEC.md's words; the other codes carry the error's own message when it has one.
 */
export function analysisErrorMessage(e: AnalysisError): string {
  const code = e.code;
  switch (code) {
    case 'NO_PAGES':
      return NO_PAGES_MESSAGE;
    case 'FILE_ANALYSIS_FAILED':
      // The message names the unreadable file ('Impossible d'extraire le texte du PDF: …') when there is one.
      return e.message ? `${FILE_ANALYSIS_FAILED_MESSAGE}\n${e.message}` : FILE_ANALYSIS_FAILED_MESSAGE;
    case 'NO_ANALYSIS':
      return NO_ANALYSIS_MESSAGE;
    case 'MULTIPLE_ERRORS':
      return [MULTIPLE_ERRORS_INTRO, ...(e.errors ?? []).map((sub) => `- ${analysisErrorMessage(sub)}`)].join(
        '\n',
      );
    case 'MISSING_FILE':
      return e.message ?? MISSING_FILE_MESSAGE;
    case 'UNKNOWN_ERROR':
      // SPEC.md §8: an unexpected error of the tender creation reads 'Erreur inattendue: {message}'.
      return e.message ?? UNKNOWN_ERROR_MESSAGE;
    default: {
      // Compile-time exhaustiveness; at run time a code from a newer server falls back instead of throwing.
      const unhandled: never = code;
      void unhandled;
      return UNKNOWN_ERROR_MESSAGE;
    }
  }
}
