import { Outlet, useLocation, useOutletContext, useParams } from 'react-router-dom';
import { RouterLink } from '../../layout/RouterLink';
import { useNotify } from '../../notify/NotifyProvider';
import { DETAILED_PAGES, DetailedAnalysis, pagesForCriteria, type DetailedPageKey } from '@mieux-disant/ui';
import { useAnalysis, useExport } from './useAnalysis';

type Analysis = ReturnType<typeof useAnalysis>;

/** analysis/detailed/*: the side navigation and the page; the analyses are loaded once for all pages. */
export default function DetailedLayout() {
  const { tenderId = '' } = useParams();
  const { pathname } = useLocation();
  const notify = useNotify();
  const analysis = useAnalysis(tenderId);
  const exporter = useExport(tenderId);
  const active: DetailedPageKey =
    DETAILED_PAGES.find((page) => pathname.startsWith(`${page.path}/`))?.key ?? 'technical';

  return (
    <DetailedAnalysis
      tenderId={tenderId}
      active={active}
      state={analysis.state}
      pages={pagesForCriteria(analysis.criteria)}
      LinkComponent={RouterLink}
      // DECISIONS.md: 'Exporter le résultat' exports the report (the original only linked back).
      onExport={() => void exporter.run('pdf').then((error) => (error ? notify(error, 'error') : undefined))}
    >
      <Outlet context={analysis} />
    </DetailedAnalysis>
  );
}

export const useDetailedAnalysis = () => useOutletContext<Analysis>();
