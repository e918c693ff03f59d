export { CriteriaEditor } from './CriteriaEditor';
export type { CriteriaEditorProps } from './CriteriaEditor';
export { FormulaDialog } from './FormulaDialog';
export type { FormulaDialogProps, FormulaValue } from './FormulaDialog';
export { TextDialog } from './TextDialog';
export type { TextDialogProps } from './TextDialog';
