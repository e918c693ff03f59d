import {
  isAllowedFile,
  isPdf,
  pagesOf,
  shouldAutoStartTenderAnalysis,
  type AnalysisError,
} from '@mieux-disant/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../api/endpoints';
import { ApiError } from '../../api/http';
import type { FolderFile } from '../../files/folder';
import { uploadFile } from '../../files/upload';
import { countPdfPages, extractPdfText } from '../../pdf/pdfService';

export type UploadPhase = 'idle' | 'extracting' | 'analysing' | 'success' | 'error';
export interface UploadProgress {
  done: number;
  total: number;
}

const POLL_MS = 2000;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isAnalysisError(value: unknown): value is AnalysisError {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string'
  );
}

/** What the server or the browser failed with, as an AnalysisError of SPEC.md section 8. */
function toAnalysisError(error: unknown): AnalysisError {
  if (error instanceof ApiError) return { code: 'UNKNOWN_ERROR', message: error.message };
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'UNKNOWN_ERROR', message: `Erreur inattendue: ${message}` };
}

/**
 * The tender upload of SPEC.md sections 2 and 4: idle -> extracting -> analysing -> success | error.
 * The ui's TenderDocuments calls `start` when the domain's auto-start rule holds (RC chosen, <= 500 pages).
 */
export function useTenderUpload() {
  const [title, setTitle] = useState('');
  const [files, setFiles] = useState<FolderFile[]>([]);
  const [rc, setRc] = useState<string | null>(null);
  const [pageCounts, setPageCounts] = useState<Record<string, number>>({});
  const counts = useRef<Record<string, number>>({});
  const pendingCounts = useRef<Promise<void>[]>([]);
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [progress, setProgress] = useState<UploadProgress>({ done: 0, total: 0 });
  const [error, setError] = useState<AnalysisError | null>(null);
  const [tenderId, setTenderId] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const totalPages = useMemo(
    () => files.reduce((sum, f) => sum + pagesOf(f.path, pageCounts[f.path]), 0),
    [files, pageCounts],
  );

  const addFiles = useCallback((incoming: FolderFile[]) => {
    const top = incoming[0]?.path.includes('/') ? incoming[0].path.split('/')[0] : null;
    if (top) setTitle((current) => current || top);
    setFiles((current) => {
      const byPath = new Map(current.map((f) => [f.path, f]));
      for (const f of incoming) byPath.set(f.path, f);
      return [...byPath.values()];
    });
    setPhase('idle');
    setError(null);
    for (const f of incoming.filter((file) => isPdf(file.path))) {
      pendingCounts.current.push(
        countPdfPages(f.file).then((count) => {
          counts.current[f.path] = count;
          if (alive.current) setPageCounts({ ...counts.current });
        }),
      );
    }
  }, []);

  const removeFile = useCallback((path: string) => {
    setFiles((current) => current.filter((f) => f.path !== path && !f.path.startsWith(`${path}/`)));
    setRc((current) => (current === path ? null : current));
  }, []);

  const chooseRc = useCallback((path: string | null) => {
    setRc(path);
    setPhase((current) => (current === 'error' ? 'idle' : current));
    setError(null);
  }, []);

  const start = useCallback(async () => {
    const rcFile = files.find((f) => f.path === rc);
    if (!rcFile) {
      setError({ code: 'MISSING_FILE', message: 'Veuillez sélectionner un fichier de règlement.' });
      setPhase('error');
      return;
    }
    setError(null);
    try {
      setPhase('extracting');
      setProgress({ done: 0, total: 0 });
      // Page counts still running when the RC was chosen: wait for them, then check the limit again.
      await Promise.all(pendingCounts.current);
      const pages = files.reduce((sum, f) => sum + pagesOf(f.path, counts.current[f.path]), 0);
      if (!shouldAutoStartTenderAnalysis({ fileCount: files.length, rcChosen: true, totalPages: pages })) {
        setPhase('idle');
        return;
      }
      // Extracting: every PDF read in the browser (pdf.js workers) to check it has text.
      const pdfs = files.filter((f) => isPdf(f.path));
      const done: Record<string, number> = {};
      const total = pdfs.reduce((sum, f) => sum + (counts.current[f.path] ?? 0), 0);
      setProgress({ done: 0, total });
      const extractions = await Promise.all(
        pdfs.map((f) =>
          extractPdfText(f.file, f.path, (pages) => {
            done[f.path] = pages;
            if (alive.current) setProgress({ done: Object.values(done).reduce((a, b) => a + b, 0), total });
          }),
        ),
      );
      const failures: AnalysisError[] = extractions
        .filter((e) => e.error)
        .map((e) => ({ code: 'FILE_ANALYSIS_FAILED', message: e.error }));
      const pageCount = extractions.reduce((sum, e) => sum + e.pages.length, 0);
      const problems: AnalysisError[] = [...failures];
      if (pageCount === 0) problems.push({ code: 'NO_PAGES' });
      if (problems.length > 0) {
        setError(problems.length === 1 ? problems[0]! : { code: 'MULTIPLE_ERRORS', errors: problems });
        setPhase('error');
        return;
      }

      // Analysing: upload, then phase 1 runs on the server; follow its status.
      setPhase('analysing');
      setProgress({ done: 0, total: 0 });
      const allowed = files.filter((f) => isAllowedFile(f.path));
      const tenderFiles = await Promise.all(allowed.map((f) => uploadFile(f.file, f.path)));
      const selected = tenderFiles[allowed.indexOf(rcFile)] ?? (await uploadFile(rcFile.file, rcFile.path));
      const created = await api.tender.create({
        tenderFiles,
        selectedReglementFile: selected,
        totalPages: pages,
        title: title.trim() || rcFile.path,
      });
      setTenderId(created.id);
      let status = created.status;
      let tender = null;
      while (alive.current && (status === 'phase1_ongoing' || status === 'pending')) {
        await pause(POLL_MS);
        tender = await api.tender.get(created.id);
        status = tender.status;
      }
      if (!alive.current) return;
      if (status.includes('error')) {
        const reported = tender?.error;
        setError(
          isAnalysisError(reported)
            ? reported
            : typeof reported === 'string' && reported
              ? { code: 'UNKNOWN_ERROR', message: reported }
              : { code: 'NO_ANALYSIS' },
        );
        setPhase('error');
        return;
      }
      setPhase('success');
    } catch (caught) {
      console.error(caught);
      if (!alive.current) return;
      setError(toAnalysisError(caught));
      setPhase('error');
    }
  }, [files, rc, title]);

  const reset = useCallback(() => {
    setFiles([]);
    setRc(null);
    setPageCounts({});
    counts.current = {};
    pendingCounts.current = [];
    setTitle('');
    setPhase('idle');
    setError(null);
    setTenderId(null);
  }, []);

  return {
    title,
    setTitle,
    files,
    addFiles,
    removeFile,
    rc,
    chooseRc,
    pageCounts,
    totalPages,
    phase,
    progress,
    error,
    tenderId,
    start,
    reset,
  };
}
