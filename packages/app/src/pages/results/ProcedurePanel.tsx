import type { CompanyAnalysis } from '@mieux-disant/domain';
import {
  AnalysisReportPanel,
  AuditTrail,
  Button,
  DocumentValidityTable,
  ProcedureSection,
  UnlockCriteriaDialog,
  type ReportFormat,
} from '@mieux-disant/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/endpoints';
import { errorMessage } from '../../api/http';
import { saveBlob } from '../../files/upload';
import { useLoad } from '../../hooks/useLoad';
import { useNotify } from '../../notify/NotifyProvider';

/** Statuses in which the criteria are locked and may be unlocked (phase 2 over). */
const UNLOCKABLE = ['phase2_done', 'phase2_company_anlysis_error'];

function useDownload() {
  const notify = useNotify();
  const [running, setRunning] = useState<string | null>(null);
  const run = async (key: string, fetch: () => Promise<{ blob: Blob; filename: string }>) => {
    setRunning(key);
    try {
      const { blob, filename } = await fetch();
      saveBlob(blob, filename);
    } catch (error) {
      notify(errorMessage(error), 'error');
    } finally {
      setRunning(null);
    }
  };
  return { run, running };
}

/** The report's texts and downloads; `onSaved` after a save (the trail then has a new line). */
function ReportSection({ tenderId, onSaved }: { tenderId: string; onSaved: () => void }) {
  const texts = useLoad(`report-texts:${tenderId}`, () => api.tender.reportTexts(tenderId));
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const download = useDownload();
  if (!texts.data) return null;
  const sections = Object.entries(texts.data.sections).map(([key, title]) => ({ key, title }));
  const save = async (edited: Record<string, string>) => {
    setSaving(true);
    setSaveError(null);
    try {
      texts.set(await api.tender.saveReportTexts(tenderId, edited));
      setGeneration((g) => g + 1);
      onSaved();
    } catch (error) {
      setSaveError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <AnalysisReportPanel
      key={generation}
      sections={sections}
      texts={texts.data.texts}
      onSave={(edited) => void save(edited)}
      onDownload={(format: ReportFormat) =>
        void download.run(format, () => api.tender.analysisReport(tenderId, format))
      }
      saving={saving}
      downloading={download.running as ReportFormat | null}
      error={saveError}
    />
  );
}

function UnlockButton({ tenderId }: { tenderId: string }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const unlock = async (reason: string) => {
    setPending(true);
    setError(null);
    try {
      await api.tender.unlockCriteria(tenderId, reason);
      notify('Critères déverrouillés : la notation des candidats est à relancer.', 'success');
      navigate(`/new-analysis/criteria/${tenderId}`);
    } catch (caught) {
      setError(errorMessage(caught));
      setPending(false);
    }
  };
  return (
    <div>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Déverrouiller les critères
      </Button>
      {open ? (
        <UnlockCriteriaDialog
          onClose={() => setOpen(false)}
          onUnlock={(reason) => void unlock(reason)}
          pending={pending}
          error={error}
        />
      ) : null}
    </div>
  );
}

/**
 * Under the results: each candidate's document validity, the « Rapport d'analyse des offres » with its
 * editable texts, the audit trail with its export, and the criteria unlock once phase 2 is over.
 */
export function ProcedurePanel({
  tenderId,
  status,
  analyses,
}: {
  tenderId: string;
  status: string | undefined;
  analyses: readonly CompanyAnalysis[];
}) {
  const trail = useLoad(`audit:${tenderId}`, () => api.tender.audit(tenderId));
  const download = useDownload();
  return (
    <ProcedureSection>
      {analyses.map((analysis) => (
        <DocumentValidityTable
          key={analysis.id}
          company={analysis.compagnie}
          items={analysis.Administratif?.validité ?? []}
        />
      ))}
      <ReportSection tenderId={tenderId} onSaved={trail.reload} />
      <AuditTrail
        events={trail.data?.events ?? []}
        loading={trail.state === 'loading'}
        error={trail.error}
        onExport={() => void download.run('csv', () => api.tender.auditCsv(tenderId))}
        exporting={download.running === 'csv'}
      />
      {status && UNLOCKABLE.includes(status) ? <UnlockButton tenderId={tenderId} /> : null}
    </ProcedureSection>
  );
}
