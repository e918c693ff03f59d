import { useEffect, useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTheme } from 'styled-components';
import { checkDqeChoice, isAllowedFile, isPdf, pagesOf } from '@mieux-disant/domain';
import { VirtualRows } from '../virtualRows';
import { buildTree, folderPaths, visibleRows } from './fileTreeModel';
import type { TreeFile, TreeRow } from './fileTreeModel';
import {
  StyledAlert,
  StyledCanvas,
  StyledChevron,
  StyledDot,
  StyledEmpty,
  StyledFileTree,
  StyledFolderName,
  StyledIconButton,
  StyledMeta,
  StyledName,
  StyledRadio,
  StyledRadioSpacer,
  StyledRow,
  StyledTree,
  VISIBLE_ROWS,
} from './FileTree.styles';

/** What the radios choose: the tender's rules file (RC), a company's priced bill (DQE), or nothing. */
export type FileChoice = 'rc' | 'dqe' | 'none';

export const NOT_ALLOWED_TITLE = 'Type de document non autorisé';

export interface FileTreeProps {
  /** The files, each with its relative path; folders come from the paths. Dot-files are not shown. */
  files: readonly TreeFile[];
  /** Accessible name of the tree. Default: `'Fichiers'`. */
  label?: string;
  /**
   * What the radios choose. `'rc'`: a radio on each PDF. `'dqe'`: a radio on each allowed file, only an
   * .xlsx is accepted (else the domain's message goes to `onChoiceError` and the alert region).
   * Default: `'none'`.
   */
  choice?: FileChoice;
  /** Path of the chosen file. Default: `null`. */
  chosenPath?: string | null;
  /** A file was chosen as RC or DQE. */
  onChoose?: (path: string) => void;
  /** A choice was refused, with its French message. */
  onChoiceError?: (message: string) => void;
  /** A PDF was opened (click or Enter): the host shows its summary. */
  onOpenFile?: (file: TreeFile) => void;
  /** The download button of a file was pressed. */
  onDownload?: (file: TreeFile) => void;
  /** The delete button of a file was pressed. */
  onDelete?: (file: TreeFile) => void;
  /** Read-only while an analysis runs: radios and delete buttons are disabled. Default: `false`. */
  disabled?: boolean;
  /** Start with every folder collapsed (useful for very large dossiers). Default: `false`. */
  defaultCollapsed?: boolean;
}

const choiceLabel: Record<Exclude<FileChoice, 'none'>, (name: string) => string> = {
  rc: (name) => `Choisir ${name} comme règlement de consultation`,
  dqe: (name) => `Choisir ${name} comme DQE`,
};

function DownloadIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M8 2v8M4.5 6.5 8 10l3.5-3.5M3 13h10" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function DeleteIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path
        d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.7 8.5h5.6l.7-8.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The files of a dropped folder as a tree (WAI-ARIA tree pattern: arrow keys move, Right/Left expand and
 * collapse, Home/End, Enter opens a PDF, Space chooses the file). Rows are virtualised, so a dossier of
 * thousands of files scrolls smoothly; each treeitem carries `aria-level`, `aria-posinset` and
 * `aria-setsize` since only the visible rows exist in the DOM.
 */
