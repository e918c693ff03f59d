import type { CompanyAnalysis } from '@mieux-disant/domain';
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
import { StyledGrid, StyledSection } from './Results.styles';

/** The message of SPEC.md §8 when the results cannot be loaded. */
export const RESULTS_LOAD_ERROR = 'Une erreur est survenue lors du chargement des données';

export interface ResultsProps {
  /** Loading, failed, or loaded (SPEC.md §4). Required. */
  state: 'loading' | 'error' | 'loaded';
  /** The ranked analyses (GET analysis_results). Default: `[]`. */
  analyses?: readonly CompanyAnalysis[];
  /** The tender's status, for the progress banner. Default: none (no banner). */
  status?: string;
  /** 'Voir l'analyse détaillée'. */
  onOpenDetailed: () => void;
}

/** 'Résultats de l'analyse': banner, comparison matrix, best candidate and one card per company. */
export function Results({ state, analyses = [], status, onOpenDetailed }: ResultsProps) {
  return (
    <StyledPage>
      <StyledPageHeader>
        <StyledPageTitle>Résultats de l&apos;analyse</StyledPageTitle>
        <StyledSubtitle>Analyse comparative détaillée des réponses des entreprises.</StyledSubtitle>
      </StyledPageHeader>
      {status ? <ProgressBanner status={status} /> : null}
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
      {state === 'loaded' && analyses.length > 0 ? (
        <>
          <BestCandidate analyses={analyses} onOpenDetailed={onOpenDetailed} />
          <StyledPanel>
            <StyledSectionTitle>Matrice de comparaison</StyledSectionTitle>
            <ComparisonMatrix analyses={analyses} />
          </StyledPanel>
          <StyledSection aria-labelledby="results-companies-title">
            <StyledSectionTitle id="results-companies-title">
              Analyse détaillée par entreprise
            </StyledSectionTitle>
            <StyledGrid>
              {analyses.map((analysis) => (
                <CompanyCard key={analysis.id} analysis={analysis} />
              ))}
            </StyledGrid>
          </StyledSection>
        </>
      ) : null}
    </StyledPage>
  );
}
