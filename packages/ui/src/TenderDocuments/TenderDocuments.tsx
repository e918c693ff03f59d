import { useEffect, useMemo, useRef } from 'react';
import {
  ANALYSIS_ERROR_TITLE,
  TENDER_AUTO_START_PAGES,
  TENDER_PAGES_SHOWN,
  checkRcChosen,
  shouldAutoStartTenderAnalysis,
} from '@mieux-disant/domain';
import { NO_SUBSCRIPTION_MESSAGE } from '@mieux-disant/domain';
import type { AnalysisError } from '@mieux-disant/domain';
import { AnalysisErrorPanel } from '../AnalysisErrorPanel';
import { Button } from '../Button';
import { ErrorBox } from '../ErrorBox';
import { FileTree, totalPages } from '../FileTree';
import type { TreeFile } from '../FileTree';
import { FolderDrop } from '../FolderDrop';
import { AnchorLink } from '../Link';
import type { LinkComponent } from '../Link';
import type { DroppedFile } from '../FolderDrop';
import { Spinner } from '../Spinner';
import { TextField } from '../TextField';
import {
  StyledActions,
  StyledCounter,
  StyledMessage,
  StyledPage,
  StyledPageHeader,
  StyledPageTitle,
  StyledPanel,
  StyledPanelTitle,
  StyledSubtitle,
} from '../analysisLayout/analysisLayout.styles';
import { StyledStatus, StyledTreeHeader } from './TenderDocuments.styles';

/** Phase 1 as the screen shows it (SPEC.md §4): idle, extracting, analysing, then success or error. */
export type TenderAnalysisState =
  | { status: 'idle' }
  | { status: 'extracting'; done: number; total: number }
  | { status: 'analysing' }
  | { status: 'success' }
  | { status: 'error'; error: AnalysisError }
  /** The browser could not read the PDFs' text (SPEC.md §8). */
  | { status: 'extraction_error' }
  /** Anything else that went wrong before the server answered, e.g. reading a file. */
  | { status: 'unexpected'; message: string };

export const EXTRACTION_ERROR_MESSAGE = "Une erreur est survenue lors de l'extraction du texte";

export interface TenderDocumentsProps {
  /** The tender name field. Required. */
  title: string;
  onTitleChange: (title: string) => void;
  /** The dropped files with their page counts. Required. */
  files: readonly TreeFile[];
  /** Files dropped or selected (dot-files already left out). */
  onFiles: (files: DroppedFile[]) => void;
  /** Path of the chosen RC, or `null`. Required. */
  rcPath: string | null;
  onRcChange: (path: string) => void;
  /** Where phase 1 stands. Required. */
  state: TenderAnalysisState;
  /**
   * Called once, when the domain's rule says phase 1 may start by itself (files, an RC, at most 500
   * pages) while the state is idle. The host then reads the PDFs and sends the tender.
   */
  onStartAnalysis: () => void;
  /** 'Poursuivre vers les critères de pondérations', enabled only after success. */
  onContinue: () => void;
  /** A PDF of the tree was opened (summary dialog). */
  onOpenFile?: (file: TreeFile) => void;
  onDownloadFile?: (file: TreeFile) => void;
  onDeleteFile?: (file: TreeFile) => void;
  /**
   * The account has no active subscription: said before anything is dropped, the drop zone disabled.
   * `href` is the subscription page, or null for a user who cannot subscribe (they ask their
   * administrator). Default: none (the account may analyse).
   */
  noSubscription?: { href: string | null };
  /** The host's link component, for the subscription link. Default: a plain `<a>`. */
  LinkComponent?: LinkComponent;
}

function SubscriptionNotice({ href, Link }: { href: string | null; Link: LinkComponent }) {
  return (
    <StyledMessage $tone="warning" role="note">
      <span>
        {NO_SUBSCRIPTION_MESSAGE}{' '}
        {href ? (
          <Link href={href}>Choisir un abonnement</Link>
        ) : (
          "Demandez à l'administrateur de votre compte d'en souscrire un."
        )}
      </span>
    </StyledMessage>
  );
}

