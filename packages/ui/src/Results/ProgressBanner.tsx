import { phaseStep, tenderProgressPercent, tenderStatusView } from '@mieux-disant/domain';
import type { PhaseProgress } from '@mieux-disant/domain';
import { Badge } from '../Badge';
import { ProgressBar } from '../ProgressBar';
import { Spinner } from '../Spinner';
import { StyledBanner, StyledBannerLine } from './Results.styles';

export interface ProgressBannerProps {
  /** The tender's status (e.g. 'phase2_ongoing', 'phase2_done'); label, tone and % come from the domain. Required. */
  status: string;
  /** While phase 2 runs, the step under way (which company, which step). Default: none. */
  progress?: PhaseProgress | null;
}

/**
 * Where the analysis stands: the status label (SPEC.md §4) in its colour; while it runs, a spinner, the
 * step under way and the progress bar.
 */
export function ProgressBanner({ status, progress }: ProgressBannerProps) {
  const view = tenderStatusView(status);
  const step = phaseStep(status, progress);
  return (
    <StyledBanner role="status" aria-label="Avancement de l'analyse">
      <StyledBannerLine>
        {view.inProgress ? <Spinner size="sm" /> : null}
        <Badge tone={view.tone}>{view.label || 'En attente'}</Badge>
        {step ? <span>{step}</span> : null}
      </StyledBannerLine>
      {view.tone === 'done' ? null : (
        <ProgressBar value={tenderProgressPercent(status, progress)} tone={view.tone} label="Avancement" />
      )}
    </StyledBanner>
  );
}
