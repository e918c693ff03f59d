import { useEffect, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { filesOfDrop, filesOfInput } from './folderEntries';
import type { DroppedFile } from './folderEntries';
import { StyledHint, StyledIcon, StyledInput, StyledTitle, StyledZone } from './FolderDrop.styles';

export interface FolderDropProps {
  /** Every file of the dropped or selected folder, with its relative path; dot-files are left out. */
  onFiles: (files: DroppedFile[]) => void;
  /** Main line of the zone, also the accessible name of its input. Default: `'Glissez-déposez un dossier ici ou cliquez pour le sélectionner'`. */
  label?: string;
  /** Second line. Default: `'Tous les fichiers sont importés ; seuls les PDF sont analysés.'`. */
  hint?: string;
  /** No drop, no selection. Default: `false`. */
  disabled?: boolean;
}

/**
 * Drop zone for a whole folder, or click (Enter/Space on the focused input) to pick one. The native
 * folder input stays in the page, visually hidden, so keyboard and screen-reader users reach it.
 */
export function FolderDrop({
  onFiles,
  label = 'Glissez-déposez un dossier ici ou cliquez pour le sélectionner',
  hint = 'Tous les fichiers sont importés ; seuls les PDF sont analysés.',
  disabled = false,
}: FolderDropProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  // React does not know the non-standard attribute that turns a file input into a folder picker.
  useEffect(() => {
    inputRef.current?.setAttribute('webkitdirectory', '');
  }, []);

  const onDragOver = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };

  const onDrop = async (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = await filesOfDrop(event.dataTransfer);
    if (files.length > 0) onFiles(files);
  };

  return (
    <StyledZone
      $dragging={dragging}
      $disabled={disabled}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <StyledIcon viewBox="0 0 48 48" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5">
        <path d="M6 14a4 4 0 0 1 4-4h9l4 5h15a4 4 0 0 1 4 4v15a4 4 0 0 1-4 4H10a4 4 0 0 1-4-4z" />
        <path d="M24 32V20M19 25l5-5 5 5" strokeLinecap="round" strokeLinejoin="round" />
      </StyledIcon>
      <StyledTitle>{label}</StyledTitle>
      <StyledHint>{hint}</StyledHint>
      <StyledInput
        ref={inputRef}
        type="file"
        multiple
        disabled={disabled}
        aria-label={label}
        onChange={(event) => {
          const files = filesOfInput(event.currentTarget.files);
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </StyledZone>
  );
}