function ProgressMessage({ state }: { state: TenderAnalysisState }) {
  switch (state.status) {
    case 'idle':
      return null;
    case 'extracting':
      return (
        <StyledMessage $tone="progress">
          <Spinner size="sm" />
          Extraction du texte des documents en cours... ({state.done} / {state.total})
        </StyledMessage>
      );
    case 'analysing':
      return (
        <StyledMessage $tone="progress">
          <Spinner size="sm" />
          Analyse de l&apos;appel d&apos;offres en cours...
        </StyledMessage>
      );
    case 'success':
      return (
        <StyledMessage $tone="done">Analyse terminée : les critères de pondération sont prêts.</StyledMessage>
      );
    case 'error':
      return <AnalysisErrorPanel error={state.error} />;
    case 'extraction_error':
      return <ErrorBox title={ANALYSIS_ERROR_TITLE}>{EXTRACTION_ERROR_MESSAGE}</ErrorBox>;
    case 'unexpected':
      return <ErrorBox title={ANALYSIS_ERROR_TITLE}>Erreur inattendue: {state.message}</ErrorBox>;
    default: {
      const unreachable: never = state;
      return unreachable;
    }
  }
}

/** The first screen of a new analysis: 'Documents d'appel d'offres'. */
export function TenderDocuments({
  title,
  onTitleChange,
  files,
  onFiles,
  rcPath,
  onRcChange,
  state,
  onStartAnalysis,
  onContinue,
  onOpenFile,
  onDownloadFile,
  onDeleteFile,
  noSubscription,
  LinkComponent = AnchorLink,
}: TenderDocumentsProps) {
  const pageCount = useMemo(() => totalPages(files), [files]);
  const rcCheck = checkRcChosen(rcPath);
  const busy = state.status === 'extracting' || state.status === 'analysing';
  const autoStart =
    state.status === 'idle' &&
    shouldAutoStartTenderAnalysis({ fileCount: files.length, rcChosen: rcCheck.ok, totalPages: pageCount });

  // Once per idle period, even if the host passes a new callback on every render.
  const started = useRef(false);
  useEffect(() => {
    if (!autoStart) {
      started.current = false;
      return;
    }
    if (started.current) return;
    started.current = true;
    onStartAnalysis();
  }, [autoStart, onStartAnalysis]);

  return (
    <StyledPage>
      <StyledPageHeader>
        <StyledPageTitle>Documents d&apos;appel d&apos;offres</StyledPageTitle>
        <StyledSubtitle>
          Déposez le dossier de consultation, puis choisissez le règlement de consultation (RC) :
          l&apos;analyse démarre d&apos;elle-même.
        </StyledSubtitle>
      </StyledPageHeader>
      <StyledPanel aria-label="Dossier de consultation">
        <TextField
          label="Nom de l'appel d'offres"
          value={title}
          disabled={busy}
          onChange={(event) => onTitleChange(event.currentTarget.value)}
        />
        {noSubscription ? <SubscriptionNotice href={noSubscription.href} Link={LinkComponent} /> : null}
        <FolderDrop onFiles={onFiles} disabled={busy || noSubscription !== undefined} />
        <StyledTreeHeader>
          <StyledPanelTitle>Fichiers importés</StyledPanelTitle>
          <StyledCounter $over={pageCount > TENDER_PAGES_SHOWN} aria-live="polite">
            Nombre total de pages : {pageCount} / {TENDER_PAGES_SHOWN}
          </StyledCounter>
        </StyledTreeHeader>
        <FileTree
          files={files}
          label="Fichiers de l'appel d'offres"
          choice="rc"
          chosenPath={rcPath}
          onChoose={onRcChange}
          onOpenFile={onOpenFile}
          onDownload={onDownloadFile}
          onDelete={onDeleteFile}
          disabled={busy}
        />
        <StyledStatus aria-live="polite">
          {files.length > 0 && !rcCheck.ok ? (
            <StyledMessage $tone="warning">{rcCheck.message}</StyledMessage>
          ) : null}
          {pageCount > TENDER_AUTO_START_PAGES && state.status === 'idle' ? (
            <StyledMessage $tone="error">
              Le dossier compte plus de {TENDER_AUTO_START_PAGES} pages : retirez des fichiers pour lancer
              l&apos;analyse.
            </StyledMessage>
          ) : null}
          <ProgressMessage state={state} />
        </StyledStatus>
      </StyledPanel>
      <StyledActions>
        <Button disabled={state.status !== 'success'} onClick={onContinue}>
          Poursuivre vers les critères de pondérations
        </Button>
      </StyledActions>
    </StyledPage>
  );
}
