import { useId, useState } from 'react';
import {
  COMPANY_PAGE_LIMIT,
  canLaunch,
  canShowAddCompany,
  checkAddCompany,
  checkLaunch,
  companyWarning,
} from '@mieux-disant/domain';
import type { CompanyDraft, PhaseProgress } from '@mieux-disant/domain';
import { Button } from '../Button';
import { ErrorBox } from '../ErrorBox';
import { FileTree, totalPages } from '../FileTree';
import type { TreeFile } from '../FileTree';
import { FolderDrop } from '../FolderDrop';
import { ProgressBanner } from '../Results/ProgressBanner';
import type { DroppedFile } from '../FolderDrop';
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
  StyledSpreadRow,
  StyledSubtitle,
} from '../analysisLayout/analysisLayout.styles';
import { StyledList, StyledPages, StyledReason } from './CompanyResponses.styles';

/** A company block: its name, its files (relative paths) and the chosen DQE. */
export interface CompanyBlock {
  id: string;
  name: string;
  files: readonly TreeFile[];
  /** Path of the chosen DQE (.xlsx), or `null`. */
  dqePath: string | null;
}

/** Phase 2 launch: not yet, running, launched (results can be opened). */
export type CompanyLaunchState = 'idle' | 'running' | 'done';

export interface CompanyResponsesProps {
  /** The company blocks, in order. Required. */
  companies: readonly CompanyBlock[];
  /** The plan's maximum of companies ('Ajouter une entreprise' is hidden at it). Required. */
  maxCompanies: number;
  /** Where the launch stands. Default: `'idle'`. */
  launchState?: CompanyLaunchState;
  /** An error of the launch (server message), shown above the buttons. Default: none. */
  launchError?: string | null;
  onNameChange: (companyId: string, name: string) => void;
  onFiles: (companyId: string, files: DroppedFile[]) => void;
  onDqeChange: (companyId: string, path: string) => void;
  onRemoveCompany: (companyId: string) => void;
  /** 'Ajouter une entreprise', once the domain's check passed. */
  onAddCompany: () => void;
  /** 'Lancer analyse', once the domain's check passed. */
  onLaunch: () => void;
  /** 'Voir le résultat et le rapport détaillé'. */
  onShowResults: () => void;
  onOpenFile?: (companyId: string, file: TreeFile) => void;
  onDownloadFile?: (companyId: string, file: TreeFile) => void;
  onDeleteFile?: (companyId: string, file: TreeFile) => void;
  /**
   * Once launched, where phase 2 stands: the tender's status and the step under way (which company,
   * which step). Default: none.
   */
  phase2?: { status: string; progress?: PhaseProgress | null } | null;
}

function draftOf(company: CompanyBlock): CompanyDraft {
  return {
    id: company.id,
    name: company.name,
    fileCount: company.files.length,
    dqe: company.dqePath,
    pages: totalPages(company.files),
  };
}

interface BlockProps extends Omit<
  CompanyResponsesProps,
  'companies' | 'maxCompanies' | 'onAddCompany' | 'onLaunch' | 'onShowResults'
> {
  company: CompanyBlock;
  draft: CompanyDraft;
  index: number;
  locked: boolean;
}

