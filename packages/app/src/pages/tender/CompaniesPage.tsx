import { CompanyResponses, SummaryDialog, type CompanyBlock } from '@mieux-disant/ui';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api/endpoints';
import { fromDropped } from '../../files/folder';
import { saveBlob } from '../../files/upload';
import { isStatusInProgress } from '@mieux-disant/domain';
import { useInterval } from '../../hooks/useInterval';
import { useLoad } from '../../hooks/useLoad';
import { PHASE2_POLL_MS } from '../../config';
import { useCompanies } from './useCompanies';
import { useSummary } from './useSummary';

/** new-analysis/companies/{tender_id}: 'Réponses des entreprises'. */
export default function CompaniesPage() {
  const { tenderId } = useParams();
  const navigate = useNavigate();
  const settings = useLoad('settings', () => api.tender.settings());
  const companies = useCompanies(tenderId);
  const { summary, show, close } = useSummary();
  // Once launched, the screen follows phase 2: which company, which step.
  const { launchedId } = companies;
  const phase2 = useLoad(launchedId ? `phase2:${launchedId}` : null, () => api.tender.get(launchedId ?? ''));
  const phase2Status = phase2.data?.status;
  useInterval(
    phase2.reload,
    PHASE2_POLL_MS,
    launchedId !== null && (!phase2Status || isStatusInProgress(phase2Status)),
  );
  const blocks = useMemo<CompanyBlock[]>(
    () =>
      companies.blocks.map((b) => ({
        id: b.id,
        name: b.name,
        dqePath: b.dqe,
        files: b.files.map((f) => ({ id: f.path, path: f.path, pageCount: b.pageCounts[f.path] })),
      })),
    [companies.blocks],
  );
  const fileOf = (companyId: string, path: string) =>
    companies.blocks.find((b) => b.id === companyId)?.files.find((f) => f.path === path)?.file;

  return (
    <>
      <CompanyResponses
        companies={blocks}
        maxCompanies={settings.data?.maxCompanies ?? 1}
        launchState={companies.launched ? 'done' : companies.launching ? 'running' : 'idle'}
        launchError={companies.message ?? (settings.state === 'error' ? settings.error : null)}
        onNameChange={companies.rename}
        onFiles={(id, dropped) => companies.addFiles(id, fromDropped(dropped))}
        onDqeChange={companies.chooseDqe}
        onRemoveCompany={companies.remove}
        onAddCompany={companies.add}
        onLaunch={() => void companies.launch()}
        onShowResults={() => navigate('/')}
        onOpenFile={(id, file) => {
          const blob = fileOf(id, file.path);
          if (blob) show(blob, file.path);
        }}
        onDownloadFile={(id, file) => {
          const blob = fileOf(id, file.path);
          if (blob) saveBlob(blob, file.path.split('/').pop() ?? file.path);
        }}
        onDeleteFile={(id, file) => companies.removeFile(id, file.path)}
        phase2={phase2Status ? { status: phase2Status, progress: phase2.data?.progress } : null}
      />
      <SummaryDialog
        open={summary != null}
        onOpenChange={(isOpen) => (isOpen ? undefined : close())}
        fileName={summary?.name ?? ''}
        state={summary?.state ?? { status: 'empty' }}
      />
    </>
  );
}
