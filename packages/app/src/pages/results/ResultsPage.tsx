import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { isStatusInProgress } from '@mieux-disant/domain';
import { detailedPath, Results } from '@mieux-disant/ui';
import { PHASE2_POLL_MS } from '../../config';
import { useInterval } from '../../hooks/useInterval';
import { useNotify } from '../../notify/NotifyProvider';
import { FlipPanel } from './FlipPanel';
import { ProcedurePanel } from './ProcedurePanel';
import { useAnalysis, useExport } from './useAnalysis';

/**
 * analysis/{tender_id}: 'Résultats de l'analyse', with the PDF and Excel exports, then the procedure:
 * document validity, the analysis report, the audit trail and the criteria unlock.
 */
export default function ResultsPage() {
  const { tenderId = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const analysis = useAnalysis(tenderId);
  const exporter = useExport(tenderId);
  const status = analysis.tender?.status;
  // While phase 2 runs, its step is followed; the results are read again once it has ended.
  const running = status !== undefined && isStatusInProgress(status);
  useInterval(analysis.reloadTender, PHASE2_POLL_MS, running);
  const { reload } = analysis;
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running) reload();
    wasRunning.current = running;
  }, [running, reload]);
  return (
    <>
      <Results
        state={analysis.state}
        analyses={analysis.analyses}
        ponderation={analysis.tender?.ponderation}
        status={status}
        progress={analysis.tender?.progress}
        onOpenDetailed={() => navigate(detailedPath('technical', tenderId))}
        onExport={(format) =>
          void exporter.run(format).then((error) => (error ? notify(error, 'error') : undefined))
        }
        exporting={exporter.exporting}
      />
      {analysis.state === 'loaded' ? (
        <FlipPanel ponderation={analysis.tender?.ponderation} analyses={analysis.analyses} />
      ) : null}
      {analysis.state === 'loaded' ? (
        <ProcedurePanel tenderId={tenderId} status={analysis.tender?.status} analyses={analysis.analyses} />
      ) : null}
    </>
  );
}
