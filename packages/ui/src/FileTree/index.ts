export { FileTree, NOT_ALLOWED_TITLE } from './FileTree';
export type { FileTreeProps, FileChoice } from './FileTree';
export { buildTree, totalPages, visibleRows } from './fileTreeModel';
export type { TreeFile, TreeNode, TreeRow, TreeFolderNode, TreeFileNode } from './fileTreeModel';
