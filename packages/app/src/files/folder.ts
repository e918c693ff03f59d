/**
 * A file with its path relative to the dropped or chosen folder (SPEC.md section 3). The ui's
 * FolderDrop reads the folder (FileSystem entries on drop, a webkitdirectory input on click).
 */
export interface FolderFile {
  file: File;
  path: string;
}

export const fromDropped = (files: readonly { file: File; relativePath: string }[]): FolderFile[] =>
  files.map(({ file, relativePath }) => ({ file, path: relativePath }));