export function FileTree({
  files,
  label = 'Fichiers',
  choice = 'none',
  chosenPath = null,
  onChoose,
  onChoiceError,
  onOpenFile,
  onDownload,
  onDelete,
  disabled = false,
  defaultCollapsed = false,
}: FileTreeProps) {
  const theme = useTheme();
  const rowHeight = Number.parseInt(theme.sizes.controlHeight, 10);
  const nodes = useMemo(() => buildTree(files), [files]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() =>
    defaultCollapsed ? new Set(folderPaths(nodes)) : new Set(),
  );
  const rows = useMemo(() => visibleRows(nodes, collapsed), [nodes, collapsed]);
  const [activePath, setActivePath] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The row a key moved to: scrolled into view, then focused.
  const [target, setTarget] = useState<{ index: number } | null>(null);
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);

  const activeIndex = Math.max(
    0,
    rows.findIndex((row) => row.node.path === activePath),
  );

  // A row scrolled to is rendered a frame or two later by the virtualiser: focus it once it exists.
  useEffect(() => {
    if (target === null) return;
    let frame = 0;
    let tries = 0;
    const focusRow = () => {
      const row = scrollElement?.querySelector<HTMLElement>(`[data-index="${target.index}"]`);
      if (row) row.focus();
      else if ((tries += 1) < 10) frame = requestAnimationFrame(focusRow);
    };
    focusRow();
    return () => cancelAnimationFrame(frame);
  }, [target, scrollElement]);

  const moveTo = (index: number) => {
    const row = rows[Math.min(rows.length - 1, Math.max(0, index))];
    if (!row) return;
    setActivePath(row.node.path);
    setTarget({ index: rows.indexOf(row) });
  };

  const toggle = (path: string, expand?: boolean) => {
    setCollapsed((previous) => {
      const next = new Set(previous);
      const open = expand ?? next.has(path);
      if (open) next.delete(path);
      else next.add(path);
      return next;
    });
  };

  const canChoose = (name: string) =>
    choice === 'rc' ? isPdf(name) : choice === 'dqe' ? isAllowedFile(name) : false;

  const choose = (path: string) => {
    if (disabled) return;
    if (choice === 'dqe') {
      const check = checkDqeChoice(path);
      if (!check.ok) {
        setError(check.message);
        onChoiceError?.(check.message);
        return;
      }
    }
    setError(null);
    onChoose?.(path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).getAttribute('role') !== 'treeitem') return;
    const row = rows[activeIndex];
    if (!row) return;
    const { node } = row;
    switch (event.key) {
      case 'ArrowDown':
        moveTo(activeIndex + 1);
        break;
      case 'ArrowUp':
        moveTo(activeIndex - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(rows.length - 1);
        break;
      case 'ArrowRight':
        if (node.kind === 'folder' && collapsed.has(node.path)) toggle(node.path, true);
        else if (node.kind === 'folder') moveTo(activeIndex + 1);
        break;
      case 'ArrowLeft':
        if (node.kind === 'folder' && !collapsed.has(node.path)) toggle(node.path, false);
        else if (row.parentPath !== null) moveTo(rows.findIndex((r) => r.node.path === row.parentPath));
        break;
      case 'Enter':
        if (node.kind === 'folder') toggle(node.path);
        else if (isPdf(node.name)) onOpenFile?.(node.file);
        break;
      case ' ':
        if (node.kind === 'folder') toggle(node.path);
        else if (canChoose(node.name)) choose(node.path);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const renderRow = (row: TreeRow, index: number, start: number) => {
    const { node } = row;
    const active = index === activeIndex;
    const tabIndex = active ? 0 : -1;
    const common = {
      role: 'treeitem',
      'data-index': index,
      'aria-level': row.level,
      'aria-posinset': row.position,
      'aria-setsize': row.setSize,
      tabIndex,
      $level: row.level,
      style: { transform: `translateY(${start}px)` },
      onFocus: () => setActivePath(node.path),
    };
    if (node.kind === 'folder') {
      const expanded = !collapsed.has(node.path);
      return (
        <StyledRow
          key={node.path}
          {...common}
          aria-expanded={expanded}
          onClick={() => {
            setActivePath(node.path);
            toggle(node.path);
          }}
        >
          <StyledChevron $expanded={expanded} viewBox="0 0 16 16" aria-hidden="true">
            <path d="M6 3.5 10.5 8 6 12.5" fill="none" stroke="currentColor" strokeWidth="1.75" />
          </StyledChevron>
          <StyledFolderName>{node.name}</StyledFolderName>
          <StyledMeta aria-hidden="true">
            {node.children.length} élément{node.children.length > 1 ? 's' : ''}
          </StyledMeta>
        </StyledRow>
      );
    }
    const pdf = isPdf(node.name);
    const allowed = isAllowedFile(node.name);
    const pages = pagesOf(node.name, node.file.pageCount);
    const pagesLabel = `${pages} p.`;
    return (
      <StyledRow
        key={node.path}
        {...common}
        // The name, then the page count as shown: axe wants the visible text inside the accessible name.
        aria-label={pages > 0 ? `${node.name} ${pagesLabel}` : node.name}
        onClick={() => setActivePath(node.path)}
      >
        {choice === 'none' ? null : canChoose(node.name) ? (
          <StyledRadio
            type="radio"
            tabIndex={tabIndex}
            checked={chosenPath === node.path}
            disabled={disabled}
            aria-label={choiceLabel[choice](node.name)}
            onChange={() => choose(node.path)}
          />
        ) : (
          <StyledRadioSpacer />
        )}
        <StyledName
          $clickable={pdf && Boolean(onOpenFile)}
          title={node.path}
          onClick={pdf ? () => onOpenFile?.(node.file) : undefined}
        >
          {node.name}
        </StyledName>{' '}
        {allowed ? null : <StyledDot role="img" aria-label={NOT_ALLOWED_TITLE} title={NOT_ALLOWED_TITLE} />}
        {pages > 0 ? <StyledMeta>{pages} p.</StyledMeta> : null}
        {onDownload ? (
          <StyledIconButton
            type="button"
            $tone="neutral"
            tabIndex={tabIndex}
            aria-label={`Télécharger ${node.name}`}
            title="Télécharger"
            onClick={() => onDownload(node.file)}
          >
            <DownloadIcon />
          </StyledIconButton>
        ) : null}
        {onDelete ? (
          <StyledIconButton
            type="button"
            $tone="error"
            tabIndex={tabIndex}
            disabled={disabled}
            aria-label={`Supprimer ${node.name}`}
            title="Supprimer"
            onClick={() => onDelete(node.file)}
          >
            <DeleteIcon />
          </StyledIconButton>
        ) : null}
      </StyledRow>
    );
  };

  return (
    <StyledFileTree>
      {error ? <StyledAlert role="alert">{error}</StyledAlert> : null}
      {rows.length === 0 ? (
        <StyledEmpty>Aucun fichier importé.</StyledEmpty>
      ) : (
        <StyledTree ref={setScrollElement} role="tree" aria-label={label} onKeyDown={onKeyDown}>
          <VirtualRows
            count={rows.length}
            rowHeight={rowHeight}
            visibleRows={VISIBLE_ROWS}
            overscan={12}
            scrollElement={scrollElement}
            scrollTarget={target}
          >
            {(items, totalSize) => (
              <StyledCanvas role="presentation" style={{ height: totalSize }}>
                {items.map((item) => {
                  const row = rows[item.index];
                  return row ? renderRow(row, item.index, item.start) : null;
                })}
              </StyledCanvas>
            )}
          </VirtualRows>
        </StyledTree>
      )}
    </StyledFileTree>
  );
}
