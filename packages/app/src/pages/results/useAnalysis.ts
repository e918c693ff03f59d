import { resultCriteria } from '@mieux-disant/domain';
import type { AnalysisEdit, CompanyAnalysis, FinancialOffer } from '@mieux-disant/domain';
import type { PresenceChange } from '@mieux-disant/ui';
import { useCallback, useMemo, useState } from 'react';
import { api } from '../../api/endpoints';
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
  // The confirmed criteria shape the matrix, the cards and which detailed pages are shown.
  const criteria = useMemo(
    () => resultCriteria(tender.data?.ponderation, analyses.data ?? []),
    [tender.data, analyses.data],
  );

  /**
   * PUT analysis_results: the server saves the evaluator's notes and answers the new ranking.
   * Resolves with the error message, or null when saved.
   */
  const saveEdits = useCallback(
    async (edits: AnalysisEdit[]): Promise<string | null> => {
      if (edits.length === 0) return null;
      setSaving(true);
      setSaveError(null);
      try {
        set(await api.tender.saveResults(tenderId, edits));
        return null;
      } catch (error) {
        setSaveError(errorMessage(error));
        return errorMessage(error);
      } finally {
        setSaving(false);
      }
    },
    [set, tenderId],
  );

  /** PUT document_status: a piece marked present or missing; resolves with the error message, or null. */
  const setPresence = useCallback(
    async (change: PresenceChange): Promise<string | null> => {
      try {
        set(await api.tender.documentStatus(tenderId, change));
        return null;
      } catch (error) {
        return errorMessage(error);
      }
    },
    [set, tenderId],
  );

  return {
    state: analyses.state === 'error' || tender.state === 'error' ? 'error' : analyses.state,
    analyses: analyses.data ?? [],
    tender: tender.data,
    criteria,
    reload: analyses.reload,
    reloadTender: tender.reload,
    saveEdits,
    setPresence,
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
  /** Resolves with the error message, or null once the file was handed to the browser. */
  const run = useCallback(
    async (format: 'pdf' | 'xlsx' = 'pdf'): Promise<string | null> => {
      setExporting(true);
      setError(null);
      try {
        const { blob, filename } = await api.tender.report(tenderId, format);
        saveBlob(blob, filename);
        return null;
      } catch (caught) {
        setError(errorMessage(caught));
        return errorMessage(caught);
      } finally {
        setExporting(false);
      }
    },
    [tenderId],
  );
  return { run, exporting, error };
}