function CompanyBlockView({
  company,
  draft,
  index,
  locked,
  onNameChange,
  onFiles,
  onDqeChange,
  onRemoveCompany,
  onOpenFile,
  onDownloadFile,
  onDeleteFile,
}: BlockProps) {
  const titleId = useId();
  const heading = `Entreprise ${index + 1}`;
  const warning = companyWarning(draft);
  const over = draft.pages > COMPANY_PAGE_LIMIT;
  return (
    <StyledPanel aria-labelledby={titleId}>
      <StyledSpreadRow>
        <StyledPanelTitle id={titleId}>{heading}</StyledPanelTitle>
        <Button
          variant="ghost"
          size="sm"
          disabled={locked}
          aria-label={`Retirer ${company.name || heading}`}
          onClick={() => onRemoveCompany(company.id)}
        >
          Retirer
        </Button>
      </StyledSpreadRow>
      <TextField
        label="Nom de l'entreprise"
        value={company.name}
        disabled={locked}
        onChange={(event) => onNameChange(company.id, event.currentTarget.value)}
      />
      <FolderDrop
        label="Glissez-déposez le dossier de l'entreprise ou cliquez pour le sélectionner"
        hint="Cochez ensuite son DQE, au format .xlsx."
        disabled={locked}
        onFiles={(files) => onFiles(company.id, files)}
      />
      <StyledPages>
        Pages
        <StyledCounter $over={over}>
          {draft.pages} / {COMPANY_PAGE_LIMIT}
        </StyledCounter>
      </StyledPages>
      <FileTree
        files={company.files}
        label={`Fichiers de ${company.name || heading}`}
        choice="dqe"
        chosenPath={company.dqePath}
        disabled={locked}
        onChoose={(path) => onDqeChange(company.id, path)}
        onOpenFile={onOpenFile ? (file) => onOpenFile(company.id, file) : undefined}
        onDownload={onDownloadFile ? (file) => onDownloadFile(company.id, file) : undefined}
        onDelete={onDeleteFile ? (file) => onDeleteFile(company.id, file) : undefined}
      />
      {warning ? <StyledMessage $tone="warning">{warning}</StyledMessage> : null}
      {over ? (
        <StyledMessage $tone="error">
          Le dossier dépasse {COMPANY_PAGE_LIMIT} pages : retirez des fichiers pour lancer l&apos;analyse.
        </StyledMessage>
      ) : null}
    </StyledPanel>
  );
}

/** 'Réponses des entreprises': one block per candidate, then the launch of phase 2. */
export function CompanyResponses(props: CompanyResponsesProps) {
  const {
    companies,
    maxCompanies,
    launchState = 'idle',
    launchError = null,
    onAddCompany,
    onLaunch,
    onShowResults,
    phase2 = null,
  } = props;
  const [message, setMessage] = useState<string | null>(null);
  const drafts = companies.map(draftOf);
  const running = launchState === 'running';
  const locked = launchState !== 'idle';
  const launchable = canLaunch(drafts);
  const launchCheck = checkLaunch(drafts);
  const reason = launchable
    ? null
    : launchCheck.ok
      ? `Chaque entreprise est limitée à ${COMPANY_PAGE_LIMIT} pages.`
      : launchCheck.message;

  const add = () => {
    const check = checkAddCompany(drafts, maxCompanies);
    setMessage(check.ok ? null : check.message);
    if (check.ok) onAddCompany();
  };

  const launch = () => {
    setMessage(launchCheck.ok ? null : launchCheck.message);
    if (launchCheck.ok) onLaunch();
  };

  return (
    <StyledPage>
      <StyledPageHeader>
        <StyledPageTitle>Réponses des entreprises</StyledPageTitle>
        <StyledSubtitle>
          Déposez le dossier de chaque candidat et cochez son DQE ; {companies.length} / {maxCompanies}{' '}
          entreprises.
        </StyledSubtitle>
      </StyledPageHeader>
      <StyledList>
        {companies.map((company, index) => (
          <CompanyBlockView
            key={company.id}
            {...props}
            company={company}
            draft={drafts[index] ?? draftOf(company)}
            index={index}
            locked={locked}
          />
        ))}
      </StyledList>
      {launchState === 'done' && phase2 ? (
        <ProgressBanner status={phase2.status} progress={phase2.progress} />
      ) : null}
      {message ? <ErrorBox>{message}</ErrorBox> : null}
      {launchError ? <ErrorBox>{launchError}</ErrorBox> : null}
      <StyledSpreadRow>
        {canShowAddCompany(companies.length, maxCompanies) && !locked ? (
          <Button variant="secondary" onClick={add}>
            Ajouter une entreprise
          </Button>
        ) : (
          <span />
        )}
        <StyledActions>
          {reason && !locked ? <StyledReason>{reason}</StyledReason> : null}
          {launchState === 'done' ? (
            <Button onClick={onShowResults}>Voir le résultat et le rapport détaillé</Button>
          ) : (
            <Button loading={running} disabled={!launchable} onClick={launch}>
              {running ? 'Analyse en cours...' : 'Lancer analyse'}
            </Button>
          )}
        </StyledActions>
      </StyledSpreadRow>
    </StyledPage>
  );
}
