import { tenderStatusView } from '@mieux-disant/domain';
import { Badge } from '../Badge';
import { ProgressBar } from '../ProgressBar';
import { Spinner } from '../Spinner';
import { StyledBanner, StyledBannerLine } from './Results.styles';

export interface ProgressBannerProps {
  /** The tender's status (e.g. 'phase2_ongoing', 'phase2_done'); label, tone and % come from the domain. Required. */
  status: string;
}

/** Where the analysis stands: a success line once done, else its label, a spinner and the progress bar. */
export function ProgressBanner({ status }: ProgressBannerProps) {
  const view = tenderStatusView(status);
  return (
    <StyledBanner role="status" aria-label="Avancement de l'analyse">
      <StyledBannerLine>
        {view.inProgress ? <Spinner size="sm" /> : null}
        <Badge tone={view.tone}>{view.tone === 'done' ? 'success' : view.label || 'En attente'}</Badge>
        {view.tone === 'done' ? view.label : null}
      </StyledBannerLine>
      {view.tone === 'done' ? null : (
        <ProgressBar value={view.progress} tone={view.tone} label="Avancement" />
      )}
    </StyledBanner>
  );
}
