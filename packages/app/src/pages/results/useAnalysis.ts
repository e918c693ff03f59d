import type { CompanyAnalysis, FinancialOffer } from '@mieux-disant/domain';
import { useCallback, useState } from 'react';
import { api, type AnalysisEdit } from '../../api/endpoints';
import { errorMessage } from '../../api/http';
import { saveBlob } from '../../files/upload';
import { useLoad } from '../../hooks/useLoad';

export const LOAD_ERROR = 'Une erreur est survenue lors du chargement des données';

/** The analysis of one tender: ranked company analyses, the tender, edits saved and re-ranked. */
export function useAnalysis(tenderId: string) {
  const analyses = useLoad<CompanyAnalysis[]>(`results:${tenderId}`, () => api.tender.results(tenderId));
  const tender = useLoad(`tender:${tenderId}`, () => api.tender.get(tenderId));
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { set } = analyses;

  /** PUT analysis_results: the server saves the evaluator's notes and answers the new ranking. */
  const saveEdits = useCallback(
    async (edits: AnalysisEdit[]): Promise<boolean> => {
      if (edits.length === 0) return true;
      setSaving(true);
      setSaveError(null);
      try {
        set(await api.tender.saveResults(tenderId, edits));
        return true;
      } catch (error) {
        setSaveError(errorMessage(error));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [set, tenderId],
  );

  return {
    state: analyses.state === 'error' || tender.state === 'error' ? 'error' : analyses.state,
    analyses: analyses.data ?? [],
    tender: tender.data,
    reload: analyses.reload,
    saveEdits,
    saving,
    saveError,
  } as const;
}

export function useFinancialOffers(tenderId: string) {
  return useLoad<FinancialOffer[]>(`offers:${tenderId}`, () => api.tender.financialOffers(tenderId));
}

/** 'Exporter le résultat': the report from GET report?format=pdf|xlsx, downloaded. */
export function useExport(tenderId: string) {
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (format: 'pdf' | 'xlsx' = 'pdf') => {
      setExporting(true);
      setError(null);
      try {
        const { blob, filename } = await api.tender.report(tenderId, format);
        saveBlob(blob, filename);
      } catch (caught) {
        setError(errorMessage(caught));
      } finally {
        setExporting(false);
      }
    },
    [tenderId],
  );
  return { run, exporting, error };
}
