import { SummaryDialog, TenderDocuments, type TenderAnalysisState, type TreeFile } from '@mieux-disant/ui';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromDropped } from '../../files/folder';
import { RouterLink } from '../../layout/RouterLink';
import { useSession } from '../../session/SessionProvider';
import { saveBlob } from '../../files/upload';
import { useSummary } from './useSummary';
import { useTenderUpload, type UploadPhase } from './useTenderUpload';

function analysisState(upload: ReturnType<typeof useTenderUpload>): TenderAnalysisState {
  const phase: UploadPhase = upload.phase;
  switch (phase) {
    case 'extracting':
      return { status: 'extracting', done: upload.progress.done, total: upload.progress.total };
    case 'analysing':
      return { status: 'analysing' };
    case 'success':
      return { status: 'success' };
    case 'error':
      return { status: 'error', error: upload.error ?? { code: 'UNKNOWN_ERROR' } };
    case 'idle':
      return { status: 'idle' };
  }
}

/** new-analysis/extract-ponderation: 'Documents d'appel d'offres'. */
export default function TenderUploadPage() {
  const upload = useTenderUpload();
  const navigate = useNavigate();
  const { summary, show, close } = useSummary();
  const files = useMemo<TreeFile[]>(
    () => upload.files.map((f) => ({ id: f.path, path: f.path, pageCount: upload.pageCounts[f.path] })),
    [upload.files, upload.pageCounts],
  );
  const fileAt = useCallback(
    (path: string) => upload.files.find((f) => f.path === path)?.file,
    [upload.files],
  );
  const { start, reset } = upload;
  const user = useSession().session?.user;
  // Said before any upload: the server would refuse the analysis (402) once the folder was sent.
  // Only user_admin and admin reach the subscription page (SPEC.md §2).
  const noSubscription =
    user && !user.subscription
      ? { href: user.role === 'user_admin' || user.role === 'admin' ? '/subscription' : null }
      : undefined;

  return (
    <>
      <TenderDocuments
        title={upload.title}
        onTitleChange={upload.setTitle}
        files={files}
        onFiles={(dropped) => upload.addFiles(fromDropped(dropped))}
        rcPath={upload.rc}
        onRcChange={upload.chooseRc}
        state={analysisState(upload)}
        onStartAnalysis={() => void start()}
        onContinue={() => {
          reset();
          navigate('/');
        }}
        onOpenFile={(file) => {
          const blob = fileAt(file.path);
          if (blob) show(blob, file.path);
        }}
        onDownloadFile={(file) => {
          const blob = fileAt(file.path);
          if (blob) saveBlob(blob, file.path.split('/').pop() ?? file.path);
        }}
        onDeleteFile={(file) => upload.removeFile(file.path)}
        noSubscription={noSubscription}
        LinkComponent={RouterLink}
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
