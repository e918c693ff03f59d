import { resultCriteria } from '@mieux-disant/domain';
import type { CompanyAnalysis, PhaseProgress, Ponderation } from '@mieux-disant/domain';
import { Button } from '../Button';
import { ErrorBox } from '../ErrorBox';
import { Spinner } from '../Spinner';
import {
  StyledMessage,
  StyledPage,
  StyledPageHeader,
  StyledPageTitle,
  StyledPanel,
  StyledSectionTitle,
  StyledSubtitle,
} from '../analysisLayout/analysisLayout.styles';
import { BestCandidate } from './BestCandidate';
import { CompanyCard } from './CompanyCard';
import { ComparisonMatrix } from './ComparisonMatrix';
import { ProgressBanner } from './ProgressBanner';
import { StyledExports, StyledGrid, StyledHeaderRow, StyledSection } from './Results.styles';

/** The message of SPEC.md §8 when the results cannot be loaded. */
export const RESULTS_LOAD_ERROR = 'Une erreur est survenue lors du chargement des données';

export interface ResultsProps {
  /** Loading, failed, or loaded (SPEC.md §4). Required. */
  state: 'loading' | 'error' | 'loaded';
  /** The ranked analyses (GET analysis_results). Default: `[]`. */
  analyses?: readonly CompanyAnalysis[];
  /**
   * The confirmed criteria (the tender's ponderation): the matrix and cards show each criterion and
   * sub-criterion with its label, weight and note on that weight. Default: none (one column per category).
   */
  ponderation?: Ponderation | null;
  /** The tender's status, for the progress banner. Default: none (no banner). */
  status?: string;
  /** While phase 2 runs, the step under way (which company, which step). Default: none. */
  progress?: PhaseProgress | null;
  /** 'Voir l'analyse détaillée'. */
  onOpenDetailed: () => void;
  /** 'Exporter en PDF' / 'Exporter en Excel': the host downloads the report. Default: none (no buttons). */
  onExport?: (format: 'pdf' | 'xlsx') => void;
  /** An export is being prepared: its buttons wait. Default: `false`. */
  exporting?: boolean;
}

/** 'Résultats de l'analyse': banner, comparison matrix, best candidate and one card per company. */
export function Results({
  state,
  analyses = [],
  ponderation,
  status,
  progress,
  onOpenDetailed,
  onExport,
  exporting = false,
}: ResultsProps) {
  const criteria = resultCriteria(ponderation, analyses);
  const loaded = state === 'loaded' && analyses.length > 0;
  return (
    <StyledPage>
      <StyledHeaderRow>
        <StyledPageHeader>
          <StyledPageTitle>Résultats de l&apos;analyse</StyledPageTitle>
          <StyledSubtitle>Analyse comparative détaillée des réponses des entreprises.</StyledSubtitle>
        </StyledPageHeader>
        {onExport && loaded ? (
          <StyledExports>
            <Button variant="secondary" loading={exporting} onClick={() => onExport('pdf')}>
              Exporter en PDF
            </Button>
            <Button variant="secondary" loading={exporting} onClick={() => onExport('xlsx')}>
              Exporter en Excel
            </Button>
          </StyledExports>
        ) : null}
      </StyledHeaderRow>
      {status ? <ProgressBanner status={status} progress={progress} /> : null}
      {state === 'loading' ? (
        <StyledMessage $tone="progress" role="status">
          <Spinner size="sm" />
          Analyse comparative en cours...
        </StyledMessage>
      ) : null}
      {state === 'error' ? <ErrorBox>{RESULTS_LOAD_ERROR}</ErrorBox> : null}
      {state === 'loaded' && analyses.length === 0 ? (
        <StyledMessage $tone="neutral">
          Aucune analyse d&apos;entreprise n&apos;est encore disponible.
        </StyledMessage>
      ) : null}
      {loaded ? (
        <>
          <BestCandidate analyses={analyses} onOpenDetailed={onOpenDetailed} />
          <StyledPanel>
            <StyledSectionTitle>Matrice de comparaison</StyledSectionTitle>
            <ComparisonMatrix analyses={analyses} criteria={criteria} />
          </StyledPanel>
          <StyledSection aria-labelledby="results-companies-title">
            <StyledSectionTitle id="results-companies-title">
              Analyse détaillée par entreprise
            </StyledSectionTitle>
            <StyledGrid>
              {analyses.map((analysis) => (
                <CompanyCard key={analysis.id} analysis={analysis} criteria={criteria} />
              ))}
            </StyledGrid>
          </StyledSection>
        </>
      ) : null}
    </StyledPage>
  );
}
