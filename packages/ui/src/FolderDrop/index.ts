export { FolderDrop } from './FolderDrop';
export type { FolderDropProps } from './FolderDrop';
export type { DroppedFile } from './folderEntries';
