import type { ReactNode } from 'react';
import { ErrorBox } from '../ErrorBox';
import type { LinkComponent } from '../Link';
import { RESULTS_LOAD_ERROR } from '../Results';
import { Spinner } from '../Spinner';
import { StyledMessage } from '../analysisLayout/analysisLayout.styles';
import { SideNav } from './SideNav';
import type { DetailedPageKey } from './detailedPages';
import { StyledContent, StyledLayout } from './DetailedAnalysis.styles';

export interface DetailedAnalysisProps {
  /** The tender whose analysis is shown; every link of the side navigation ends with it. Required. */
  tenderId: string;
  /** The page shown. Required. */
  active: DetailedPageKey;
  /** Loading, failed or loaded: the page itself shows only once loaded. Default: `'loaded'`. */
  state?: 'loading' | 'error' | 'loaded';
  /** The host's link component. Default: a plain `<a>`. */
  LinkComponent?: LinkComponent;
  /** 'Exporter le résultat'. Default: none (a link back to the results). */
  onExport?: () => void;
  /** The pages the side navigation lists (see `pagesForCriteria`). Default: all eight. */
  pages?: readonly DetailedPageKey[];
  /** The page (TechnicalAnalysis, FinancialAnalysis…). */
  children?: ReactNode;
}

/** The detailed analysis area: side navigation on one third, the page on two thirds. */
export function DetailedAnalysis({
  tenderId,
  active,
  state = 'loaded',
  LinkComponent,
  onExport,
  pages,
  children,
}: DetailedAnalysisProps) {
  return (
    <StyledLayout>
      <SideNav
        tenderId={tenderId}
        active={active}
        LinkComponent={LinkComponent}
        onExport={onExport}
        pages={pages}
      />
      <StyledContent>
        {state === 'loading' ? (
          <StyledMessage $tone="progress" role="status">
            <Spinner size="sm" />
            Chargement de l&apos;analyse...
          </StyledMessage>
        ) : null}
        {state === 'error' ? <ErrorBox>{RESULTS_LOAD_ERROR}</ErrorBox> : null}
        {state === 'loaded' ? children : null}
      </StyledContent>
    </StyledLayout>
  );
}
