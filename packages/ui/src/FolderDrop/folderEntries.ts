import { isIgnoredPath } from '@mieux-disant/domain';

/** A file of a dropped or selected folder, with its path relative to what was dropped. */
export interface DroppedFile {
  file: File;
  /** e.g. `DCE/annexes/DC1.pdf`: the dropped folder's name, then the path inside it. */
  relativePath: string;
}

function readEntries(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  return new Promise((resolve, reject) => reader.readEntries(resolve, reject));
}

function fileOf(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

async function walk(entry: FileSystemEntry): Promise<DroppedFile[]> {
  const relativePath = entry.fullPath.replace(/^\//, '');
  if (isIgnoredPath(relativePath)) return [];
  if (entry.isFile) return [{ file: await fileOf(entry as FileSystemFileEntry), relativePath }];
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  const found: DroppedFile[] = [];
  // readEntries answers in batches (100 in Chromium) until it returns an empty one.
  for (let batch = await readEntries(reader); batch.length > 0; batch = await readEntries(reader)) {
    for (const child of batch) found.push(...(await walk(child)));
  }
  return found;
}

/**
 * Every file of a drop, folders walked recursively; dot-files (and dot-folders) left out. Entries and
 * files are taken from the items at once: a browser empties the DataTransfer after the drop event.
 */
export async function filesOfDrop(transfer: DataTransfer): Promise<DroppedFile[]> {
  const items = Array.from(transfer.items).filter((item) => item.kind === 'file');
  const taken = items.map((item) => ({ entry: item.webkitGetAsEntry(), file: item.getAsFile() }));
  const nested = await Promise.all(
    taken.map(async ({ entry, file }) => {
      if (entry?.isDirectory) return walk(entry);
      return file && !isIgnoredPath(file.name) ? [{ file, relativePath: file.name }] : [];
    }),
  );
  return nested.flat();
}

/** Every file picked through the folder input, with the browser's relative path. */
export function filesOfInput(list: FileList | null): DroppedFile[] {
  return Array.from(list ?? [])
    .map((file) => ({ file, relativePath: file.webkitRelativePath || file.name }))
    .filter((dropped) => !isIgnoredPath(dropped.relativePath));
}
