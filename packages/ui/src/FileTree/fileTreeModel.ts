import { isIgnoredPath, pagesOf } from '@mieux-disant/domain';

/** A file shown in the tree: its relative path inside the dropped folder, and its page count once known. */
export interface TreeFile {
  /** Stable id (server file id, or a local one before upload). */
  id: string;
  /** Relative path inside the dropped folder, e.g. `annexes/DC1.pdf`. */
  path: string;
  /** Pages of a PDF once counted; absent while unknown and for other types. */
  pageCount?: number;
}

export interface TreeFolderNode {
  kind: 'folder';
  path: string;
  name: string;
  children: TreeNode[];
}

export interface TreeFileNode {
  kind: 'file';
  path: string;
  name: string;
  file: TreeFile;
}

export type TreeNode = TreeFolderNode | TreeFileNode;

/** One visible row of the flattened tree, with what `aria-level`, `aria-posinset` and `aria-setsize` need. */
export interface TreeRow {
  node: TreeNode;
  level: number;
  position: number;
  setSize: number;
  parentPath: string | null;
}

const collator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });

function sortNodes(nodes: TreeNode[]): void {
  nodes.sort((a, b) => (a.kind === b.kind ? collator.compare(a.name, b.name) : a.kind === 'folder' ? -1 : 1));
  for (const node of nodes) if (node.kind === 'folder') sortNodes(node.children);
}

/** Builds the folder hierarchy from relative paths (folders first, then files, in French order). */
export function buildTree(files: readonly TreeFile[]): TreeNode[] {
  const root: TreeFolderNode = { kind: 'folder', path: '', name: '', children: [] };
  const folders = new Map<string, TreeFolderNode>([['', root]]);
  for (const file of files) {
    if (isIgnoredPath(file.path)) continue;
    const parts = file.path.split('/').filter(Boolean);
    let parent = root;
    parts.slice(0, -1).forEach((name) => {
      const path = parent.path ? `${parent.path}/${name}` : name;
      let folder = folders.get(path);
      if (!folder) {
        folder = { kind: 'folder', path, name, children: [] };
        folders.set(path, folder);
        parent.children.push(folder);
      }
      parent = folder;
    });
    parent.children.push({ kind: 'file', path: file.path, name: parts.at(-1) ?? file.path, file });
  }
  sortNodes(root.children);
  return root.children;
}

/** The rows a reader sees: every node whose ancestors are all expanded. */
export function visibleRows(nodes: readonly TreeNode[], collapsed: ReadonlySet<string>): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (children: readonly TreeNode[], level: number, parentPath: string | null) => {
    children.forEach((node, index) => {
      rows.push({ node, level, position: index + 1, setSize: children.length, parentPath });
      if (node.kind === 'folder' && !collapsed.has(node.path)) walk(node.children, level + 1, node.path);
    });
  };
  walk(nodes, 1, null);
  return rows;
}

/** Every folder path of the tree, to collapse them all at once. */
export function folderPaths(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((node) => (node.kind === 'folder' ? [node.path, ...folderPaths(node.children)] : []));
}

/** Pages of every file, as both upload screens count them against their limit. */
export function totalPages(files: readonly TreeFile[]): number {
  return files.reduce((sum, file) => sum + pagesOf(file.path, file.pageCount), 0);
}
